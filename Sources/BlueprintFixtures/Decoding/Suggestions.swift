import Foundation

package enum Suggestions {
    /// The candidate closest to `word` by edit distance (ignoring case), when it is close enough
    /// to be a likely misspelling.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(1, min(3, (max(word.count, best.candidate.count) + 1) / 3))
        return best.distance <= limit ? best.candidate : nil
    }

    /// `; did you mean "x"?` or the empty string.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return "; did you mean \(JSONWriter.quoted(match))?"
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
