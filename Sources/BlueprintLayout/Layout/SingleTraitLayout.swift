/// A layout whose children carry one traits value of a layout-specific type, as ``StackLayout``
/// does with ``StackLayout/Traits``.
///
/// Children are added with
/// ``ElementContent/Builder/add(traits:key:element:)-(LayoutType.Traits,_,_)`` and read with
/// ``LayoutSubelement/traits(forLayoutType:)``.
public protocol SingleTraitLayout {
    /// The per-child traits type.
    associatedtype Traits
    /// The traits of a child added without any.
    static var defaultTraits: Traits { get }
}

/// The ``LayoutTraitsKey`` under which a ``SingleTraitLayout``'s traits are stored.
enum SingleTraitLayoutTraitsKey<LayoutType: SingleTraitLayout>: LayoutTraitsKey {
    static var defaultValue: LayoutType.Traits { LayoutType.defaultTraits }
}
