@_spi(_Unicode) import Swift

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

    /// The text as a search compares it: lower case, without its diacritics (`É` is `e`), and
    /// the full-width forms of ASCII as ASCII (`Ａ` is `a`), as Foundation's
    /// `folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive])` does.
    package var folded: String {
        var scalars = String.UnicodeScalarView()
        // The canonical decomposition puts each diacritic in a scalar of its own, which is
        // then left out; the standard library has it as SPI (swift-foundation uses it too).
        for scalar in String(self)._nfd where !Self.isDiacritic(scalar) {
            if (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
                scalars.append(ascii)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars).lowercased()
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

    /// Whether the text is `other` when case is ignored.
    package func equalsIgnoringCase(_ other: some StringProtocol) -> Bool {
        lowercased() == other.lowercased()
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

    private static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }
}
