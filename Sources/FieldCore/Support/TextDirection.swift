/// The way a text reads, as its first letter does (Unicode's first-strong rule): right to
/// left for Hebrew, Arabic and the other scripts written so, left to right for the rest.
///
/// ```swift
/// TextDirection(ofFirstLetterIn: "זהו שדה חובה")   // .rightToLeft
/// TextDirection(ofFirstLetterIn: "12: Name")          // .leftToRight
/// ```
public enum TextDirection: Sendable, Equatable {
    /// Left to right: Latin, Cyrillic, Greek, the CJK scripts and most others.
    case leftToRight
    /// Right to left: Hebrew, Arabic and the other scripts written so.
    case rightToLeft

    /// The direction of the first letter of `text`; nil for a text with none (digits and
    /// punctuation alone).
    public init?(ofFirstLetterIn text: some StringProtocol) {
        guard let letter = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return nil }
        self = Self.isRightToLeft(letter) ? .rightToLeft : .leftToRight
    }

    /// The invisible mark of the direction (U+200E or U+200F), which a line takes first
    /// to read this way whatever its first letter.
    public var mark: String {
        self == .rightToLeft ? "\u{200F}" : "\u{200E}"
    }

    /// Whether `scalar` is a letter of a script written right to left: Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms, and the
    /// right-to-left blocks past the Basic Multilingual Plane.
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
