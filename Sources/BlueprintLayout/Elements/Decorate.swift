import Foundation

/// Draws a decoration element behind or in front of its wrapped element, positioned relative to
/// it, without affecting layout.
///
/// The `Decorate` measures as `wrapped` and gives `wrapped` its whole frame. The decoration is
/// measured in the content's size and placed where ``position`` says, possibly outside the frame
/// (a badge on a corner, a shadow that bleeds past the edges).
///
/// ```swift
/// avatar.decorate(layering: .above, position: .corner(.topRight)) {
///     UnreadBadge()
/// }
/// ```
///
/// As in Blueprint it is a ``ProxyElement``. Differs from Blueprint: the wrapped element and the
/// decoration are this element's direct children in the result tree (in z-order: the decoration
/// first with `.below`, last with `.above`). Blueprint's representation puts an `EnvironmentReader`
/// and a `LayoutWriter` in between; frames are the same.
public struct Decorate: ProxyElement {
    /// The element that decides the size and position of the `Decorate`.
    public var wrapped: Element {
        get { container.children[container.layout.indices.wrapped] }
        set { container.children[container.layout.indices.wrapped] = newValue }
    }

    /// The element drawn as the decoration; it does not affect layout.
    public var decoration: Element {
        get { container.children[container.layout.indices.decoration] }
        set { container.children[container.layout.indices.decoration] = newValue }
    }

    /// Whether the decoration is above or below ``wrapped``.
    public var layering: Layering {
        get { container.layout.layering }
        set {
            guard newValue != container.layout.layering else { return }
            container.layout.layering = newValue
            // The children stay in z-order.
            container.children.swapOrder()
        }
    }

    /// Where the decoration goes relative to ``wrapped``.
    public var position: Position {
        get { container.layout.position }
        set { container.layout.position = newValue }
    }

    // The layout and both children, in the storage that is also the content: a `Decorate` is
    // one reference (an `Element` holds it inline), and laying it out makes nothing (a card's
    // decoration used to cost five allocations whenever its element was built and laid out).
    private var container: ContainerContent<DecorateLayout>

    /// Decorates `wrapping` with `decoration`.
    ///
    /// - Parameters:
    ///   - layering: Whether the decoration is drawn above or below.
    ///   - position: Where the decoration goes.
    ///   - wrapping: The element that decides the size.
    ///   - decoration: The decoration.
    public init(
        layering: Layering,
        position: Position,
        wrapping: Element,
        decoration: Element
    ) {
        let children =
            switch layering {
            case .above: DecorateChildren(first: wrapping, second: decoration)
            case .below: DecorateChildren(first: decoration, second: wrapping)
            }
        container = ContainerContent(layout: DecorateLayout(layering: layering, position: position), children: children)
    }

    /// An element laid out with ``wrapped`` and ``decoration`` as its children in z-order.
    public var elementRepresentation: Element {
        Decorated(decorate: self)
    }

    /// The representation's content, without making the representation: the decorate layout with
    /// its two children.
    public var content: ElementContent { container.content }
}

/// The representation of a ``Decorate``: its content, the decorate layout with its two children.
private struct Decorated: Element {
    var decorate: Decorate

    var content: ElementContent { decorate.content }
}

/// The two children of a ``Decorate`` in z-order (the decoration first with `.below`, last with
/// `.above`), kept in the storage itself: no array.
private struct DecorateChildren: PlainElementList {
    var first: Element
    var second: Element

    var count: Int { 2 }

    /// The child at `index` (0 or 1).
    subscript(index: Int) -> Element {
        get { index == 0 ? first : second }
        set {
            if index == 0 { first = newValue } else { second = newValue }
        }
    }

    @inline(__always)
    func element(at index: Int) -> Element { self[index] }

    /// Exchanges the two children (the layering changed).
    mutating func swapOrder() {
        swap(&first, &second)
    }

    mutating func releaseDeferred() {
        // Either child may be one level of a chain of wrappers.
        DeferredRelease.release(&first)
        DeferredRelease.release(&second)
    }
}

extension Decorate {
    /// Whether the decoration is drawn above or below the wrapped element.
    public enum Layering: Hashable, Sendable {
        /// In front of the wrapped element.
        case above
        /// Behind the wrapped element.
        case below
    }

    /// A corner of the wrapped element.
    public enum Corner: Hashable, Sendable {
        /// The top left corner.
        case topLeft
        /// The top right corner.
        case topRight
        /// The bottom right corner.
        case bottomRight
        /// The bottom left corner.
        case bottomLeft

        var alignment: Alignment {
            switch self {
            case .topLeft: .topLeading
            case .topRight: .topTrailing
            case .bottomLeft: .bottomLeading
            case .bottomRight: .bottomTrailing
            }
        }
    }

    /// A horizontal and vertical distance, as UIKit's `UIOffset` (which Linux lacks).
    ///
    /// ```swift
    /// .corner(.topRight, Decorate.Offset(horizontal: -4, vertical: 4))
    /// ```
    public struct Offset: Hashable, Sendable {
        /// The horizontal distance (positive moves right).
        public var horizontal: CGFloat
        /// The vertical distance (positive moves down).
        public var vertical: CGFloat

        /// Creates an offset.
        public init(horizontal: CGFloat, vertical: CGFloat) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// No offset.
        public static var zero: Offset { Offset(horizontal: 0, vertical: 0) }
    }

    /// How the decoration is placed relative to the wrapped element.
    ///
    /// ```swift
    /// Decorate.Position.inset(-2)             // 2 points inside every edge
    /// Decorate.Position.aligned(to: .bottom)  // inside, against the bottom edge, centered horizontally
    /// Decorate.Position.corner(.topLeft)      // centered on the top left corner
    /// Decorate.Position.custom { context in CGRect(origin: .zero, size: context.decorationSize) }
    /// ```
    public struct Position {
        /// What the position is. The built-in positions keep their values rather than closures
        /// over them, so making one allocates nothing (a card's `.corner(.topRight)` used to make
        /// three closure contexts every time its element was built).
        private enum Kind {
            case inset(EdgeInsets)
            case aligned(
                Alignment,
                horizontalGuide: ((ElementDimensions) -> CGFloat)?,
                verticalGuide: ((ElementDimensions) -> CGFloat)?
            )
            case corner(Corner, Offset)
            case custom((PositionContext) -> CGRect)
        }

        private let kind: Kind

        private init(_ kind: Kind) {
            self.kind = kind
        }

        /// The decoration takes the content's bounds grown by `inset` on each edge.
        ///
        /// A positive value pushes that edge of the decoration outside the content; a negative
        /// one pulls it inside.
        public static func inset(_ inset: EdgeInsets) -> Self {
            Position(.inset(inset))
        }

        /// The decoration takes the content's bounds grown by `amount` on every edge.
        public static func inset(_ amount: CGFloat) -> Self {
            .inset(EdgeInsets(uniform: amount))
        }

        /// The decoration takes the content's bounds grown by `horizontal` on the left and right
        /// and `vertical` on the top and bottom (each 0 by default).
        public static func inset(horizontal: CGFloat = 0.0, vertical: CGFloat = 0.0) -> Self {
            .inset(EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal))
        }

        /// The decoration, at its measured size, is placed so that its guide lines up with the
        /// content's guide for `alignment` on each axis.
        ///
        /// ```swift
        /// // The decoration's top edge on the content's bottom edge, centered horizontally.
        /// .aligned(to: .bottom, verticalGuide: { _ in 0 })
        /// ```
        /// - Parameters:
        ///   - alignment: The guides of the content to align to (and, by default, of the decoration).
        ///   - horizontalGuide: The decoration's own horizontal guide, from its dimensions
        ///     (default: `alignment`'s horizontal guide).
        ///   - verticalGuide: The decoration's own vertical guide, from its dimensions (default:
        ///     `alignment`'s vertical guide).
        public static func aligned(
            to alignment: Alignment,
            horizontalGuide: ((ElementDimensions) -> CGFloat)? = nil,
            verticalGuide: ((ElementDimensions) -> CGFloat)? = nil
        ) -> Self {
            Position(.aligned(alignment, horizontalGuide: horizontalGuide, verticalGuide: verticalGuide))
        }

        /// The decoration's center is put on `corner` of the content, moved by `offset`.
        public static func corner(_ corner: Corner, _ offset: Offset = .zero) -> Self {
            Position(.corner(corner, offset))
        }

        /// The decoration's frame, in the content's coordinate space, is whatever `position` returns.
        public static func custom(_ position: @escaping (PositionContext) -> CGRect) -> Self {
            Position(.custom(position))
        }

        /// What a position closure knows.
        public struct PositionContext {
            /// The decoration's size, measured in the content's size.
            public var decorationSize: CGSize
            /// The content's size (the `Decorate`'s size).
            public var contentSize: CGSize
            /// The environment of the `Decorate`.
            public var environment: Environment
        }

        /// The decoration's frame for a decoration of `decorationSize` on content of `contentSize`.
        func frame(decorationSize: CGSize, contentSize: CGSize, environment: Environment) -> CGRect {
            switch kind {
            case .inset(let inset):
                let outset = EdgeInsets(top: -inset.top, left: -inset.left, bottom: -inset.bottom, right: -inset.right)
                return CGRect(origin: .zero, size: contentSize).inset(by: outset)
            case .aligned(let alignment, let horizontalGuide, let verticalGuide):
                let decoration = ElementDimensions(size: decorationSize)
                return Self.aligned(
                    decorationSize: decorationSize,
                    contentSize: contentSize,
                    to: alignment,
                    horizontalGuide: horizontalGuide?(decoration) ?? alignment.horizontal.value(in: decoration),
                    verticalGuide: verticalGuide?(decoration) ?? alignment.vertical.value(in: decoration)
                )
            case .corner(let corner, let offset):
                // The decoration's center, moved by the offset, on the corner.
                let decoration = ElementDimensions(size: decorationSize)
                return Self.aligned(
                    decorationSize: decorationSize,
                    contentSize: contentSize,
                    to: corner.alignment,
                    horizontalGuide: decoration[HorizontalAlignment.center] - offset.horizontal,
                    verticalGuide: decoration[VerticalAlignment.center] - offset.vertical
                )
            case .custom(let makeFrame):
                return makeFrame(
                    PositionContext(decorationSize: decorationSize, contentSize: contentSize, environment: environment))
            }
        }

        /// The decoration's frame when its guides (`horizontalGuide`, `verticalGuide`, in its own
        /// space) line up with the content's guides for `alignment`.
        private static func aligned(
            decorationSize: CGSize,
            contentSize: CGSize,
            to alignment: Alignment,
            horizontalGuide: CGFloat,
            verticalGuide: CGFloat
        ) -> CGRect {
            let content = ElementDimensions(size: contentSize)
            let x = alignment.horizontal.value(in: content) - horizontalGuide
            let y = alignment.vertical.value(in: content) - verticalGuide
            return CGRect(origin: CGPoint(x: x, y: y), size: decorationSize)
        }
    }
}

extension Element {
    /// Wraps the element in a ``Decorate`` with the decoration `decoration` returns.
    ///
    /// ```swift
    /// card.decorate(layering: .below, position: .inset(4)) { Shadow() }
    /// ```
    public func decorate(
        layering: Decorate.Layering,
        position: Decorate.Position,
        with decoration: () -> Element
    ) -> Element {
        Decorate(layering: layering, position: position, wrapping: self, decoration: decoration())
    }
}

/// Measures as the wrapped child, which fills the frame; the decoration goes where the position says.
private struct DecorateLayout: Layout, NodeLayout {
    typealias Children = DecorateChildren

    var layering: Decorate.Layering
    var position: Decorate.Position

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        size(in: proposal, children: subelements)
    }

    func placeSubelements(
        in size: CGSize,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) {
        place(in: size, children: subelements, environment: environment)
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        size(in: proposal, children: nodes)
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        place(in: size, children: nodes, environment: nodes.environment)
    }

    // MARK: - The algorithm

    /// The indices of the wrapped element and of the decoration among the children, which are in
    /// z-order.
    var indices: (wrapped: Int, decoration: Int) {
        switch layering {
        case .above: (0, 1)
        case .below: (1, 0)
        }
    }

    /// The wrapped element's size: the decoration takes no room.
    private func size(in proposal: SizeConstraint, children: some LayoutNodeSequence) -> CGSize {
        children.node(at: indices.wrapped).measure(proposal)
    }

    /// The wrapped element fills the frame; the decoration is placed by its position.
    private func place(in size: CGSize, children: some LayoutNodeSequence, environment: Environment) {
        let (wrapped, decoration) = (children.node(at: indices.wrapped), children.node(at: indices.decoration))
        wrapped.place(at: .zero, size: size)
        let decorationSize = decoration.measure(SizeConstraint(size))
        let frame = position.frame(decorationSize: decorationSize, contentSize: size, environment: environment)
        // Origin and size separately, so that a frame with a negative size is not standardized.
        decoration.place(at: frame.origin, size: frame.size)
    }
}
