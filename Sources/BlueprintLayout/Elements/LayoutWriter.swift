import Foundation

/// Places its children at frames that a closure computes, without writing a ``Layout``.
///
/// The closure runs each time the writer is measured and each time it is laid out, with a
/// ``Context`` that gives the constraint (during layout, the frame's size) and the phase. It adds
/// children with their frames to the ``Builder`` and may set how the writer is sized.
///
/// ```swift
/// LayoutWriter { context, layout in
///     let width = context.size.width.constrainedValue ?? 200
///     layout.add(with: CGRect(x: 0, y: 0, width: width, height: 44), child: header)
///     layout.add(with: CGRect(x: 0, y: 52, width: width / 2, height: 20), child: detail)
///     layout.sizing = .unionOfChildren
/// }
/// ```
///
/// Children are never measured: each is given exactly its frame. In the result tree the writer
/// has one child, an element built for the pass, whose children are the writer's children.
public struct LayoutWriter: Element {
    /// The closure that adds children: it gets the ``Context`` and the ``Builder`` to fill.
    public typealias Build = (Context, inout Builder) -> Void

    /// The closure that adds children and sets the sizing.
    public var build: Build { box.closure }
    // Boxed: the closure may capture another writer, which may capture another, and so on.
    private let box: ClosureBox<Build>

    /// A writer whose children and sizing come from `build`.
    ///
    /// - Parameter build: Called with the ``Context`` of each measurement and layout, and a
    ///   ``Builder`` to add children to.
    public init(_ build: @escaping Build) {
        box = ClosureBox(build)
    }

    /// Lazily built content: `build` runs for each measurement and layout.
    public var content: ElementContent {
        ElementContent { (phase: ElementContent.LayoutPhase, constraint: SizeConstraint, _: Environment) -> Element in
            let contextPhase: Context.LayoutPhase
            switch phase {
            case .measurement: contextPhase = .measurement
            case .layout: contextPhase = .layout(constraint.maximum)
            }
            var builder = Builder()
            build(Context(size: constraint, phase: contextPhase), &builder)
            return Content(builder: builder)
        }
    }
}

extension LayoutWriter {
    /// Collects a ``LayoutWriter``'s children and how the writer is sized.
    public struct Builder {
        /// How the writer's size is found (`.unionOfChildren` by default).
        public var sizing: Sizing = .unionOfChildren

        /// The children with their frames, in order.
        ///
        /// The `add` methods are usually simpler; set this directly to map over a collection.
        public var children: [Child] = []

        /// Adds `child` at `frame`, in the writer's coordinate space.
        ///
        /// - Parameters:
        ///   - frame: The child's frame.
        ///   - key: Tells this child apart from siblings of the same type across updates.
        ///   - child: The element to add.
        public mutating func add(with frame: CGRect, key: AnyHashable? = nil, child: Element) {
            children.append(Child(frame: frame, key: key, element: child))
        }

        /// Adds a child.
        public mutating func add(_ child: Child) {
            children.append(child)
        }

        /// Changes every child added so far, in order, say to give them all one width.
        ///
        /// ```swift
        /// layout.modifyEach { child in child.frame.size.width = 100 }
        /// ```
        public mutating func modifyEach(using change: (inout Child) -> Void) {
            for index in children.indices {
                change(&children[index])
            }
        }
    }

    /// What a ``LayoutWriter``'s build closure knows about the pass it runs for.
    public struct Context {
        /// The constraint the writer is measured in; during layout, the frame's size.
        public var size: SizeConstraint

        /// Whether the writer is being measured or laid out (with the frame's size).
        public var phase: LayoutPhase
    }

    /// How a ``LayoutWriter``'s size is found.
    public enum Sizing: Equatable, Sendable {
        /// Just large enough to hold every child's frame, measured from (0, 0).
        ///
        /// The size is the largest `maxX` and `maxY` of the children's frames (and never less than
        /// zero). Frames reaching into negative coordinates hang over the writer's top or leading
        /// edge and add nothing to its size.
        case unionOfChildren

        /// Exactly this size, whatever the children's frames.
        case fixed(CGSize)

        /// The size for the children in `builder`.
        func measure(with builder: Builder) -> CGSize {
            switch self {
            case .unionOfChildren:
                builder.children.reduce(CGSize.zero) { size, child in
                    CGSize(width: max(size.width, child.frame.maxX), height: max(size.height, child.frame.maxY))
                }
            case .fixed(let size):
                size
            }
        }
    }

    /// One child of a ``LayoutWriter``: an element, its frame and an optional key.
    public struct Child {
        /// The child's frame in the writer's coordinate space.
        public var frame: CGRect

        /// Tells this child apart from siblings of the same type across updates.
        public var key: AnyHashable?

        /// The element.
        public var element: Element

        /// A child at `frame`.
        public init(frame: CGRect, key: AnyHashable? = nil, element: Element) {
            self.frame = frame
            self.key = key
            self.element = element
        }
    }
}

extension LayoutWriter.Context {
    /// Whether a ``LayoutWriter`` is being measured or laid out.
    public enum LayoutPhase: Equatable, Sendable {
        /// The writer is being measured.
        case measurement

        /// The writer is being laid out in a frame of this size.
        case layout(CGSize)

        /// The value for this phase: `onMeasure()` while measuring, `onLayout(size)` while laying out.
        ///
        /// ```swift
        /// let height = context.phase.onMeasure({ 44 }, onLayout: { $0.height })
        /// ```
        public func onMeasure<Value>(_ onMeasure: () -> Value, onLayout: (CGSize) -> Value) -> Value {
            switch self {
            case .measurement: onMeasure()
            case .layout(let size): onLayout(size)
            }
        }
    }
}

extension LayoutWriter {
    /// The element a build produces: it sizes as the builder says and places each child at its frame.
    private struct Content: Element {
        var builder: Builder

        var content: ElementContent {
            ElementContent(layout: ContentLayout(builder: builder)) { layoutBuilder in
                for child in builder.children {
                    layoutBuilder.add(key: child.key, element: child.element)
                }
            }
        }
    }

    /// Sizes by the builder's ``Sizing`` and places children at their frames, unmeasured.
    private struct ContentLayout: Layout {
        var builder: Builder

        func sizeThatFits(
            proposal: SizeConstraint,
            subelements: Subelements,
            environment: Environment,
            cache: inout ()
        ) -> CGSize {
            builder.sizing.measure(with: builder)
        }

        func placeSubelements(
            in size: CGSize,
            subelements: Subelements,
            environment: Environment,
            cache: inout ()
        ) {
            for (child, subelement) in zip(builder.children, subelements) {
                subelement.place(at: child.frame.origin, size: child.frame.size)
            }
        }
    }
}
