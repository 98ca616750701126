import Foundation

@testable import BlueprintLayout

extension StackLayout.Workspace {
    /// Runs `body` with a workspace for `count` children in a temporary buffer of its own, for
    /// tests that run the stack algorithm without a pass (a pass's stacks take their numbers from
    /// it: see `LayoutContext.takeScratchLease(_:)`).
    static func withTemporaryNumbers<R>(
        count: Int, gaps: [CGFloat]? = nil, minimumSpacing: CGFloat, _ body: (inout Self) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: max(count * 5, 1)) { buffer in
            var workspace = Self(count: count, numbers: buffer.baseAddress!, gaps: gaps, minimumSpacing: minimumSpacing)
            return body(&workspace)
        }
    }
}
