import BlueprintLayout
import Foundation
import Testing

@Suite struct TransformedTests {
    private static let quarterTurn = Measurement(value: 90, unit: UnitAngle.degrees)

    private static func approximatelyEqual(_ a: Transform3D, _ b: Transform3D) -> Bool {
        zip(a.m, b.m).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    // Blueprint TransformedTests.test_measuring; fixture attributes/transformed-measuring-rotated
    @Test func measuringIsUnaffected() {
        let element = Spacer()
        for transformed in [
            element.translated(translateX: 50, translateY: 50),
            element.rotated(by: Self.quarterTurn),
            element.scaled(scaleX: 1.2, scaleY: 0.8),
        ] {
            #expect(transformed.content.measure(in: .unconstrained) == .zero)
        }
        #expect(
            Spacer(width: 3, height: 4).scaled(scaleX: 10, scaleY: 10).content.measure(in: SizeConstraint(.zero))
                == CGSize(width: 3, height: 4))
    }

    // Blueprint TransformedTests.test_layout; fixture attributes/transformed-layout-rotated
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func layoutSetsTheTransformWithoutMovingTheFrame(options: LayoutOptions) {
        let element = Spacer()
        for transformed in [
            element.translated(translateX: 50, translateY: 50),
            element.rotated(by: Self.quarterTurn),
            element.scaled(scaleX: 1.2, scaleY: 0.8),
        ] {
            let children = transformed.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100), options: options)
                .children
            #expect(children.count == 1)
            #expect(children[0].layoutAttributes.transform == transformed.transform)
            #expect(children[0].frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        }
    }

    @Test func modifiersBuildTheExpectedTransforms() {
        let element = Empty()
        #expect(
            element.translated(translateX: 1, translateY: 2, translateZ: 3).transform == .translation(x: 1, y: 2, z: 3))
        #expect(element.translated().transform == .identity)
        #expect(element.translated(translateY: 5).transform == .translation(x: 0, y: 5))
        #expect(element.scaled(scaleX: 2, scaleY: 3).transform == .scale(x: 2, y: 3))
        #expect(element.scaled().transform == .identity)
        #expect(element.scaled(scaleY: 3).transform == .scale(x: 1, y: 3))
        #expect(element.rotated(by: Self.quarterTurn).transform == .rotation(radians: .pi / 2))
        #expect(
            Self.approximatelyEqual(
                element.rotated(by: Measurement(value: .pi, unit: .radians)).transform, .rotation(degrees: 180)))
        // A quarter turn maps +x to +y (clockwise on a y-down screen).
        let turned = element.rotated(by: Self.quarterTurn).transform.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
        #expect(element.transformed(.scale(x: 4, y: 4)).transform == .scale(x: 4, y: 4))
        #expect(element.transformed(.identity).transform == .identity)
    }

    @Test func initializers() {
        let transformed = Transformed(transform: .translation(x: 3, y: 4), wrapping: Empty())
        #expect(transformed.transform == .translation(x: 3, y: 4))
        #expect(transformed.wrappedElement is Empty)

        var affine = AffineTransform(translationByX: 5, byY: 6)
        affine.scale(x: 2, y: 3)
        let fromAffine = Transformed(transform: affine, wrapping: Empty())
        let point = affine.transform(NSPoint(x: 1, y: 1))
        #expect(fromAffine.transform.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: point.x, y: point.y))
        #expect(Empty().transformed(AffineTransform(scaleByX: 2, byY: 2)).transform == .scale(x: 2, y: 2))
        #expect(Empty().transformed(AffineTransform(rotationByDegrees: 90)).transform.m[12...14] == [0, 0, 0])
    }

    @Test func chainedModifiersNestAndApplyInnermostFirst() {
        let element = Spacer().scaled(scaleX: 2, scaleY: 2).rotated(by: Self.quarterTurn).translated(translateX: 10)
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

        // Each modifier adds a node; each node's transform is its own, not combined down the tree.
        let translatedNode = result.children[0]
        let rotatedNode = translatedNode.children[0]
        let scaledNode = rotatedNode.children[0]
        #expect(scaledNode.element is Spacer)
        #expect(translatedNode.layoutAttributes.transform == .translation(x: 10, y: 0))
        #expect(rotatedNode.layoutAttributes.transform == .rotation(radians: .pi / 2))
        #expect(scaledNode.layoutAttributes.transform == .scale(x: 2, y: 2))
        for node in [translatedNode, rotatedNode, scaledNode] {
            #expect(node.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        }

        // The total, inner to outer: scale, then rotate, then translate.
        let total = scaledNode.layoutAttributes.transform
            .concatenating(rotatedNode.layoutAttributes.transform)
            .concatenating(translatedNode.layoutAttributes.transform)
        let moved = total.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(moved.x - 10) < 1e-9 && abs(moved.y - 2) < 1e-9)
    }

    @Test func zeroFrame() {
        let result = Spacer().rotated(by: Self.quarterTurn).layout(frame: .zero)
        #expect(result.children[0].frame == .zero)
        #expect(!result.children[0].layoutAttributes.transform.isIdentity)
    }
}
