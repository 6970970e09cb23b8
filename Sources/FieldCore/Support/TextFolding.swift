@_spi(_Unicode) import Swift

/// How text is compared, the same in every language: the chips' repeat check sets case
/// aside, and a search (suggestions, a picker's type-ahead, month names) also accents and
/// width.
///
/// ``caseFolded(_:)`` sets case aside by Unicode's case folding, not by lower case: `Straße`
/// is `STRASSE` and `STRAẞE`, and a word ending in `ς` is the same word in capitals (`ΟΔΟΣ`,
/// `οδος`). The dotted and dotless i are one letter, as Java's `equalsIgnoreCase` has them:
/// `İstanbul`, `Istanbul` and `istanbul` are one word, and so are `ILKER@X.COM` and
/// `ilker@x.com` on a Turkish desktop, whose case rules would make `I` the capital of `ı`.
///
/// ``folded(_:)``, a search's, also sets aside the diacritics of Latin, Greek, Cyrillic,
/// Hebrew and Arabic (`sao` finds `São Paulo`, `igdir` finds `Iğdır`), and width (`ｔｏｋｙｏ`
/// is `tokyo`, half-width `ｶﾀｶﾅ` is `カタカナ`); it keeps the marks that make another letter
/// or sound in their scripts (Japanese `ガ` is not `カ`, Hindi `कुल` not `कल`, Thai `กิน`
/// not `กัน`).
///
/// ```swift
/// TextFolding.caseFolded("STRAẞE") == TextFolding.caseFolded("Straße")   // true
/// TextFolding.folded("Côte d’Ivoire")                                     // "cote d’ivoire"
/// ```
public enum TextFolding {
    /// `text` with case set aside (``TextFolding``), its diacritics and width kept.
    public static func caseFolded(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { appendCaseFolded(scalar, to: &scalars) }
        return String(scalars)
    }

    /// `text` as a search compares it: case, the diacritics of Latin, Greek, Cyrillic,
    /// Hebrew and Arabic, and width set aside (``TextFolding``).
    public static func folded(_ text: some StringProtocol) -> String {
        // ASCII text, most of what is searched, has only its case to set aside.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: text.utf8.map(lowercased(ascii:)), as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        // The canonical decomposition puts each diacritic in a scalar of its own, which is
        // then left out; the standard library has it as SPI (swift-foundation uses it too).
        for scalar in String(text)._nfd where !isDiacritic(scalar) {
            appendCaseFolded(fullWidth(scalar), to: &scalars)
        }
        return String(scalars)
    }

    private static func appendCaseFolded(_ scalar: Unicode.Scalar, to scalars: inout String.UnicodeScalarView) {
        if scalar.isASCII {
            scalars.append(Unicode.Scalar(lowercased(ascii: UInt8(scalar.value))))
            return
        }
        guard scalar.properties.changesWhenCaseMapped else {
            append(scalar, to: &scalars)
            return
        }
        // Lower, upper, then lower case again: Unicode's case folding for the letters whose
        // lower case is not it (`ß` and `ẞ` are `ss`, a final `ς` is `σ`, `ſ` is `s`, `ﬁ`
        // is `fi`), and dotless `ı`, whose capital is `I`, is `i`.
        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
            for upper in lower.properties.uppercaseMapping.unicodeScalars {
                for folded in upper.properties.lowercaseMapping.unicodeScalars { append(folded, to: &scalars) }
            }
        }
    }

    /// Appends `scalar` but for the dot of an `i` written apart (`İ` decomposed, or lowered
    /// to `i` and a dot), which would keep `İ` from being `i`.
    private static func append(_ scalar: Unicode.Scalar, to scalars: inout String.UnicodeScalarView) {
        if scalar == "\u{307}", scalars.last == "i" { return }
        scalars.append(scalar)
    }

    /// `character` as the key that typed it, for reading numbers and dates: an input
    /// method's full-width forms of ASCII (`１`, `：`, `／`, `－`, `＋`) as ASCII, its
    /// ideographic comma, full stop and space (`、`, `。`, `　`, typed for `,`, `.` and a space)
    /// as ASCII's, and a minus sign (U+2212) or the prolonged sound mark a Japanese input
    /// method types for `-` in kana (`ー`, `ｰ`) as a hyphen; any other character as it is.
    static func keyed(_ character: Character) -> Character {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return character }
        switch scalar.value {
        case 0xFF01...0xFF5E: return Character(ascii(ofFullWidth: scalar))
        case 0x3000: return " "
        case 0x3001, 0xFF64: return ","
        case 0x3002, 0xFF61: return "."
        case 0x2212, 0x30FC, 0xFF70: return "-"
        default: return character
        }
    }

    /// The ASCII character of `scalar`, a full-width form of one (U+FF01 to U+FF5E).
    private static func ascii(ofFullWidth scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value - 0xFEE0))
    }

    /// `byte`, an ASCII character, in lower case.
    private static func lowercased(ascii byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// `scalar` at its usual width: full-width ASCII as ASCII (`Ａ` is `A`), half-width
    /// katakana and its sound marks as full-width (`ｶﾞ` is `ガ` decomposed).
    private static func fullWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: ascii(ofFullWidth: scalar)
        case 0xFF61...0xFF9F: halfWidthKana[Int(scalar.value - 0xFF61)]
        default: scalar
        }
    }

    /// The full-width forms of U+FF61 to U+FF9F: punctuation, katakana, and the voiced and
    /// semi-voiced sound marks as the combining marks a decomposed `ガ` and `パ` hold.
    private static let halfWidthKana = Array(
        "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
            .unicodeScalars) + ["\u{3099}", "\u{309A}"]

    /// Whether `scalar` is a diacritic a search sets aside: a combining mark of the blocks
    /// that Latin, Greek and Cyrillic take theirs from, Hebrew's points and Arabic's vowel
    /// signs and hamza. Other scripts' combining marks are letters or sounds of their own.
    private static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05C7, 0x0610...0x061A, 0x064B...0x065F, 0x0670,
             0x06D6...0x06ED, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: true
            default: false
            }
        default: false
        }
    }
}
