import Foundation

/// Compares two values of a catalog container (a ``Row`` or an ``Inset``, say) field by field for
/// a layout session, so that a tree made anew in every pass reuses what an equal tree measured.
///
/// Two containers of one type lay out alike when their layout values are identical (floating-point
/// numbers bit for bit: `-0` and `0` may give frames that differ in their sign) and their children
/// are alike one by one: the same keys, traits that lay out alike, and elements that lay out alike
/// in turn. A child element is alike when it is the very same value, `==` to the other for an
/// `Equatable` type, or a catalog container alike in turn. Anything else makes the containers
/// different: a closure leaf, an alignment guide, a custom layout, and a child only
/// ``ComparableElement/isEquivalent(to:)`` to the other (the container's measurements would be
/// reused but not its placement, which would then ask the child in another order than its record
/// holds). Containers nested deeper than ``maximumDepth`` are not compared (different), so that
/// comparing never recurses far. Nor are lists (``listLength`` children or more): laid out
/// again, a list finds its unchanged rows in its records, and compares each row made anew with its
/// record on its own (see ``IncrementalStack``), where a list compared whole would read every row
/// twice when one changed.
///
/// Used only where the previous value's subtree was pure (see ``SessionNode/pure``): the comparison
/// says which values lay out alike, not which may be reused.
struct StructuralComparison {
    /// What element types say of their comparability: the pass's table.
    var types: ElementTypeTable
    /// How many containers enclose the ones compared now.
    private var depth = 0
    /// Whether the comparison looks at the containers' layout values (only a mutant test turns it
    /// off, to show that the differential test catches a comparison that ignores them).
    let comparesLayouts: Bool

    /// How deep containers are compared inside one another.
    static let maximumDepth = 32

    /// The fewest children of a list, which is not compared.
    let listLength: Int

    init(types: ElementTypeTable, listLength: Int, comparesLayouts: Bool = true) {
        self.types = types
        self.listLength = listLength
        self.comparesLayouts = comparesLayouts
    }

    /// How alike `new` lays out to `old`, two elements at the same place among alike siblings:
    /// ``ElementEquivalence/Level/equal`` or ``ElementEquivalence/Level/different``.
    mutating func level(_ new: Element, _ old: Element) -> ElementEquivalence.Level {
        if ElementEquivalence.identical(new, old) { return .equal }
        guard ObjectIdentifier(dynamicType(of: new)) == ObjectIdentifier(dynamicType(of: old)) else {
            return .different
        }
        let kind = types.comparability(of: new)
        return ElementEquivalence.level(new, old, as: kind, comparison: &self) == .equal ? .equal : .different
    }

    /// How alike two catalog containers of one type lay out, by `compare` (their own fields), one
    /// level deeper; different beyond ``maximumDepth``.
    mutating func container(_ compare: (inout StructuralComparison) -> ElementEquivalence.Level)
        -> ElementEquivalence.Level
    {
        guard depth < Self.maximumDepth else { return .different }
        depth += 1
        defer { depth -= 1 }
        return compare(&self)
    }

    /// How alike two child lists of one container type lay out: equal with as many children, each
    /// with the same key and values (see ``StructurallyComparableChildren``), traits alike and an
    /// element alike; else different.
    mutating func children<Children: StructurallyComparableChildren>(_ new: Children, _ old: Children)
        -> ElementEquivalence.Level
    {
        guard new.count == old.count, new.count < listLength else { return .different }
        for index in 0..<new.count {
            guard new.keyAndValuesAreIdentical(at: index, to: old),
                new.traits(at: index).laysOutAlike(old.traits(at: index)),
                level(new.element(at: index), old.element(at: index)) == .equal
            else { return .different }
        }
        return .equal
    }

    /// The comparison above for a row's or column's children, each read where it is (a child copied
    /// out of its list would retain all it holds; its traits, compared by value, were retained).
    mutating func children(_ new: [LayoutChild], _ old: [LayoutChild]) -> ElementEquivalence.Level {
        guard new.count == old.count, new.count < listLength else { return .different }
        for index in new.indices {
            guard ChildKey.equal(new[index].key, old[index].key), Self.traitsLayOutAlike(new, old, at: index),
                level(new[index].element, old[index].element) == .equal
            else { return .different }
        }
        return .equal
    }

    /// Whether the traits of the children at `index` (below both counts) lay out alike, read in
    /// place in their arrays, which the caller holds (see ``LayoutTraits/laysOutAlike(traitsAt:_:)``).
    @inline(__always)
    private static func traitsLayOutAlike(_ new: [LayoutChild], _ old: [LayoutChild], at index: Int) -> Bool {
        new.withUnsafeBufferPointer { new in
            old.withUnsafeBufferPointer { old in
                precondition(
                    index >= 0 && index < new.count && index < old.count,
                    "BlueprintLayout: a compared child's traits are out of range")
                return LayoutTraits.laysOutAlike(
                    traitsAt: (UnsafeRawPointer(new.baseAddress.unsafelyUnwrapped + index) + LayoutChild.traitsOffset)
                        .assumingMemoryBound(to: LayoutTraits.self),
                    (UnsafeRawPointer(old.baseAddress.unsafelyUnwrapped + index) + LayoutChild.traitsOffset)
                        .assumingMemoryBound(to: LayoutTraits.self))
            }
        }
    }
}

/// A child list whose children a layout session compares (see ``StructuralComparison``).
protocol StructurallyComparableChildren: LayoutChildList {
    /// Whether the child at `index` has the same key as `other`'s at `index`, and the same values
    /// beside its element and traits that the layout reads from the list (a ``GridRow`` child's
    /// width, say).
    func keyAndValuesAreIdentical(at index: Int, to other: Self) -> Bool

    /// How alike the children of two storages lay out: by default child by child (see
    /// ``StructuralComparison``, which compares each child's key, traits and element).
    static func structuralLevel<LayoutType: NodeLayout>(
        childrenOf storage: LayoutStorage<LayoutType, Self>, _ other: LayoutStorage<LayoutType, Self>,
        in comparison: inout StructuralComparison
    ) -> ElementEquivalence.Level
}

extension StructurallyComparableChildren {
    static func structuralLevel<LayoutType: NodeLayout>(
        childrenOf storage: LayoutStorage<LayoutType, Self>, _ other: LayoutStorage<LayoutType, Self>,
        in comparison: inout StructuralComparison
    ) -> ElementEquivalence.Level {
        comparison.children(storage.children, other.children)
    }
}

/// A row's or column's children: in the layout's form, none with an alignment guide (code of the
/// app's), read where they are.
extension StackChildList: StructurallyComparableChildren {
    func keyAndValuesAreIdentical(at index: Int, to other: StackChildList) -> Bool {
        ChildKey.equal(items[index].key, other.items[index].key)
    }

    /// Read in the storages: a list copied out of one retains both its arrays.
    static func structuralLevel<LayoutType: NodeLayout>(
        childrenOf storage: LayoutStorage<LayoutType, StackChildList>,
        _ other: LayoutStorage<LayoutType, StackChildList>, in comparison: inout StructuralComparison
    ) -> ElementEquivalence.Level {
        guard storage.children.tuples.isEmpty, other.children.tuples.isEmpty, !storage.children.itemsHoldGuide,
            !other.children.itemsHoldGuide
        else { return .different }
        return comparison.children(storage.children.items, other.children.items)
    }
}

/// A child of a list that a layout session compares (see ``StructuralComparison``).
protocol StructurallyComparableChild: LayoutChildItem {
    /// Whether the child has the same key as `other`, and the same values beside its element and
    /// traits that the layout reads.
    func keyAndValuesAreIdentical(to other: Self) -> Bool
}

extension Array: StructurallyComparableChildren where Element: StructurallyComparableChild {
    func keyAndValuesAreIdentical(at index: Int, to other: Self) -> Bool {
        self[index].keyAndValuesAreIdentical(to: other[index])
    }
}

extension OnlyChild: StructurallyComparableChildren {
    func keyAndValuesAreIdentical(at index: Int, to other: OnlyChild) -> Bool { ChildKey.equal(key, other.key) }
}

extension ElementList: StructurallyComparableChildren {
    func keyAndValuesAreIdentical(at index: Int, to other: ElementList) -> Bool { true }
}

/// A layout value that a layout session compares bit for bit (see ``StructuralComparison``).
protocol IdenticalLayoutValue {
    /// Whether `other` holds the same values, floating-point numbers bit for bit.
    func isIdentical(to other: Self) -> Bool
}

extension CGFloat: IdenticalLayoutValue {
    func isIdentical(to other: CGFloat) -> Bool { bitPattern == other.bitPattern }
}

extension EdgeInsets: IdenticalLayoutValue {
    func isIdentical(to other: EdgeInsets) -> Bool {
        top.isIdentical(to: other.top) && left.isIdentical(to: other.left) && bottom.isIdentical(to: other.bottom)
            && right.isIdentical(to: other.right)
    }
}

extension LayoutStorage where LayoutType: IdenticalLayoutValue, Children: StructurallyComparableChildren {
    /// How alike two elements whose contents are storages of this type lay out: the same storage,
    /// or an identical layout and children alike (the catalog containers' comparison; see
    /// ``LaysOutByValue/structuralComparator``). An element whose content is another type's is
    /// different.
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        { new, old, comparison in
            guard let storage = new.content.ownStorage as? LayoutStorage,
                let other = old.content.ownStorage as? LayoutStorage
            else { return .different }
            if storage === other { return .equal }
            guard !comparison.comparesLayouts || storage.layout.isIdentical(to: other.layout) else {
                return .different
            }
            return comparison.container { Children.structuralLevel(childrenOf: storage, other, in: &$0) }
        }
    }
}
