import BlueprintLayout
import Foundation
import Testing

/// The measured size, with and without the cache's deductions (which must agree).
func measure(_ element: Element, in constraint: SizeConstraint) -> CGSize {
    let size = element.content.measure(in: constraint)
    #expect(size == element.content.measure(in: constraint, options: .noDeductions))
    return size
}

/// The children's frames, laid out with and without the cache's deductions (which must agree).
func childFrames(of element: Element, in size: CGSize) -> [CGRect] {
    let frame = CGRect(origin: .zero, size: size)
    let frames = element.layout(frame: frame).children.map(\.frame)
    #expect(frames == element.layout(frame: frame, options: .noDeductions).children.map(\.frame))
    return frames
}
