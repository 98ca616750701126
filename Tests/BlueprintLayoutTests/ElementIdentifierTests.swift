import Foundation
import Testing

@testable import BlueprintLayout

/// Result identifiers name each child's dynamic type, whatever kind of type the element is.
@Suite struct ElementIdentifierTests {
    @Test func namesStructEnumAndClassElementsByTheirDynamicType() {
        let asSuperclass: ClassElement = SubclassElement()
        let row = Row {
            Spacer(1)
            EnumElement.only
            ClassElement()
            asSuperclass
            Spacer(2)
        }
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(
            result.children.map(\.identifier.description) == [
                "Spacer.1", "EnumElement.1", "ClassElement.1", "SubclassElement.1", "Spacer.2",
            ])
        #expect(ObjectIdentifier(result.children[3].identifier.elementType) == ObjectIdentifier(SubclassElement.self))
    }
}

private enum EnumElement: Element {
    case only
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 1, height: 1)) }
}

private class ClassElement: Element {
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 1, height: 1)) }
}

private final class SubclassElement: ClassElement {}
