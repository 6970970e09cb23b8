/// The `printf`-style placeholders of a message, each argument's position and kind
/// (`%d` and `%2$d` an integer, `%@` an object), so that a translation asking for an
/// argument the code does not pass, or for one of another kind, is never used: filled, it
/// would show a bare placeholder or another argument than the one it names.
struct FormatPlaceholders: Equatable {
    /// Each argument's kind, by its position from 1.
    private(set) var kinds: [Int: Character] = [:]

    /// The placeholders of `pattern`; `%%` is none.
    init(_ pattern: String) {
        for placeholder in Self.scan(pattern) {
            kinds[placeholder.position] = Self.kind(of: placeholder.conversion)
        }
    }

    /// One placeholder as written: where it stands (from `%` to its conversion), its argument's
    /// position from 1, its flags, width and precision (`02`, `-4`), and its conversion.
    struct Placeholder {
        let range: Range<String.Index>
        let position: Int
        let flags: Substring
        let conversion: Character
    }

    /// The placeholders of `pattern` in order, each with an explicit position (`%2$@`) or the
    /// next one; `%%` is none, and a `%` with no conversion after it ends the pattern's.
    static func scan(_ pattern: String) -> [Placeholder] {
        var found: [Placeholder] = []
        var characters = pattern[...]
        var next = 1
        while let percent = characters.firstIndex(of: "%") {
            characters = characters[characters.index(after: percent)...]
            guard let first = characters.first else { break }
            if first == "%" {
                characters = characters.dropFirst()
                continue
            }
            // An explicit position (`2$`), then flags, width and precision, then a length.
            var position = next
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            if let dollar = characters.dropFirst(digits.count).first, dollar == "$", let explicit = Int(digits) {
                position = explicit
                characters = characters.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            let flags = characters.prefix { "-+ #0'.123456789".contains($0) }
            characters = characters.dropFirst(flags.count).drop { "hlqLzjt".contains($0) }
            guard let conversion = characters.popFirst() else { break }
            found.append(Placeholder(range: percent..<characters.startIndex, position: position, flags: flags, conversion: conversion))
        }
        return found
    }

    /// Adds the placeholders of `other` that these lack (an English plural's count where its
    /// singular writes "one").
    mutating func add(_ other: FormatPlaceholders) {
        kinds.merge(other.kinds) { mine, _ in mine }
    }

    /// Whether every placeholder of `translation` is one of these, of the same kind (a
    /// translation may leave one out, as German's "Ein Feld" leaves out the count).
    func admits(_ translation: FormatPlaceholders) -> Bool {
        translation.kinds.allSatisfy { kinds[$0.key] == $0.value }
    }

    /// The conversions that read the same kind of argument, as one.
    private static func kind(of conversion: Character) -> Character {
        switch conversion {
        case "d", "i", "u", "o", "x", "X", "c": "d"
        case "f", "F", "e", "E", "g", "G", "a", "A": "f"
        default: conversion
        }
    }
}
