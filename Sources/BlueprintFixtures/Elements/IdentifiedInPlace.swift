import BlueprintLayout
import Foundation

/// A decoded element with a fixture ID, laid out as the element itself: its content is the
/// element's content, so the engine makes one node and one result node for both, where a
/// ``FixtureIdentified`` wrapper makes two of each.
///
/// The result node is the element's own: the frame and the layout attributes its container set,
/// exactly those of a wrapper around it. What differs is the node's `element` (this, not the
/// element it names) and its identifier's type; so the decoder identifies in place only element
/// types that nothing finds by their type in a result tree, that carry no traits for their
/// container (a trait carrier would be unwrapped, ID and all), and whose content is what lays them
/// out (``inPlaceTypes``), and wraps every other one. The fixture tools show an identified node
/// as the element it names (`LayoutResultNode.forEachFixtureNode(_:)`).
///
/// A `Fixed` with an ID of up to 8 bytes is an ``IdentifiedFixed`` instead, which an `Element` holds
/// inline: a fixture may give every leaf an ID.
struct IdentifiedInPlace: InPlaceIdentified {
    /// The ID, unique within a tree.
    let id: String
    /// The element named.
    let wrapped: Element

    var named: Element { wrapped }

    /// The element types identified in place: the built-in vocabulary's, but for the anchor
    /// preferences (publishers are found by their type in the result tree).
    static let inPlaceTypes: Set<ObjectIdentifier> = [
        Row.self, Column.self, EqualStack.self, GridRow.self, Flow.self, Overlay.self, LayoutWriter.self, Grid.self,
        Inset.self, Aligned.self, Centered.self, ConstrainedSize.self, ConstrainedAspectRatio.self, Decorate.self,
        Keyed.self, Opacity.self, Hidden.self, UserInteractionEnabled.self, Transformed.self, Spacer.self,
        Empty.self, SpacingPreference.self, Fixed.self, Area.self, Wrap.self, Text.self,
    ].map { ObjectIdentifier($0 as any Element.Type) }.reduce(into: []) { $0.insert($1) }

    /// `element` named `id`: identified in place when its type allows it (see above), else in a
    /// ``FixtureIdentified`` wrapper.
    static func identify(_ element: Element, id: String) -> Element {
        if let fixed = element as? Fixed, let short = ShortFixtureID(id) {
            return IdentifiedFixed(shortID: short, fixed: fixed)
        }
        if inPlaceTypes.contains(ObjectIdentifier(type(of: element))) {
            return IdentifiedInPlace(id: id, wrapped: element)
        }
        return FixtureIdentified(id: id, wrapping: element)
    }
}

/// A `Fixed` identified in place (see ``IdentifiedInPlace``) with an ID of up to 8 bytes: 24 bytes,
/// which an `Element` holds inline, where an ``IdentifiedInPlace`` takes 72 bytes of heap (80 with
/// `malloc`'s header).
struct IdentifiedFixed: InPlaceIdentified {
    /// The ID.
    let shortID: ShortFixtureID
    /// The element named.
    let fixed: Fixed

    /// The ID, unique within a tree.
    var id: String { shortID.string }

    var named: Element { fixed }

    /// The `Fixed`'s own content (read without the existential).
    var content: ElementContent { fixed.content }
}

/// An element named by an ID in place (``IdentifiedInPlace``, ``IdentifiedFixed``): it lays out as,
/// and the fixture tools show it as, the element it names.
protocol InPlaceIdentified: ToolNamedElement {
    /// The ID, unique within a tree.
    var id: String { get }
    /// The element named.
    var named: Element { get }
}

extension InPlaceIdentified {
    /// The named element's own content.
    var content: ElementContent { named.content }
    /// The ID, shown as `#id` on the node's line.
    var toolName: String { id }
    /// The node is the element's own: shown itself.
    var foldsIntoChild: Bool { false }
    /// The named element's type name.
    var shownTypeName: String { String(describing: type(of: named)) }
}

/// An ID of up to 8 bytes of UTF-8 with no NUL, in one word: its bytes, first byte lowest, the
/// rest zero.
struct ShortFixtureID: Hashable {
    /// The bytes.
    let bits: UInt64

    /// `id` in one word, nil when it is longer than 8 bytes or holds a NUL.
    init?(_ id: String) {
        guard id.utf8.count <= 8 else { return nil }
        var bits: UInt64 = 0
        for (index, byte) in id.utf8.enumerated() {
            guard byte != 0 else { return nil }
            bits |= UInt64(byte) << (8 * UInt64(index))
        }
        self.bits = bits
    }

    /// The ID.
    var string: String {
        let count = (UInt64.bitWidth - bits.leadingZeroBitCount + 7) / 8
        let bits = bits
        return String(
            decoding: (0..<count).lazy.map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }, as: UTF8.self)
    }
}

/// Equal with the same ID and an equal `Fixed` (see ``Fixed``'s `==`).
extension IdentifiedFixed: Equatable {}
