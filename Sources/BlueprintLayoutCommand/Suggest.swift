import BlueprintFixtures
import Foundation

/// "Did you mean" for command lines, and readable text for errors from elsewhere.
enum Suggest {
    /// `; did you mean 'check'?` when one of `candidates` is a likely misspelling of `word`, or
    /// the empty string.
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let match = Suggestions.closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// What went wrong, in words a person can act on: Foundation's errors by their reason
    /// (never "The operation could not be completed"), everything else by its description.
    static func message(for error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain {
            let path = (nsError.userInfo[NSFilePathErrorKey] as? String).map { "\($0): " } ?? ""
            if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
                underlying.domain == NSPOSIXErrorDomain
            {
                return path + String(cString: strerror(Int32(underlying.code)))
            }
            if nsError.domain == NSPOSIXErrorDomain { return path + String(cString: strerror(Int32(nsError.code))) }
            return path + nsError.localizedDescription
        }
        return "\(error)"
    }
}
