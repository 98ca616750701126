import BlueprintLayout
import Foundation
import Testing

/// Captures the environment a pass hands to its elements.
fileprivate final class EnvironmentLog: @unchecked Sendable {
    var modes: [LayoutMode] = []
}

@Suite struct LayoutModeTests {
    @Test func caffeinatedModes() {
        #expect(LayoutMode.caffeinated.options == .default)
        #expect(LayoutMode.caffeinated() == .caffeinated)
        #expect(LayoutMode.caffeinated(options: .noDeductions).options == .noDeductions)
        #expect(LayoutMode.caffeinated.name == "Caffeinated")
        #expect(LayoutMode.default == .caffeinated)
    }

    @Test func descriptionNamesTheDeductions() {
        #expect(LayoutMode.caffeinated.description == "Caffeinated (hint+search)")
        #expect(
            LayoutMode.caffeinated(options: LayoutOptions(hintRangeBoundaries: true, searchUnconstrainedKeys: false))
                .description == "Caffeinated (hint)")
        #expect(
            LayoutMode.caffeinated(options: LayoutOptions(hintRangeBoundaries: false, searchUnconstrainedKeys: true))
                .description == "Caffeinated (search)")
        #expect(LayoutMode.caffeinated(options: .noDeductions).description == "Caffeinated")
    }

    @Test func theEnvironmentReportsThePassesMode() {
        let log = EnvironmentLog()
        let reader = EnvironmentReader { environment in
            log.modes.append(environment.layoutMode)
            return Spacer(10)
        }
        _ = reader.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = reader.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10), options: .stairStep)
        _ = reader.content.measure(in: .unconstrained, options: .noDeductions)
        #expect(log.modes == [.caffeinated, .caffeinated(options: .stairStep), .caffeinated(options: .noDeductions)])
        // Outside a pass, the default mode.
        #expect(Environment.empty.layoutMode == LayoutMode.default)
    }

    @Test func anEnvironmentFromOnePassReportsTheNextPassesMode() {
        var captured: Environment?
        let log = EnvironmentLog()
        let reader = EnvironmentReader { environment in
            log.modes.append(environment.layoutMode)
            return Spacer(10)
        }
        _ = EnvironmentReader { environment in
            captured = environment
            return Spacer(1)
        }.layout(frame: .zero, options: .noDeductions)
        #expect(captured?.layoutMode == .caffeinated(options: .noDeductions))
        _ = reader.content.measure(in: .unconstrained, environment: captured ?? .empty)
        #expect(log.modes == [.caffeinated])
    }
}

@Suite struct EnvironmentValuesTests {
    @Test func calendarLocaleAndTimeZone() {
        var environment = Environment.empty
        #expect(environment.calendar == Calendar.current)
        #expect(environment.locale == Locale.current)
        #expect(environment.timeZone == TimeZone.current)
        environment.calendar = Calendar(identifier: .buddhist)
        environment.locale = Locale(identifier: "fr_FR")
        environment.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(environment.calendar.identifier == .buddhist)
        #expect(environment.locale.identifier == "fr_FR")
        #expect(environment.timeZone.identifier == "Asia/Tokyo")
    }

    @Test func layoutDirectionIsNestedInEnvironment() {
        var environment = Environment.empty
        #expect(environment.layoutDirection == Environment.LayoutDirection.leftToRight)
        environment.layoutDirection = .rightToLeft
        let direction: Environment.LayoutDirection = environment.layoutDirection
        #expect(direction == .rightToLeft)
    }
}
