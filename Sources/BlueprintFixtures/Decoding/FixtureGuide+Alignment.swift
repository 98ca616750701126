import BlueprintLayout
import Foundation

extension FixtureGuide {
    /// A `VerticalAlignment` whose default value is `height * fraction` (see ``horizontalAlignment``).
    public var verticalAlignment: VerticalAlignment {
        VerticalAlignment(GuideFraction.alignmentID(fraction: fraction, vertical: true))
    }

    /// A `HorizontalAlignment` whose default value is `width * fraction`.
    ///
    /// Alignment IDs are types, and a guide's fraction is only known at run time, so the fraction's
    /// 64 bits are spelled as a chain of generic types (`One<Zero<…End>>`), one distinct type per
    /// value. The guide's offset is not part of the ID: a stack positions its children relative to
    /// each other, where a shared offset cancels out, and only the fraction decides where the
    /// aligned group sits in a larger frame. The decoder gives each child without its own guide
    /// the full guide (offset included) as its alignment guide trait.
    public var horizontalAlignment: HorizontalAlignment {
        HorizontalAlignment(GuideFraction.alignmentID(fraction: fraction, vertical: false))
    }
}

/// Spells a `Double` as a type, one generic wrapper per bit.
protocol GuideFractionBits {
    static var bits: UInt64 { get }
}

enum GuideFraction {
    enum End: GuideFractionBits {
        static var bits: UInt64 { 0 }
    }

    enum Zero<Rest: GuideFractionBits>: GuideFractionBits {
        static var bits: UInt64 { Rest.bits << 1 }
    }

    enum One<Rest: GuideFractionBits>: GuideFractionBits {
        static var bits: UInt64 { Rest.bits << 1 | 1 }
    }

    enum VerticalID<Bits: GuideFractionBits>: AlignmentID {
        static func defaultValue(in context: ElementDimensions) -> CGFloat {
            context.height * CGFloat(Double(bitPattern: Bits.bits))
        }
    }

    enum HorizontalID<Bits: GuideFractionBits>: AlignmentID {
        static func defaultValue(in context: ElementDimensions) -> CGFloat {
            context.width * CGFloat(Double(bitPattern: Bits.bits))
        }
    }

    static func alignmentID(fraction: CGFloat, vertical: Bool) -> any AlignmentID.Type {
        let pattern = Double(fraction).bitPattern
        var bits: any GuideFractionBits.Type = End.self
        for position in stride(from: 63, through: 0, by: -1) {
            bits = wrap(bits, one: pattern >> UInt64(position) & 1 == 1)
        }
        return id(for: bits, vertical: vertical)
    }

    private static func wrap<Rest: GuideFractionBits>(_ rest: Rest.Type, one: Bool) -> any GuideFractionBits.Type {
        one ? One<Rest>.self : Zero<Rest>.self
    }

    private static func id<Bits: GuideFractionBits>(for bits: Bits.Type, vertical: Bool) -> any AlignmentID.Type {
        vertical ? VerticalID<Bits>.self : HorizontalID<Bits>.self
    }
}
