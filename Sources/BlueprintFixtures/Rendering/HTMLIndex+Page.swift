import Foundation

extension HTMLIndex {
    /// An inspector page and what is on it: the HTML and the fixtures' counts.
    ///
    /// ```swift
    /// let page = HTMLIndex().page(for: URL(fileURLWithPath: "Fixtures"))
    /// print("\(page.passed) passed, \(page.failed) failed")
    /// for error in page.errors { print("error: \(error)") }
    /// ```
    public struct Page: Sendable {
        /// The self-contained HTML document.
        public var html: String
        /// The fixtures whose checks all passed.
        public var passed: Int
        /// The fixtures with a failing check (files that could not be read or decoded are
        /// ``errors`` instead).
        public var failed: Int
        /// Every file (or folder) that could not be read or decoded, in page order, named as
        /// ``FixtureFileScan`` names them: the folder as given, joined with the path inside it.
        public var errors: [FixtureError]

        /// Creates a page.
        public init(html: String, passed: Int, failed: Int, errors: [FixtureError]) {
            self.html = html
            self.passed = passed
            self.failed = failed
            self.errors = errors
        }
    }
}
