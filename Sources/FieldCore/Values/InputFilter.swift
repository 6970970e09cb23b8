/// Keeps or changes each typed character (digits only, upper case): characters it drops
/// never reach the field, and the caret stays after what was kept.
public struct InputFilter: TextFormatter, Sendable {
    private let transform: @Sendable (Character) -> Character?

    /// A filter that maps each typed character, or drops it (nil).
    public init(_ transform: @escaping @Sendable (Character) -> Character?) {
        self.transform = transform
    }

    /// Only the digits 0 to 9.
    public static let digits = InputFilter { $0.isASCII && $0.isNumber ? $0 : nil }
    /// Letters in upper case; other characters kept.
    public static let uppercase = InputFilter { upper($0) }
    /// Letters and digits only, in upper case (a booking code, say).
    public static let code = InputFilter { $0.isLetter || $0.isNumber ? upper($0) : nil }

    /// `character` in upper case, or as it is when its upper case is longer ("ß" is "SS").
    private static func upper(_ character: Character) -> Character {
        let upper = character.uppercased()
        return upper.count == 1 ? Character(upper) : character
    }

    public func apply(replacing range: Range<Int>, in text: String, with replacement: String) -> (text: String, caret: Int) {
        var characters = Array(text)
        let lower = min(max(0, range.lowerBound), characters.count), upper = min(max(lower, range.upperBound), characters.count)
        let kept = replacement.compactMap(transform)
        characters.replaceSubrange(lower..<upper, with: kept)
        return (String(characters), lower + kept.count)
    }

    public func value(of text: String) -> String { text }

    public func display(_ value: String) -> String { String(value.compactMap(transform)) }
}
