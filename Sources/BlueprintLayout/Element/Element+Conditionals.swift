import Foundation

// Conditional modifiers, so that a chain of modifiers can branch without leaving the chain.

extension Element {
    /// The element `then` makes from this one when `isTrue`, else this element unchanged.
    ///
    /// ```swift
    /// title.if(isSelected) { $0.opacity(0.5) }
    /// ```
    public func `if`(_ isTrue: Bool, then: (Self) -> Element) -> Element {
        isTrue ? then(self) : self
    }

    /// The element `then` makes from this one when `isTrue`, else the one `else` makes.
    public func `if`(_ isTrue: Bool, then: (Self) -> Element, else: (Self) -> Element) -> Element {
        isTrue ? then(self) : `else`(self)
    }

    /// The element `then` makes from the unwrapped `value` and this element when `value` is not
    /// nil, else this element unchanged.
    ///
    /// ```swift
    /// avatar.if(let: badgeCount) { count, avatar in avatar.decorate(layering: .above, position: .corner(.topRight)) { Badge(count) } }
    /// ```
    public func `if`<Value>(`let` value: Value?, then: (Value, Self) -> Element) -> Element {
        guard let value else { return self }
        return then(value, self)
    }

    /// The element `then` makes from the unwrapped `value` and this element when `value` is not
    /// nil, else the one `else` makes from this element.
    public func `if`<Value>(
        `let` value: Value?,
        then: (Value, Self) -> Element,
        else: (Self) -> Element
    ) -> Element {
        guard let value else { return `else`(self) }
        return then(value, self)
    }

    /// The element `map` makes from this one.
    public func map(_ map: (Self) -> Element) -> Element {
        map(self)
    }

    /// A copy of this element changed by `modify`.
    ///
    /// ```swift
    /// Spacer(10).modify { $0.size.width = 32 }
    /// ```
    public func modify(_ modify: (inout Self) -> Void) -> Element {
        var copy = self
        modify(&copy)
        return copy
    }
}
