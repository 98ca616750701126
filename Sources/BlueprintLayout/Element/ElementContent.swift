import Foundation

/// How an element measures and lays out: a small value over one of several storage kinds.
///
/// Make one with a ``Layout`` and its children, with a single child, with an intrinsic size, with
/// a measuring closure, lazily from the constraint, or by adapting the environment:
/// ```swift
/// var content: ElementContent {
///     ElementContent(layout: MyStackLayout()) { builder in
///         builder.add(element: title)
///         builder.add(traitsType: SpacingKey.self, traits: 12, element: body)
///     }
/// }
/// ```
public struct ElementContent {
    // 24 bytes (`NodeSizeTests`), in every node of a pass: a leaf of intrinsic size (the most
    // common content) and a leaf measured by a closure hold no object of their own, so making
    // either allocates nothing. What the engine asks of every node (is it a leaf, does it forward
    // its child's traits, must it be unwrapped) is one comparison of `form`, without the payload.
    /// The payload. Match it in place (`state.pointee.content.payload`), as ``form``.
    let payload: Payload
    /// What the content is. Read it in place (`state.pointee.content.form`): a question asked of
    /// the content itself would copy the payload first.
    let form: Form

    enum Payload {
        /// A leaf's size.
        case size(CGSize)
        /// A leaf's measuring closure.
        case measure((SizeConstraint) -> CGSize)
        /// A leaf's measuring closure that also reads the environment.
        case measureInEnvironment((SizeConstraint, Environment) -> CGSize)
        /// Any other content.
        case storage(ContentStorage)
    }

    /// What the content is, in an order that the engine's questions compare against.
    enum Form: UInt8 {
        /// A leaf that is always its size.
        case intrinsic
        /// A leaf measured by a closure.
        case measured
        /// Content with storage that lays out children of its own, or measures itself.
        case laysOutItself
        /// Content that lays out exactly as one child, whose layout traits it forwards to its
        /// parent (``ContentStorage/forwardsTraits``).
        case forwardsTraits
        /// Content that only attaches layout traits to another element (``TraitCarryingStorage``):
        /// unwrapped when a node is made, so that the traits become the node's own.
        case carriesTraits
        /// The content of another element, not read yet (``ProxyStorage``): read when a node is
        /// made, in a loop, so that a chain of proxies of any depth never recurses once per proxy.
        case proxied

        /// A leaf of intrinsic size, read rather than measured.
        @inline(__always)
        var isIntrinsic: Bool { self == .intrinsic }

        /// Content with storage of its own (not a leaf).
        @inline(__always)
        var hasOwnStorage: Bool { rawValue >= Form.laysOutItself.rawValue }
    }

    init<Storage: ContentStorage>(storage: Storage) {
        payload = .storage(storage)
        form =
            storage is TraitCarryingStorage ? .carriesTraits : storage.forwardsTraits ? .forwardsTraits : .laysOutItself
    }

    /// Content that stands for `representation`'s content, read later: what a ``ProxyElement``'s
    /// content is when the thread has no stack to spare for reading its representation's (deep in
    /// a chain of proxies, each reading the next one's content). The engine reads it in a loop
    /// when it makes the node (``resolved``), so the proxy's node is still the only one for the
    /// whole chain, as in Blueprint.
    @inline(never)
    init(proxying representation: Element) {
        payload = .storage(ProxyStorage(representation: representation))
        form = .proxied
    }

    /// The content as a storage object: `nil` for a leaf of intrinsic size; a leaf measured by a
    /// closure gets a new ``MeasurableStorage`` at every read (the engine calls such a leaf's
    /// closure without one: see ``LayoutNode/measureUncached(_:)``).
    var storage: ContentStorage? {
        switch payload {
        case .size: nil
        case .measure(let measure): MeasurableStorage(measurer: measure)
        case .measureInEnvironment(let measure): MeasurableStorage(measurer: measure)
        case .storage(let storage): storage
        }
    }

    /// The storage of content that has one of its own: `nil` for any leaf.
    var ownStorage: ContentStorage? {
        if case .storage(let storage) = payload { return storage }
        return nil
    }

    /// Whether the content lays out exactly as one child whose layout traits reach its parent:
    /// known when the content is made, so that a node of any other content never asks its storage.
    /// (Also true of proxy content not read yet, which no node holds: see ``resolved``.)
    @inline(__always)
    var forwardsTraits: Bool { form.rawValue >= Form.forwardsTraits.rawValue }

    /// The traits and the wrapped element when the content only attaches traits to another
    /// element (``Element/layoutTrait(key:value:)``).
    var traitCarrier: TraitCarryingStorage? {
        carriesTraits ? ownStorage as? TraitCarryingStorage : nil
    }

    /// Whether the content only attaches traits to another element (see ``traitCarrier``).
    var carriesTraits: Bool { form == .carriesTraits }

    /// Whether a node cannot hold the content as it is: it attaches traits to another element
    /// (``traitCarrier``) or is a proxy's content not read yet (``proxied``). One comparison, on
    /// the path of every node.
    @inline(__always)
    var needsUnwrapping: Bool { form.rawValue >= Form.carriesTraits.rawValue }

    /// The representation whose content this content stands for, when it is a proxy's content not
    /// read yet (see ``init(proxying:)``).
    var proxied: ProxyStorage? {
        form == .proxied ? ownStorage as? ProxyStorage : nil
    }

    /// This content with proxy content read through, in a loop: the content of the element a chain
    /// of proxies ends in (itself for any other content).
    var resolved: ElementContent {
        var content = self
        while let proxy = content.proxied {
            content = proxy.representation.content
        }
        return content
    }

    /// The number of children the content lays out.
    public var childCount: Int { resolved.ownStorage?.childCount ?? 0 }

    /// Measures the content in `constraint` with a fresh measurement cache.
    ///
    /// ```swift
    /// let size = Row { Spacer(10); Spacer(20) }.content.measure(in: .unconstrained)
    /// // CGSize(width: 30, height: 0)
    /// ```
    /// - Parameters:
    ///   - constraint: The space on offer.
    ///   - environment: Values available to every element while measuring.
    ///   - options: Which cache deductions the engine may make (default: those of
    ///     ``LayoutMode/default``, initially Blueprint's).
    /// - Returns: The measured size.
    public func measure(
        in constraint: SizeConstraint,
        environment: Environment = .empty,
        options: LayoutOptions = LayoutMode.default.options
    ) -> CGSize {
        let context = LayoutContext(options: options)
        return measure(in: constraint, environment: environment, context: context)
    }

    /// Measures with an explicit engine context (used by statistics and the benchmark).
    func measure(in constraint: SizeConstraint, environment: Environment, context: LayoutContext) -> CGSize {
        context.enter()
        let node = LayoutNode(
            root: EmptyElementPlaceholder(), content: self, environment: environment.forPass(options: context.options),
            context: context)
        return node.measureUncached(constraint)
    }
}

/// Stands for "no element" at the root of a bare content measurement.
struct EmptyElementPlaceholder: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

// MARK: - Layout content

extension ElementContent {
    /// Collects the children of a layout-backed content, with their traits and keys.
    ///
    /// ```swift
    /// ElementContent(layout: StackLayout(axis: .vertical, alignment: .fill)) { builder in
    ///     builder.add(traits: StackLayout.Traits(growPriority: 0), element: header)
    ///     builder.add(element: body)
    /// }
    /// ```
    public struct Builder<LayoutType: Layout> {
        /// The layout the children are added to, for reading its settings while adding children.
        /// As in Blueprint, the content keeps the layout it was made with: changes here are not used.
        public var layout: LayoutType

        var children: [LayoutChild] = []

        init(layout: LayoutType) {
            self.layout = layout
        }

        /// Adds a child with the layout's single trait value.
        public mutating func add(
            traits: LayoutType.Traits,
            key: AnyHashable? = nil,
            element: Element
        ) where LayoutType: SingleTraitLayout {
            add(
                traits: LayoutTraits(key: SingleTraitLayoutTraitsKey<LayoutType>.self, value: traits),
                key: key,
                element: element
            )
        }

        /// Adds a child with one value for any ``LayoutTraitsKey``.
        public mutating func add<TraitsKey: LayoutTraitsKey>(
            traitsType: TraitsKey.Type,
            traits: TraitsKey.Value,
            key: AnyHashable? = nil,
            element: Element
        ) {
            add(traits: LayoutTraits(key: TraitsKey.self, value: traits), key: key, element: element)
        }

        /// Adds a child with a set of traits (default: none, so every key reads its default).
        ///
        /// Traits the element carries through ``Element/layoutTrait(key:value:)`` are merged in;
        /// values given here win.
        public mutating func add(
            traits: LayoutTraits = .empty,
            key: AnyHashable? = nil,
            element: Element
        ) {
            children.appendChild(LayoutChild(traits: traits, key: ChildKey.make(key), element: element))
        }

        /// Adds a child with no traits.
        public mutating func add(key: AnyHashable? = nil, element: Element) {
            children.appendChild(LayoutChild(traits: .empty, key: ChildKey.make(key), element: element))
        }
    }

    /// Content laid out by `layout`, with the children `configure` adds.
    public init<LayoutType: Layout>(
        layout: LayoutType,
        configure: (inout Builder<LayoutType>) -> Void = { _ in }
    ) {
        var builder = Builder(layout: layout)
        configure(&builder)
        // As in Blueprint, the content keeps `layout`: changes to `builder.layout` are not used.
        self.init(
            storage: LayoutStorage(
                layout: SubelementsLayout<LayoutType, [LayoutChild]>(layout: layout), children: builder.children))
    }

    /// Content laid out by a built-in `layout`, which the engine runs on the child nodes directly.
    init<LayoutType: Layout & NodeLayout>(
        layout: LayoutType,
        configure: (inout Builder<LayoutType>) -> Void = { _ in }
    ) where LayoutType.Children == [LayoutChild] {
        var builder = Builder(layout: layout)
        configure(&builder)
        self.init(storage: LayoutStorage(layout: layout, children: builder.children))
    }

    /// Content with one child, laid out by a ``SingleChildLayout``.
    public init(child: Element, key: AnyHashable? = nil, layout: some SingleChildLayout) {
        self.init(
            storage: LayoutStorage(
                layout: SingleChildSubelementLayout(layout: layout),
                children: OnlyChild(element: child, key: ChildKey.make(key))))
    }

    /// Content with one child, laid out by a built-in `layout`, which the engine runs on the child's
    /// node.
    init<LayoutType: SingleChildNodeLayout>(child: Element, key: AnyHashable? = nil, layout: LayoutType) {
        self.init(
            storage: LayoutType.Storage(layout: layout, children: OnlyChild(element: child, key: ChildKey.make(key))))
    }
}

// MARK: - Passthrough, lazy, leaf and environment content

extension ElementContent {
    /// Content that measures as `child` and gives it the whole frame.
    public init(child: Element) {
        self.init(storage: PassthroughStorage(child: child))
    }

    /// Content built when it is measured or laid out, from the constraint and environment.
    ///
    /// During layout the constraint is the frame's size. This is what ``GeometryReader`` and
    /// ``EnvironmentReader`` are made of.
    public init(build builder: @escaping (SizeConstraint, Environment) -> Element) {
        self.init(storage: LazyStorage { _, constraint, environment in builder(constraint, environment) })
    }

    /// Content built lazily, told whether it is being measured or laid out.
    init(build builder: @escaping (LayoutPhase, SizeConstraint, Environment) -> Element) {
        self.init(storage: LazyStorage(builder: builder))
    }

    /// The phase a lazily built content is built for.
    enum LayoutPhase {
        case measurement
        case layout
    }

    /// A leaf measured by a ``Measurable``.
    public init(measurable: Measurable) {
        self.init(measureFunction: measurable.measure(in:))
    }

    /// A leaf measured by a closure.
    ///
    /// ```swift
    /// ElementContent { constraint in
    ///     CGSize(width: min(constraint.width.maximum, 100), height: 20)
    /// }
    /// ```
    public init(measureFunction: @escaping (SizeConstraint) -> CGSize) {
        payload = .measure(measureFunction)
        form = .measured
    }

    /// A leaf measured by a closure that also reads the environment.
    public init(measureFunction: @escaping (SizeConstraint, Environment) -> CGSize) {
        payload = .measureInEnvironment(measureFunction)
        form = .measured
    }

    /// A leaf that is always `intrinsicSize`, whatever the constraint.
    public init(intrinsicSize: CGSize) {
        payload = .size(intrinsicSize)
        form = .intrinsic
    }

    /// Content that changes the environment for `child` and otherwise passes through.
    public init(child: Element, environment environmentAdapter: @escaping (inout Environment) -> Void) {
        self.init(storage: EnvironmentAdaptingStorage(adapter: environmentAdapter, child: child))
    }

    /// Content that sets one environment value for `child`.
    public init<Key: EnvironmentKey>(child: Element, key: Key.Type, value: Key.Value) {
        self.init(child: child) { environment in environment[key] = value }
    }

    /// A leaf that measures as `element` does but lays out nothing (the element is not placed).
    public init(measuring element: Element) {
        self.init(storage: PassthroughStorage(measuring: element))
    }
}
