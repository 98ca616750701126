import Foundation

/// The subelements a ``Layout`` measures and places, in the order they were added.
public typealias LayoutSubelements = [LayoutSubelement]

/// A proxy for one child of a ``Layout``: measure it, read its traits, place it.
///
/// ```swift
/// for subelement in subelements {
///     let size = subelement.sizeThatFits(SizeConstraint(bounds))
///     subelement.place(at: CGPoint(x: bounds.width / 2, y: y), anchor: .top, size: size)
///     subelement.attributes.alpha = subelement[Faded.self] ? 0.5 : 1
/// }
/// ```
///
/// Measurements are cached per constraint for the rest of the pass. A subelement that is never
/// placed in ``Layout/placeSubelements(in:subelements:environment:cache:)`` fills the layout's whole
/// frame, as in Blueprint (placing while measuring does not count). A subelement is valid only
/// while the pass that handed it out runs: using one kept after the layout call returned stops the
/// program with "a LayoutSubelement was used after its layout pass ended". Within the pass, once
/// the child's own frame and its children's are made, measuring it or reading its traits, key or
/// spacing stops the program with "a LayoutSubelement was used after its element was laid out",
/// and placing it or setting its attributes, as for any node its layout is not placing, changes
/// nothing (its attributes read as the defaults).
public struct LayoutSubelement {
    // A handle to node state that the pass's context owns; reached only through `node`, which
    // checks the pass's lifetime first (see `LayoutPassLifetime`). Internal so that tests can
    // look at the state while the pass runs.
    let uncheckedNode: LayoutNode
    private let lifetime: LayoutPassLifetime

    init(node: LayoutNode, lifetime: LayoutPassLifetime) {
        uncheckedNode = node
        self.lifetime = lifetime
    }

    /// The node, after checking that its pass is still running (its state is still allocated).
    var node: LayoutNode {
        @inline(__always) get {
            lifetime.checkRunning()
            return uncheckedNode
        }
    }

    /// The node, for placing, or nil when it is retired: its layout cannot be placing it, so the
    /// placement would change nothing, and its state may be memory given back to the system, where
    /// only the retired flag is meaningful (see `LayoutContext.releaseRetiredStates(from:to:)`).
    private var placeableNode: LayoutNode? {
        @inline(__always) get {
            let node = node
            return node.isRetired ? nil : node
        }
    }

    /// The node, for reading: also checks that it is not retired (its element is not laid out yet;
    /// placing a retired node changes nothing, reading one would give an emptied state's answers,
    /// or read memory given back to the system as zeros). Layouts of the engine that take
    /// subelements (``StackLayout``) read them through this too.
    var readableNode: LayoutNode {
        @inline(__always) get {
            let node = node
            node.checkNotRetired()
            return node
        }
    }

    /// The child's size for `proposal`, from the pass's cache when possible.
    public func sizeThatFits(_ proposal: SizeConstraint) -> CGSize {
        readableNode.measure(proposal)
    }

    /// Places the child so that the point `anchor` of its frame lands on `position`.
    ///
    /// - Parameters:
    ///   - position: A point in the layout's coordinate space.
    ///   - anchor: The point of the child's frame that is put at `position` (default top-leading).
    ///   - size: The child's size.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, size: CGSize) {
        guard let node = placeableNode else { return }
        node.place(Placement(position: position, anchor: anchor, size: size))
    }

    /// Places the child with the size of `frame`, so that the point `anchor` of the child lands on
    /// `frame.origin` (as Blueprint does; with the default anchor the child is exactly at `frame`).
    public func place(in frame: CGRect, anchor: UnitPoint = .topLeading) {
        place(at: frame.origin, anchor: anchor, size: frame.size)
    }

    /// Places the child at the origin with `size`.
    public func place(filling size: CGSize) {
        place(at: .zero, size: size)
    }

    /// Places the child at the size it measures to within `frame`, aligned in `frame` by `alignment`.
    ///
    /// ```swift
    /// subelement.place(in: bounds, alignment: .bottomTrailing)
    /// ```
    public func place(in frame: CGRect, alignment: Alignment) {
        let size = sizeThatFits(SizeConstraint(frame.size))
        let dimensions = ElementDimensions(size: size)
        let container = ElementDimensions(size: frame.size)
        let x = frame.origin.x + alignment.horizontal.value(in: container) - alignment.horizontal.value(in: dimensions)
        let y = frame.origin.y + alignment.vertical.value(in: container) - alignment.vertical.value(in: dimensions)
        place(at: CGPoint(x: x, y: y), size: size)
    }

    /// The child's value for a trait key, or the key's default.
    public subscript<Key: LayoutTraitsKey>(key: Key.Type) -> Key.Value {
        readableNode.trait(key)
    }

    /// The child's traits for a ``SingleTraitLayout``.
    public func traits<LayoutType: SingleTraitLayout>(forLayoutType layoutType: LayoutType.Type) -> LayoutType.Traits {
        readableNode.traits(forLayout: layoutType)
    }

    /// The attributes the layout gives the child: alpha, hidden, user interaction, transform.
    ///
    /// They do not move the frame; they are recorded on the child's result node. Set them in
    /// ``Layout/placeSubelements(in:subelements:environment:cache:)``: as with placements, those set
    /// while measuring do not count.
    public var attributes: Attributes {
        get { placeableNode?.attributes ?? Attributes() }
        nonmutating set {
            guard let node = placeableNode else { return }
            var attributes = newValue
            attributes.alpha = NumericBoundary.alpha(attributes.alpha)
            node.attributes = attributes
        }
    }

    /// The child's spacing preferences (zero unless it states some with
    /// ``Element/spacingPreference(top:leading:bottom:trailing:)``).
    public var spacing: ElementSpacing { readableNode.spacing }

    /// The key the child was added with, if any.
    public var key: AnyHashable? { readableNode.key?.value }
}

extension LayoutSubelement {
    /// Where a layout put a subelement: its frame in the layout's coordinates, the anchor
    /// already applied.
    struct Placement {
        var frame: CGRect

        init(position: CGPoint, anchor: UnitPoint, size: CGSize) {
            // Placements pass the numeric boundary: no frame leaves the engine with NaN or ∞.
            frame = NumericBoundary.frame(
                CGRect(
                    origin: CGPoint(
                        x: position.x - size.width.fraction(anchor.x), y: position.y - size.height.fraction(anchor.y)),
                    size: size))
        }

        /// A placement in `frame`, which has passed the numeric boundary already.
        init(frame: CGRect) {
            self.frame = frame
        }

        static func filling(size: CGSize) -> Placement {
            Placement(position: .zero, anchor: .topLeading, size: size)
        }

        /// The frame of a child placed in `frame` by a layout in a frame of `size`: the whole of
        /// `size` when the layout did not place it (a `frame` of NaNs).
        @inline(__always)
        static func frame(_ frame: CGRect, orFilling size: CGSize) -> CGRect {
            frame.origin.x.isNaN ? filling(size: size).frame : frame
        }
    }

    /// Attributes a layout may set on a subelement; they are recorded on its result node.
    public struct Attributes: Equatable, Sendable {
        /// The transform applied around the child's center (identity by default).
        public var transform: Transform3D = .identity
        /// The opacity (1 by default).
        public var alpha: CGFloat = 1
        /// Whether the child receives touches (true by default).
        public var isUserInteractionEnabled = true
        /// Whether the child is hidden (false by default).
        public var isHidden = false
        /// How tint colors are adjusted (`.automatic` by default: as the parent's).
        public var tintAdjustmentMode: TintAdjustmentMode.Mode = .automatic

        /// Default attributes.
        public init() {}
    }
}
