import Foundation

/// The text of a document parsed by ``JSONParser/parseLazily(bytes:)``, from which its objects are
/// read when first asked.
///
/// Checking the document recorded, for each object in the order the objects start, where it ends
/// and the number of the object that starts after it: reading an object then parses its own
/// members only, and steps over each nested object in one move, leaving it unparsed in turn.
/// Every byte is thus read twice at most (once to check it, once when its object is read), however
/// deep the document.
final class JSONDocument: Sendable {
    /// Where an object ends (the position after its `}`), the number of the first object that
    /// starts after it (the objects inside it are numbered before that), and how many members it
    /// has.
    struct ObjectExtent: Sendable {
        var end: UInt32
        var next: UInt32
        var count: UInt32
    }

    /// The document's UTF-8 text.
    let bytes: [UInt8]
    /// Where the text starts (after a byte order mark).
    let origin: Int
    /// Every object's extent, in the order the objects start.
    let objects: [ObjectExtent]

    init(bytes: [UInt8], origin: Int, objects: [ObjectExtent]) {
        self.bytes = bytes
        self.origin = origin
        self.objects = objects
    }

    /// The top-level value: an unparsed object, or any other value read now.
    var root: JSONValue {
        var scanner = JSONParser.Scanner(document: self, at: origin, nextObject: 0)
        scanner.skipWhitespace()
        // The text was checked when the document was parsed: this cannot fail.
        return try! scanner.parseValue()
    }

    /// The number of members of object `number`.
    func memberCount(ofObject number: Int) -> Int {
        Int(objects[number].count)
    }

    /// The members of object `number`, which starts at `start`, in order.
    func members(ofObjectAt start: Int, number: Int) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(Int(objects[number].count))
        forEachMember(ofObjectAt: start, number: number) { members.append(($0, $1)) }
        return members
    }

    /// Calls `body` with each member of object `number`, which starts at `start`, in order.
    func forEachMember(
        ofObjectAt start: Int, number: Int, _ body: (String, JSONValue) throws -> Void
    ) rethrows {
        var scanner = JSONParser.Scanner(document: self, at: start, nextObject: number + 1)
        try scanner.forEachMember(body)
    }
}
