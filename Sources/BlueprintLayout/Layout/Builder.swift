/// A result builder that collects children of type `Child`, supporting `if`/`else`, `switch`,
/// optionals, `for` loops and `#available` checks.
@resultBuilder
public struct Builder<Child> {
    /// The collected children.
    public typealias Children = [Child]

    /// Concatenates the statements of a block.
    public static func buildBlock(_ children: Children...) -> Children { children.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ children: Children?) -> Children { children ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: Children) -> Children { first }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second: Children) -> Children { second }
    /// A single child.
    public static func buildExpression(_ child: Child) -> Children { [child] }
    /// An optional child; `nil` adds nothing.
    @_disfavoredOverload
    public static func buildExpression(_ child: Child?) -> Children { child.map { [$0] } ?? [] }
    /// An array of children.
    public static func buildExpression(_ children: [Child]) -> Children { children }
    /// A `for` loop.
    public static func buildArray(_ components: [Children]) -> Children { components.flatMap { $0 } }
    /// Children that are already flat, unchanged.
    public static func buildArray(_ components: Children) -> Children { components }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: Children) -> Children { component }
}

/// A child type that ``ElementBuilder`` can make from a plain element.
public protocol ElementBuilderChild {
    /// Wraps an element with default traits.
    init(_ element: Element)
}

/// A result builder of container children that also accepts plain elements, optional elements
/// and arrays of elements.
///
/// ```swift
/// Column {
///     Label(text: "Title")
///     if showsSubtitle { Label(text: "Subtitle") }
///     for item in items { ItemRow(item) }
///     Spacer(8).stackLayoutChild(priority: .fixed)
/// }
/// ```
public typealias ElementBuilder<Child> = Builder<Child> where Child: ElementBuilderChild

extension Builder where Child: ElementBuilderChild {
    /// A plain element, with default traits.
    public static func buildExpression(_ element: Element) -> Children { [Child(element)] }
    /// An optional element; `nil` adds nothing.
    public static func buildExpression(_ element: Element?) -> Children { element.map { [Child($0)] } ?? [] }
    /// An array of plain elements.
    public static func buildExpression(_ elements: [Element]) -> Children { elements.map(Child.init) }
}
