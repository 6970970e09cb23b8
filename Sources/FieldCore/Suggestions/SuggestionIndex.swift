import FoundationEssentials

/// A list of candidates prepared once for matching as the user types: each is folded
/// (case, accents and width set aside as ``TextFolding/folded(_:)`` does, so `sao` finds
/// “São Paulo” and `strasse` “Straße”) and kept in one contiguous buffer, so a query scans 100,000
/// candidates in a few milliseconds.
///
/// A candidate matches when the query begins it or begins one of its words (`york` finds
/// “New York”, `ivoire` “Côte d’Ivoire”); those it begins come first, each group in the
/// list's own order. Words are parted by spaces and punctuation of any script (a no-break
/// space, `’`, `‑`, `・`), and an ASCII apostrophe or hyphen in the query matches any
/// script's (`d'i` finds `d’Ivoire`). A space and a hyphen match each other (`saint etienne`
/// finds “Saint-Étienne”, `jean-pierre` “Jean Pierre”).
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
        Self.appendKey(of: query.trimmed, to: &folded)
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
        for offset in 0..<query.count where keys[position + offset] != query[offset] {
            // A space and a hyphen are one (`saint etienne`, `jean-pierre`), as are the other
            // scripts' punctuation the keys hold as spaces.
            guard joinsWords(keys[position + offset]), joinsWords(query[offset]) else { return false }
        }
        return true
    }

    private static func joinsWords(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2D
    }

    private static func matchesAWord(_ query: [UInt8], in keys: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var position = start + 1
        while position + query.count <= end {
            if isSeparator(keys[position - 1]), matches(query, in: keys, at: position) { return true }
            position += 1
        }
        return false
    }

    /// Appends `text` as the index compares it to `keys`: folded (``TextFolding/folded(_:)``),
    /// with any script's spaces, dashes and apostrophes as ASCII's and its other punctuation
    /// as a space, so that a word begins after them as after ASCII's.
    private static func appendKey(of text: String, to keys: inout [UInt8]) {
        for scalar in TextFolding.folded(text).unicodeScalars {
            if scalar.isASCII {
                keys.append(UInt8(scalar.value))
                continue
            }
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: keys.append(0x20)
            case .dashPunctuation: keys.append(0x2D)
            case .initialPunctuation, .finalPunctuation, .otherPunctuation, .openPunctuation, .closePunctuation,
                 .connectorPunctuation:
                keys.append(apostrophes.contains(scalar.value) ? 0x27 : 0x20)
            default: keys.append(contentsOf: scalar.utf8)
            }
        }
    }

    /// Typographic apostrophes (`’`, `‘`, `‛`, `′`, full-width `＇` is ASCII's already).
    private static let apostrophes: Set<UInt32> = [0x2018, 0x2019, 0x201B, 0x2032]

    /// Whether a word can begin after `byte`: an ASCII character that is no letter or digit.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte < 0x80 && !(byte >= 0x30 && byte <= 0x39) && !(byte >= 0x61 && byte <= 0x7A) && !(byte >= 0x41 && byte <= 0x5A)
    }
}
