import Foundation

extension FontTextCache {
    /// What an entry is found by: a text, fonts and a size, with a hash of the three.
    struct Key {
        let text: String
        let shaper: TextShaper
        let size: CGFloat
        /// A hash of the text, the fonts' identities and the size.
        let hash: Int
        /// The text's UTF-8 length: what the entry costs against ``FontTextCache/characterCapacity``.
        let cost: Int

        /// The key of `text` shaped with `shaper` (whose fonts hash to `shaperHash`) at `size`.
        init(text: String, shaper: TextShaper, shaperHash: UInt64, size: CGFloat) {
            self.text = text
            self.shaper = shaper
            self.size = size
            (hash, cost) = Self.hash(text, shaperHash: shaperHash, size: size)
        }

        /// The hash and cost of the key of `text` with fonts hashing to `shaperHash` at `size`.
        @inline(__always)
        static func hash(_ text: String, shaperHash: UInt64, size: CGFloat) -> (hash: Int, count: Int) {
            hash(text, seed: shaperHash ^ (UInt64(size.bitPattern) &* 0x9E37_79B9_7F4A_7C15))
        }

        /// A hash of the fonts' identities, made once per metrics.
        static func hash(of shaper: TextShaper) -> UInt64 {
            var hash: UInt64 = 0x243F_6A88_85A3_08D3
            for font in shaper.fonts {
                hash = mix(hash ^ UInt64(UInt(bitPattern: ObjectIdentifier(font))))
            }
            return hash
        }

        /// A hash of `text`'s UTF-8 bytes mixed with `seed`, and the text's UTF-8 length.
        ///
        /// Not Swift's `Hasher` (SipHash, seeded per process): measuring a cached text is a lookup of
        /// a few tens of nanoseconds, and this multiply–xorshift hash of eight bytes at a time, read
        /// through the string's (bounds-checked) `Span`, costs about half as much. Collisions cost a
        /// string comparison, never a wrong answer. Where `Span` is not available (Apple systems before
        /// the 2025 releases), the string's own `hashValue`.
        static func hash(_ text: String, seed: UInt64) -> (hash: Int, count: Int) {
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                let bytes = text.utf8.span
                let count = bytes.count
                var hash = seed
                var index = 0
                while index + 8 <= count {
                    var word: UInt64 = 0
                    for offset in 0..<8 {
                        word |= UInt64(bytes[index + offset]) << UInt64(8 * offset)
                    }
                    hash = mix(hash ^ word)
                    index += 8
                }
                var word: UInt64 = 0
                var shift: UInt64 = 0
                while index < count {
                    word |= UInt64(bytes[index]) << shift
                    shift += 8
                    index += 1
                }
                return (Int(truncatingIfNeeded: mix(hash ^ word ^ UInt64(count))), count)
            }
            return (Int(truncatingIfNeeded: mix(UInt64(UInt(bitPattern: text.hashValue)) ^ seed)), text.utf8.count)
        }

        /// A multiply–xorshift mix of 64 bits.
        @inline(__always)
        static func mix(_ value: UInt64) -> UInt64 {
            var x = value &* 0xFF51_AFD7_ED55_8CCD
            x ^= x >> 32
            x = x &* 0xC4CE_B9FE_1A85_EC53
            return x ^ (x >> 29)
        }

        /// Whether this is the key of `text` with `shaper` at `size`, hashed to `hash`.
        @inline(__always)
        func matches(hash: Int, text: String, shaper: TextShaper, size: CGFloat) -> Bool {
            self.hash == hash && self.size == size && self.shaper == shaper && self.text == text
        }
    }

    /// What a wrap is found by in an entry: the width (`.infinity` for none), the line limit and
    /// whether lines break between any characters.
    struct WrapKey: Equatable {
        let width: CGFloat
        let limit: Int
        let byCharacters: Bool
    }

    /// A text shaped at a size, and its wraps.
    final class Entry: @unchecked Sendable {
        // @unchecked: `wraps` and `nextWrap` are guarded by the owning cache's lock.
        let key: Key
        let shaped: ShapedText
        let wordBreaks: [LineWrapper.Break]
        /// What measuring reads of each wrap made so far: its key, widest line and line count (plain
        /// values, so that looking one up copies no reference).
        @exclusivity(unchecked) private var measures: [Measure] = []
        /// The lines of each wrap, in the same order.
        private var results: [LineWrapper.Result] = []
        private var nextWrap = 0

        struct Measure {
            var key: WrapKey
            var width: CGFloat
            var lineCount: Int
        }

        static let maximumWraps = 8

        /// Shapes the key's text and finds its break opportunities.
        init(key: Key) {
            self.key = key
            shaped = FontTextMetrics.shape(key.text, with: key.shaper, size: key.size)
            wordBreaks = LineWrapper.wordBreaks(of: key.text)
        }

        /// The lines for `wrapKey`, made now.
        func wrap(_ wrapKey: WrapKey) -> LineWrapper.Result {
            let breaks =
                wrapKey.byCharacters
                ? LineWrapper.characterBreaks(count: shaped.characterCount, wordBreaks: wordBreaks) : wordBreaks
            return LineWrapper(shaped: shaped, breaks: breaks)
                .wrap(within: wrapKey.width.isFinite ? wrapKey.width : nil, limit: wrapKey.limit)
        }

        /// The widest line and line count stored for `wrapKey`, if any (the cache's lock held).
        @inline(__always)
        func storedMeasure(_ wrapKey: WrapKey) -> (width: CGFloat, lines: Int)? {
            var index = 0
            while index < measures.count {
                let measure = measures[index]
                if measure.key == wrapKey { return (measure.width, measure.lineCount) }
                index += 1
            }
            return nil
        }

        /// The stored lines for `wrapKey`, if any (the cache's lock held).
        func storedWrap(_ wrapKey: WrapKey) -> LineWrapper.Result? {
            measures.firstIndex { $0.key == wrapKey }.map { results[$0] }
        }

        /// Stores `result` for `wrapKey`, replacing the oldest when full (the cache's lock held).
        func store(_ result: LineWrapper.Result, for wrapKey: WrapKey) {
            if storedMeasure(wrapKey) != nil { return }
            let measure = Measure(key: wrapKey, width: result.width, lineCount: result.lines.count)
            if measures.count < Self.maximumWraps {
                measures.append(measure)
                results.append(result)
            } else {
                measures[nextWrap] = measure
                results[nextWrap] = result
                nextWrap = (nextWrap + 1) % Self.maximumWraps
            }
        }
    }
}
