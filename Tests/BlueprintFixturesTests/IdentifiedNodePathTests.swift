import Testing

@testable import BlueprintFixtures

/// The decoder keeps the path of every node with an id as its parent's path and its last step, so
/// that the table holds no object per node; the path it gives back is the one it was given.
@Suite struct IdentifiedNodePathTests {
    @Test(arguments: [
        JSONPath.root,
        JSONPath.root.appending("element"),
        JSONPath.root.appending("element").appending("children").appending(index: 7),
        JSONPath(components: [.key("element"), .key("marker"), .key("children"), .index(0)]),
        JSONPath(components: [.key("element"), .key("child"), .key("a key with spaces")]),
    ])
    func aNodesPathComesBackWhole(path: JSONPath) {
        let node = ElementTreeDecoder.IdentifiedNode(id: "x", path: path)
        #expect(node.path == path)
        #expect(node.path.description == path.description)
        #expect(node.id == "x")
    }

    @Test func siblingsShareTheirParentsPath() throws {
        let children = JSONPath.root.appending("element").appending("children")
        let first = try #require(children.appending(index: 0).parentAndLastStep)
        let second = try #require(children.appending(index: 1).parentAndLastStep)
        #expect(first.parent == children && second.parent == children)
        #expect(first.last == .index(0) && second.last == .index(1))
        #expect(JSONPath.root.parentAndLastStep == nil)
    }
}
