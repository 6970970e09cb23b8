/// What a segmented date or time shows, in the locale's order: its segments and the
/// separators between them ("MM/dd/yyyy" is month, "/", day, "/", year).
public enum DatePart: Equatable, Sendable {
    /// A segment the user types or steps.
    case segment(DateSegmentKind)
    /// A separator shown between segments.
    case literal(String)

    /// The parts of a `DateFormatter` pattern: runs of pattern letters become segments,
    /// quoted text and other characters separators; letters of no segment here (an era, a
    /// weekday) are left out with what separates them.
    static func parts(ofPattern pattern: String) -> [DatePart] {
        var parts: [DatePart] = []
        var literal = ""
        var characters = Array(pattern)[...]
        func flushLiteral() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                while let quoted = characters.first, quoted != "'" {
                    literal.append(quoted)
                    characters = characters.dropFirst()
                }
                characters = characters.dropFirst()
            } else if character.isLetter, character.isASCII {
                let run = characters.prefix { $0 == character }
                characters = characters.dropFirst(run.count)
                guard let kind = kind(ofLetter: character) else { continue }
                flushLiteral()
                parts.append(.segment(kind))
            } else {
                literal.append(character)
                characters = characters.dropFirst()
            }
        }
        flushLiteral()
        return parts
    }

    private static func kind(ofLetter letter: Character) -> DateSegmentKind? {
        switch letter {
        case "y", "u": .year
        case "M", "L": .month
        case "d": .day
        case "h", "H", "k", "K": .hour
        case "m": .minute
        case "a", "b", "B": .dayPeriod
        default: nil
        }
    }
}
