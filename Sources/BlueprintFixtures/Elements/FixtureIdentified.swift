import BlueprintLayout
import Foundation

/// A passthrough element that names its wrapped element for frame checks, in trees built in
/// Swift; the fixture decoder wraps nodes with an `"id"` in one when their type is not one of the
/// built-in vocabulary's (it names those without a node of their own).
///
/// It measures as the wrapped element and gives it its whole frame, so its result node's
/// absolute frame is the wrapped element's frame, and its layout attributes are the ones the
/// container set for the child. Dumps and pictures skip it and label the wrapped element with the
/// ID. Use it in Swift-built trees to check them with ``FixtureAssertions``:
/// ```swift
/// let row = Row {
///     Spacer(10).fixtureID("icon")
///     Label(text: "Title").fixtureID("title")
/// }
/// ```
public struct FixtureIdentified: Element {
    /// The ID, unique within a tree.
    public var id: String
    /// The element named.
    public var wrapped: Element {
        get { _wrapped.value }
        set { _wrapped.value = newValue }
    }
    // Boxed, as the engine's wrappers keep their child: a chain of any depth is dropped without
    // recursing once per level.
    private var _wrapped: BoxedElement

    /// Names `element` with `id`.
    public init(id: String, wrapping element: Element) {
        self.id = id
        _wrapped = BoxedElement(element)
    }

    /// Passes measurement and the whole frame through to ``wrapped``.
    public var content: ElementContent { ElementContent(child: wrapped) }
}

extension FixtureIdentified: ToolNamedElement {
    /// The ID, which dumps show as `#id` on the wrapped element's line.
    package var toolName: String { id }
    /// Dumps fold the wrapper into the element it names.
    package var foldsIntoChild: Bool { true }
    /// The wrapper's type name (never shown: it folds into its child).
    package var shownTypeName: String { "FixtureIdentified" }
}

extension Element {
    /// Names this element with `id` for fixture checks (``FixtureIdentified``).
    public func fixtureID(_ id: String) -> FixtureIdentified {
        FixtureIdentified(id: id, wrapping: self)
    }
}

extension LayoutResultNode {
    /// The fixture ID when this node is a ``FixtureIdentified`` wrapper, or an element of a
    /// decoded fixture identified without a wrapper (which the decoder does for the built-in
    /// element types: the node is then the element's own).
    public var fixtureID: String? {
        // Types compared before casting: most nodes are none of these.
        let type = ObjectIdentifier(Swift.type(of: element))
        if type == ObjectIdentifier(IdentifiedFixed.self) { return (element as? IdentifiedFixed)?.id }
        if type == ObjectIdentifier(IdentifiedInPlace.self) { return (element as? IdentifiedInPlace)?.id }
        return (element as? FixtureIdentified)?.id
    }

    /// The element the node shows: the one an ID names when the node is identified in place
    /// (see ``fixtureID``), else the node's element.
    var shownElement: Element { (element as? any InPlaceIdentified)?.named ?? element }

    /// The name of the shown element's type (``shownElement``).
    var shownTypeName: String { (element as? any InPlaceIdentified)?.shownTypeName ?? typeName }
}
