@_spi(_Unicode) import Swift

/// How text is compared: a search (suggestions, a picker's type-ahead, month names) sets case,
/// accents and width aside, and the chips' repeat check sets case aside as the reader's
/// language does.
///
/// ``caseFolded(_:)`` sets case aside by Unicode's case folding, not by lower case: `Straße`
/// is `STRASSE`, and a word ending in `ς` is the same word in capitals (`ΟΔΟΣ`, `οδος`). In
/// Turkish and Azerbaijani, capital `I` is dotless `ı`'s and `İ` is `i`'s (`ISPARTA` is
/// `ısparta`, `İSTANBUL` is `istanbul`), as GLib's and Foundation's Turkish case rules have it.
///
/// ``folded(_:)``, a search's, is the same in every language: it also sets aside the
/// diacritics of Latin, Greek, Cyrillic, Hebrew and Arabic (`sao` finds `São Paulo`), the dot
/// of `i` (`igdir`, `IĞDIR` and `ığdır` all find `Iğdır`, as a user typing on any keyboard
/// means), and width (`ｔｏｋｙｏ` is `tokyo`, half-width `ｶﾀｶﾅ` is `カタカナ`); it keeps the
/// marks that make another letter or sound in their scripts (Japanese `ガ` is not `カ`, Hindi
/// `कुल` not `कल`, Thai `กิน` not `กัน`).
///
/// ```swift
/// let turkish = TextFolding(language: "tr")
/// turkish.caseFolded("ISPARTA") == turkish.caseFolded("ısparta")   // true
/// TextFolding.folded("Côte d’Ivoire")                               // "cote d’ivoire"
/// ```
public struct TextFolding: Sendable, Equatable {
    /// Whether capital `I` is dotless `ı`'s and `İ` is `i`'s (Turkish, Azerbaijani).
    public let isTurkic: Bool

    /// The folding of `language` (`tr`, `de`, or a locale's name such as `tr_TR.UTF-8`).
    public init(language: String) {
        isTurkic = ["tr", "az"].contains(RegionFormats.language(of: language))
    }

    /// The desktop's: the language of `LC_CTYPE` (`LC_ALL`, then `LC_CTYPE`, then `LANG`),
    /// which GLib's and GTK's own case rules follow.
    public static let desktop = TextFolding(
        language: ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(ProcessEnvironment.value).first { !$0.isEmpty } ?? "C")

    /// `text` with case set aside (``TextFolding``), its diacritics and width kept.
    public func caseFolded(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { appendCaseFolded(scalar, to: &scalars) }
        return String(scalars)
    }

    /// `text` as a search compares it, in any language: case, the diacritics of Latin, Greek,
    /// Cyrillic, Hebrew and Arabic, the dot of `i` and width set aside (``TextFolding``).
    public static func folded(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        // The canonical decomposition puts each diacritic in a scalar of its own, which is
        // then left out (`İ` is `I` and a dot); the standard library has it as SPI
        // (swift-foundation uses it too).
        for scalar in String(text)._nfd where !isDiacritic(scalar) {
            let wide = fullWidth(scalar)
            if wide == "\u{131}" { scalars.append("i") } else { search.appendCaseFolded(wide, to: &scalars) }
        }
        return String(scalars)
    }

    /// The case rules a search folds by: Unicode's own, with no language's.
    private static let search = TextFolding(language: "")

    private func appendCaseFolded(_ scalar: Unicode.Scalar, to scalars: inout String.UnicodeScalarView) {
        if scalar.isASCII {
            let lower = (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar
            scalars.append(isTurkic && scalar == "I" ? "\u{131}" : lower)
            return
        }
        if isTurkic, scalar == "\u{130}" {
            scalars.append("i")
            return
        }
        // Dotless `ı` is its own letter, whose capital is `I`: case folding keeps it.
        guard scalar != "\u{131}", scalar.properties.changesWhenCaseMapped else {
            scalars.append(scalar)
            return
        }
        // The lower case of the upper case: Unicode's case folding for the letters whose lower
        // case is not it (`ß` is `ss`, final `ς` is `σ`, `ſ` is `s`, `ﬁ` is `fi`).
        for upper in scalar.properties.uppercaseMapping.unicodeScalars {
            scalars.append(contentsOf: upper.properties.lowercaseMapping.unicodeScalars)
        }
    }

    /// `scalar` at its usual width: full-width ASCII as ASCII (`Ａ` is `A`), half-width
    /// katakana and its sound marks as full-width (`ｶﾞ` is `ガ` decomposed).
    private static func fullWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: Unicode.Scalar(UInt8(scalar.value - 0xFEE0))
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
