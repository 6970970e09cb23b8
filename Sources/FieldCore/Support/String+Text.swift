/// The few text operations the library needs beyond the standard library's, written here so
/// that FieldCore needs FoundationEssentials only (Foundation's would bring ICU and its 34 MB
/// of data into every program, for formats the library takes from the C library instead).
extension StringProtocol {
    /// The text without the white space and line breaks around it.
    package var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }

    /// The text as a search compares it (``TextFolding/folded(_:)``): case, the diacritics
    /// of Latin, Greek, Cyrillic, Hebrew and Arabic (`É` is `e`), and width (`Ａ` is `a`) set
    /// aside.
    package var folded: String {
        TextFolding.folded(self)
    }

    /// Whether the text's UTF-8 holds `other`'s, byte for byte: what a search for an ASCII
    /// name needs. The standard library's `contains(_:)` for strings compares characters and
    /// lives in _StringProcessing: three calls of it as a theme is installed cost a first form
    /// 0.27 M instructions and three 64 KB windows of that module's code mapped in.
    package func containsUTF8(_ other: some StringProtocol) -> Bool {
        let needle = Array(other.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(utf8)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }

    /// The text with each `strftime` conversion's flags and alternative forms dropped (`%-d`
    /// is `%d`, `%Ey` `%y`, `%OI` `%I`): the same fields, which the fields write their own way.
    package var plainConversions: String {
        replacingConversions(flags: "-_0EO^#") { "%\($0)" }
    }

    /// The text with each of its `strftime` conversions (`%d`, `%-m`, `%Ey`: a percent sign,
    /// any of `flags`, a letter) replaced by what `replacement` gives for its letter.
    package func replacingConversions(flags: String, _ replacement: (Character) -> String) -> String {
        var result = ""
        var rest = self[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterFlags = rest[rest.index(after: percent)...].drop { flags.contains($0) }
            guard let letter = afterFlags.first, letter.isASCII, letter.isLetter else {
                result += rest[percent...].prefix(1)
                rest = rest[rest.index(after: percent)...]
                continue
            }
            result += replacement(letter)
            rest = afterFlags.dropFirst()
        }
        return result + rest
    }
}
