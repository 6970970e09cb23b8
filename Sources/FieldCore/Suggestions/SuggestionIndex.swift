import FoundationEssentials

/// A list of candidates prepared once for matching as the user types: each is folded
/// (case, accents and width set aside as ``TextFolding/folded(_:)`` does, so `sao` finds
/// “São Paulo” and `strasse` “Straße”) and kept in one contiguous buffer, so a query scans 100,000
/// candidates in a few milliseconds.
///
/// A candidate matches when the query begins it or begins one of its words (`york` finds
/// “New York”, `ivoire` “Côte d’Ivoire”); those it begins come first, each group in the
/// list's own order. Words are parted by spaces and punctuation of any script (a no-break
/// space, `’`, `‑`, `・`), and the query's punctuation matches any (`d'i` finds `d’Ivoire`).
public struct SuggestionIndex: Sendable {
    /// The candidates, as given.
    public let candidates: [String]
    private let keys: [UInt8]
    /// Where each candidate's folded key starts in `keys`; one more entry marks the end.
    private let starts: [Int]

    /// Prepares `candidates` for matching.
    public init(_ candidates: [String]) {
        self.candidates = candidates
        var keys: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(candidates.count + 1)
        for candidate in candidates {
            starts.append(keys.count)
            Self.appendKey(of: candidate, to: &keys)
        }
        starts.append(keys.count)
        self.keys = keys
        self.starts = starts
    }

    /// The candidates `query` matches, at most `limit`: those it begins first, then those
    /// with a word it begins. A query of only spaces matches nothing.
    public func matches(for query: String, limit: Int) -> [String] {
        var folded: [UInt8] = []
        Self.appendKey(of: query, to: &folded)
        guard !folded.isEmpty, limit > 0 else { return [] }
        var beginning: [Int] = []
        var inside: [Int] = []
        keys.withUnsafeBufferPointer { keys in
            starts.withUnsafeBufferPointer { starts in
                for candidate in 0..<(starts.count - 1) {
                    let start = starts[candidate], end = starts[candidate + 1]
                    guard end - start >= folded.count else { continue }
                    if Self.matches(folded, in: keys, at: start) {
                        beginning.append(candidate)
                        if beginning.count == limit { return }
                    } else if inside.count < limit, Self.matchesAWord(folded, in: keys, from: start, to: end) {
                        inside.append(candidate)
                    }
                }
            }
        }
        return (beginning + inside).prefix(limit).map { candidates[$0] }
    }

    private static func matches(_ query: [UInt8], in keys: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        for offset in 0..<query.count where keys[position + offset] != query[offset] { return false }
        return true
    }

    private static func matchesAWord(_ query: [UInt8], in keys: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var position = start + 1
        while position + query.count <= end {
            if isSeparator(keys[position - 1]), matches(query, in: keys, at: position) { return true }
            position += 1
        }
        return false
    }

    /// Appends `text` as the index compares it to `keys`: folded, each run of spaces and
    /// punctuation one space, and none around it. ASCII text, most candidates, is folded
    /// byte by byte, as the same rules fold it.
    private static func appendKey(of text: String, to keys: inout [UInt8]) {
        let start = keys.count
        var parted = true
        func append(_ bytes: some Sequence<UInt8>, separator: Bool) {
            if separator {
                parted = true
                return
            }
            if parted, keys.count > start { keys.append(0x20) }
            parted = false
            keys.append(contentsOf: bytes)
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                append(CollectionOfOne((0x41...0x5A).contains(byte) ? byte + 0x20 : byte), separator: asciiSeparators[Int(byte)])
            }
            return
        }
        for scalar in TextFolding.folded(text).unicodeScalars {
            append(scalar.utf8, separator: isPunctuationOrSpace(scalar))
        }
    }

    /// Whether each ASCII byte is a space, a control or punctuation, as Unicode classes it.
    private static let asciiSeparators = (0..<128).map { isPunctuationOrSpace(Unicode.Scalar(UInt8($0))) }

    private static func isPunctuationOrSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .connectorPunctuation, .dashPunctuation,
             .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation: true
        default: false
        }
    }

    /// Whether a word can begin after `byte`: an ASCII character that is no letter or digit.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte < 0x80 && !(byte >= 0x30 && byte <= 0x39) && !(byte >= 0x61 && byte <= 0x7A) && !(byte >= 0x41 && byte <= 0x5A)
    }
}
