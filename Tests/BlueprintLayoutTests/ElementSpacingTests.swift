import BlueprintLayout
import Foundation
import Testing

@Suite struct ElementSpacingTests {
    @Test func distanceIsTheLargerFacingPreference() {
        let a = ElementSpacing(top: 1, leading: 3, bottom: 2, trailing: 5)
        let b = ElementSpacing(top: 8, leading: 4, bottom: 0, trailing: 0)
        #expect(a.distance(to: b, along: .vertical) == 8)
        #expect(a.distance(to: b, along: .horizontal) == 5)
        #expect(b.distance(to: a, along: .vertical) == 1)
    }

    @Test func columnUsesPreferencesWhenOptedIn() {
        var column = Column {
            Spacer(width: 10, height: 10).spacingPreference(bottom: 2)
            Spacer(width: 10, height: 10).spacingPreference(top: 8, bottom: 1)
            Spacer(width: 10, height: 10)
        }
        column.verticalUnderflow = .justifyToStart
        column.minimumVerticalSpacing = 100  // ignored in preference mode
        column.spacingMode = .preferences

        // Gaps: max(2, 8) = 8 and max(1, 0) = 1.
        #expect(column.content.measure(in: .unconstrained) == CGSize(width: 10, height: 39))
        let result = column.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 39))
        #expect(result.children.map(\.frame.origin.y) == [0, 18, 29])
    }

    @Test func defaultModeKeepsMinimumSpacing() {
        let column = Column(minimumSpacing: 5) {
            Spacer(width: 10, height: 10).spacingPreference(bottom: 20)
            Spacer(width: 10, height: 10)
        }
        #expect(column.content.measure(in: .unconstrained) == CGSize(width: 10, height: 25))
    }

    @Test func measurementAndPlacementAgree() {
        var row = Row(alignment: .top) {
            Spacer(width: 10, height: 10).spacingPreference(trailing: 6)
            Spacer(width: 20, height: 10).spacingPreference(leading: 4, trailing: 3)
            Spacer(width: 30, height: 10).spacingPreference(leading: 9)
        }
        row.spacingMode = .preferences
        let size = row.content.measure(in: .unconstrained)
        #expect(size == CGSize(width: 10 + 6 + 20 + 9 + 30, height: 10))
        let result = row.layout(frame: CGRect(origin: .zero, size: size))
        #expect(
            result.children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 10, height: 10),
                CGRect(x: 16, y: 0, width: 20, height: 10),
                CGRect(x: 45, y: 0, width: 30, height: 10),
            ])
    }

    @Test func spaceEvenlySharesFreeSpaceOnTopOfPreferences() {
        var row = Row {
            Spacer(width: 10, height: 10).spacingPreference(trailing: 10)
            Spacer(width: 10, height: 10)
            Spacer(width: 10, height: 10)
        }
        row.spacingMode = .preferences
        // Free space 100 - 30 - 10 = 60, 30 per gap: gaps 40 and 30.
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.children.map(\.frame.origin.x) == [0, 50, 90])
    }

    @Test func preferencesPassThroughTransparentWrappersOnly() {
        var row = Row {
            Spacer(width: 10, height: 10).spacingPreference(trailing: 7).adaptedEnvironment(
                key: DisplayScaleKey.self, value: 2)
            Spacer(width: 10, height: 10)
            Spacer(width: 10, height: 10).spacingPreference(leading: 50).inset(uniform: 0)
        }
        row.horizontalUnderflow = .justifyToStart
        row.spacingMode = .preferences
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.children.map(\.frame.origin.x) == [0, 17, 27])
    }

    @Test func nestedPreferencesCombineByEdge() {
        let element = Spacer(1).spacingPreference(top: 3, trailing: 1).spacingPreference(top: 1, trailing: 4)
        var column = Column {
            element; Spacer(1)
        }
        column.spacingMode = .preferences
        #expect(column.content.measure(in: .unconstrained).height == 2)
        var row = Row {
            element; Spacer(1)
        }
        row.spacingMode = .preferences
        #expect(row.content.measure(in: .unconstrained).width == 6)
    }

    @Test func keyedPassesPreferencesThrough() {
        var row = Row()
        row.horizontalUnderflow = .justifyToStart
        row.spacingMode = .preferences
        row.add(child: Keyed(key: "a", wrapping: Spacer(10).spacingPreference(trailing: 9)))
        row.add(child: Spacer(10))
        #expect(row.content.measure(in: .unconstrained).width == 29)
    }
}
