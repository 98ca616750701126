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
struct IdentifiedInPlace: ToolNamedElement {
    /// The ID, unique within a tree.
    let id: String
    /// The element named.
    let wrapped: Element

    /// The wrapped element's own content.
    var content: ElementContent { wrapped.content }

    /// The ID, shown as `#id` on the node's line.
    var toolName: String { id }
    /// The node is the element's own: shown itself.
    var foldsIntoChild: Bool { false }
    /// The named element's type name.
    var shownTypeName: String { String(describing: type(of: wrapped)) }

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
        if inPlaceTypes.contains(ObjectIdentifier(type(of: element))) {
            return IdentifiedInPlace(id: id, wrapped: element)
        }
        return FixtureIdentified(id: id, wrapping: element)
    }
}
