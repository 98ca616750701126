import Foundation

/// A child added through ``ElementContent/Builder``.
struct LayoutChild {
    var traits: LayoutTraits
    var key: ChildKey?
    var element: Element
}

extension Array where Element == LayoutChild {
    /// Appends `child` for a container that adds its children one by one. An empty array first
    /// makes room for four, which most rows, columns and builders never outgrow: growing from one
    /// place reallocates and copies at the second child and again at the third. The child is
    /// moved in, not copied.
    @inline(__always)
    mutating func appendChild(_ child: consuming LayoutChild) {
        if capacity == 0 { reserveCapacity(4) }
        append(child)
    }
}

/// Content whose children are measured and placed by a ``Layout``.
final class LayoutStorage<LayoutType: Layout>: ContentStorage {
    let layout: LayoutType
    let children: [LayoutChild]

    init(layout: LayoutType, children: [LayoutChild]) {
        self.layout = layout
        self.children = children
    }

    var childCount: Int { children.count }

    // Stacks are most of every tree: their calls run a specialized copy instead of generic code
    // that looks up type metadata on every call. (Rows and columns use `StackChildList`; this
    // covers stacks built with `ElementContent(layout:)`.)
    @_specialize(exported:false,where LayoutType == StackLayout)
    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        LayoutContent.sizeThatFits(proposal, layout: layout, children: children, node: node)
    }

    @_specialize(exported:false,where LayoutType == StackLayout)
    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        LayoutContent.placeChildren(in: size, layout: layout, children: children, node: node)
    }

    func destroyCache(in node: LayoutNode) {
        LayoutContent<LayoutType>.destroyCache(in: node)
    }
}
