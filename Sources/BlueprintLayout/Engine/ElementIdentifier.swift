import Foundation

/// Names a child among its siblings: its element type, its key, and how many siblings before it
/// share both (counting from 1), as Blueprint identifies elements.
///
/// `Row.1`, `Label.title.1`, `Label.2`.
public struct ElementIdentifier: Hashable, CustomStringConvertible {
    /// The child's element type.
    public let elementType: ObjectIdentifier
    /// The type's name, for display.
    public let typeName: String
    /// The key the child was added with.
    public let key: AnyHashable?
    /// The occurrence of this type and key among the siblings, from 1.
    public let count: Int

    init(element: Element, key: AnyHashable?, count: Int) {
        let type = Swift.type(of: element)
        elementType = ObjectIdentifier(type)
        typeName = String(describing: type)
        self.key = key
        self.count = count
    }

    /// Identifiers are equal when type, key and count are.
    public static func == (lhs: ElementIdentifier, rhs: ElementIdentifier) -> Bool {
        lhs.elementType == rhs.elementType && lhs.key == rhs.key && lhs.count == rhs.count
    }

    /// Hashes type, key and count.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elementType)
        hasher.combine(key)
        hasher.combine(count)
    }

    /// `Type.count` or `Type.key.count`.
    public var description: String {
        if let key { return "\(typeName).\(key).\(count)" }
        return "\(typeName).\(count)"
    }

    /// Counts occurrences of type and key among siblings, in order.
    struct Factory {
        private var seen: [(type: ObjectIdentifier, key: AnyHashable?, count: Int)] = []

        mutating func next(for element: Element, key: AnyHashable?) -> ElementIdentifier {
            let type = ObjectIdentifier(Swift.type(of: element))
            for index in seen.indices where seen[index].type == type && seen[index].key == key {
                seen[index].count += 1
                return ElementIdentifier(element: element, key: key, count: seen[index].count)
            }
            seen.append((type, key, 1))
            return ElementIdentifier(element: element, key: key, count: 1)
        }
    }
}
