import Foundation

/// The engine's node for one element in one measurement or layout pass.
///
/// A node holds what a parent layout reads through ``LayoutSubelement`` (content, traits,
/// environment), the element's measurement cache, the layout's associated cache, the child nodes
/// (made once, on first use) and the placement the parent's layout chose.
final class LayoutNode {
    let element: Element
    let content: ElementContent
    let environment: Environment
    let traits: LayoutTraits
    let key: ChildKey?
    // The context outlives every node of its pass.
    unowned(unsafe) let context: LayoutContext

    // The engine alone touches these, one pass on one thread at a time, and never holds an
    // access across a call that could reach the same node: dynamic exclusivity checks, whose
    // cost grows with the recursion depth, are switched off for them.
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// The layout's cache, boxed by ``LayoutStorage``.
    @exclusivity(unchecked) var associatedCache: AnyObject?
    /// The subelements of a layout-backed content, made on first use.
    @exclusivity(unchecked) var subelements: LayoutSubelements?
    /// The child node of passthrough-like content.
    @exclusivity(unchecked) var singleChild: LayoutNode?

    @exclusivity(unchecked) var placement: LayoutSubelement.Placement?
    @exclusivity(unchecked) var attributes = LayoutSubelement.Attributes()

    /// A root node.
    init(root element: Element, content: ElementContent, environment: Environment, context: LayoutContext) {
        self.element = element
        self.content = content
        self.environment = environment
        self.traits = .empty
        self.key = nil
        self.context = context
    }

    /// A child node; traits attached with ``Element/layoutTrait(key:value:)`` are unwrapped here.
    init(child: Element, traits: LayoutTraits, key: ChildKey?, environment: Environment, context: LayoutContext) {
        var element = child
        var content = child.content
        var traits = traits
        while let carrier = content.storage?.traitCarrier {
            traits = carrier.traits.merging(traits)
            element = carrier.wrapped
            content = element.content
        }
        self.element = element
        self.content = content
        self.environment = environment
        self.traits = traits
        self.key = key
        self.context = context
    }

    /// The cached size for `proposal`, measuring on a miss.
    func measure(_ proposal: SizeConstraint) -> CGSize {
        let context = self.context
        if let size = sizeCache.lookup(proposal, options: context.options) {
            context.cacheHits += 1
            return size
        }
        let size = measureUncached(proposal)
        sizeCache.insert(proposal, size)
        return size
    }

    /// Measures the content without consulting this node's cache.
    func measureUncached(_ proposal: SizeConstraint) -> CGSize {
        context.measurements += 1
        guard let storage = content.storage else { return content.intrinsicSize }
        return DeepRecursion.guarded(context) {
            storage.sizeThatFits(proposal, node: self)
        }
    }

    /// Lays out the content's children in a frame of `size`.
    func placeChildren(in size: CGSize) -> [LayoutResultNode] {
        guard let storage = content.storage else { return [] }
        return DeepRecursion.guarded(context) {
            storage.placeChildren(in: size, node: self)
        }
    }

    /// The single child node for passthrough-like content, made on first use.
    func passthroughChild(_ child: Element, environment: Environment) -> LayoutNode {
        if let singleChild { return singleChild }
        let node = LayoutNode(child: child, traits: .empty, key: nil, environment: environment, context: context)
        singleChild = node
        return node
    }

    /// Releases the tree below this node without recursion, for trees deeper than the stack.
    ///
    /// Releasing a node releases its children from its deinit, which recurses once per level;
    /// detaching children breadth first keeps every deinit shallow.
    func releaseDescendantsIteratively() {
        var pending: [LayoutNode] = [self]
        while let node = pending.popLast() {
            if let subelements = node.subelements {
                node.subelements = nil
                for subelement in subelements { pending.append(subelement.node) }
            }
            if let child = node.singleChild {
                node.singleChild = nil
                pending.append(child)
            }
        }
    }

    /// Ends a pass rooted at this node: deep trees are released iteratively.
    func finishPass() {
        if context.wentDeep { releaseDescendantsIteratively() }
    }

    /// The element's spacing preferences.
    var spacing: ElementSpacing { content.storage?.spacing(node: self) ?? .zero }

    /// The single result node of a passthrough child filling a frame of `size`.
    func passthroughResult(in size: CGSize) -> [LayoutResultNode] {
        let identifier = ElementIdentifier(element: element, key: nil, count: 1)
        return [result(frame: CGRect(origin: .zero, size: size), attributes: .init(), identifier: identifier)]
    }

    /// The result node of this node's element placed in `frame` with the parent's attributes.
    func result(frame: CGRect, attributes: LayoutSubelement.Attributes, identifier: ElementIdentifier)
        -> LayoutResultNode
    {
        let children = placeChildren(in: frame.size)
        return LayoutResultNode(
            element: element,
            identifier: identifier,
            layoutAttributes: LayoutAttributes(frame: frame, attributes: attributes),
            children: children,
            boxed: context.isDeep
        )
    }
}
