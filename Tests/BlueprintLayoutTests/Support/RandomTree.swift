import BlueprintLayout
import Foundation

/// Random element trees over the catalog, with ordinary numbers or (for the numeric boundary)
/// with NaN, infinities, negative and huge ones.
struct RandomTree {
    /// Whether numbers include NaN, infinities, negative values and `greatestFiniteMagnitude`.
    var hostileNumbers: Bool

    func number(_ random: inout SeededRandom) -> CGFloat {
        hostileNumbers ? Self.hostileNumber(&random) : random.value(in: 0...120).rounded()
    }

    /// A number for a length that cannot be negative (a spacer's size, a bound, a ratio's side):
    /// hostile ones are NaN, +∞, 0, huge or positive — a negative one stops a debug build (the
    /// numeric boundary's rule 5). Negative sizes still reach the engine through measured leaves
    /// and insets.
    func length(_ random: inout SeededRandom) -> CGFloat {
        let value = number(&random)
        return value < 0 ? -value : value
    }

    static func hostileNumber(_ random: inout SeededRandom) -> CGFloat {
        switch random.int(0...9) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: -random.value(in: 0...50)
        case 4: 0
        case 5: .greatestFiniteMagnitude
        default: random.value(in: 0...200)
        }
    }

    func element(depth: Int, random: inout SeededRandom) -> Element {
        if depth == 0 || random.int(0...3) == 0 { return leaf(&random) }
        let child = { (random: inout SeededRandom) in element(depth: depth - 1, random: &random) }
        switch random.int(0...13) {
        case 0:
            var row = Row(minimumSpacing: number(&random)) {}
            for _ in 0..<random.int(0...4) { row.add(growPriority: number(&random), child: child(&random)) }
            return row
        case 1:
            var column = Column(alignment: .fill, underflow: .growProportionally, minimumSpacing: number(&random)) {}
            for index in 0..<random.int(0...4) {
                let shrinkPriority = number(&random)
                if index % 2 == 0 {
                    column.add(shrinkPriority: shrinkPriority, child: child(&random))
                } else {
                    // Appending in place keeps the children as tuples: both forms get laid out.
                    let traits = StackLayout.Traits(shrinkPriority: shrinkPriority)
                    column.children.append((element: child(&random), traits: traits, key: nil))
                }
            }
            return column
        case 2:
            return Inset(
                top: number(&random), bottom: number(&random), left: number(&random), right: number(&random),
                wrapping: child(&random))
        case 3:
            // A within range from 0 (NaN, infinite and huge bounds are the boundary's to handle).
            let upper = length(&random)
            return ConstrainedSize(
                width: .within(0...(upper.isNaN ? 1 : upper)),
                height: .atLeast(length(&random)), wrapping: child(&random))
        case 4: return Centered(child(&random))
        case 5:
            var children: [Element] = []
            for _ in 0..<random.int(0...4) { children.append(child(&random)) }
            return Flow(lineSpacing: number(&random), itemSpacing: number(&random)) {
                for element in children { element }
            }
        case 6:
            var children: [Element] = []
            for _ in 0..<random.int(0...4) { children.append(child(&random)) }
            return EqualStack(direction: random.int(0...1) == 0 ? .horizontal : .vertical, spacing: number(&random)) {
                for element in children { element }
            }
        case 7:
            let spacing = number(&random)
            return GridRow { row in
                row.spacing = spacing
                row.add(width: .absolute(5), child: Spacer(1))
                row.add(width: .proportional(1), child: Spacer(2))
            }
        case 8:
            return Overlay(elements: [child(&random), child(&random)])
        case 9:
            return Decorate(
                layering: .above, position: .corner(.topRight, .init(horizontal: number(&random), vertical: 0)),
                wrapping: child(&random), decoration: leaf(&random))
        case 10:
            return Aligned(vertically: .bottom, horizontally: .trailing, wrapping: child(&random))
        case 11:
            return child(&random).opacity(number(&random))
        case 12:
            var row = Row {}
            row.spacingMode = .preferences
            row.addFlexible(child: Spacer(1).spacingPreference(trailing: number(&random)))
            row.addFlexible(child: Spacer(1).spacingPreference(leading: number(&random)))
            return row
        default:
            return ConstrainedAspectRatio(
                aspectRatio: AspectRatio(width: length(&random), height: length(&random)), wrapping: child(&random))
        }
    }

    func leaf(_ random: inout SeededRandom) -> Element {
        switch random.int(0...3) {
        case 0: return Spacer(width: length(&random), height: length(&random))
        case 1:
            let size = CGSize(width: number(&random), height: number(&random))
            return Measured { _ in size }
        case 2: return Label(text: "a few words here")
        default:
            return ElementContentElement(
                content: ElementContent(intrinsicSize: CGSize(width: number(&random), height: 3)))
        }
    }
}

/// A leaf measured by a closure.
struct Measured: Element {
    var measure: (SizeConstraint) -> CGSize

    init(_ measure: @escaping (SizeConstraint) -> CGSize) {
        self.measure = measure
    }

    var content: ElementContent { ElementContent(measureFunction: measure) }
}

/// An element with given content.
struct ElementContentElement: Element {
    var content: ElementContent
}
