/// Fills a message's `printf`-style placeholders, as gettext's translators write them: `%@`
/// and `%s` for text, `%d` (with `l`, `ld`, `lu`, `i`, `u`) for a whole number, each with an
/// optional position (`%2$@`), and `%%` for a percent sign; `%02d` pads with zeros.
///
/// The library's own, rather than `String(format:)`, which needs Foundation (and so ICU).
/// A placeholder with no argument at its position is left as written, never read from
/// memory that is not an argument (``FormatPlaceholders`` also refuses such translations).
enum MessageFormat {
    /// `pattern` with its placeholders filled from `arguments`, by position from 1.
    static func fill(_ pattern: String, _ arguments: [any CustomStringConvertible]) -> String {
        var result = ""
        var written = pattern.startIndex
        for placeholder in FormatPlaceholders.scan(pattern) {
            result += pattern[written..<placeholder.range.lowerBound].replacing("%%", with: "%")
            written = placeholder.range.upperBound
            guard arguments.indices.contains(placeholder.position - 1) else {
                result += pattern[placeholder.range]
                continue
            }
            result += padded(arguments[placeholder.position - 1].description,
                             conversion: placeholder.conversion, flags: placeholder.flags)
        }
        return result + pattern[written...].replacing("%%", with: "%")
    }

    /// `text` padded to the width `flags` asks, with zeros before a number's digits for `0`.
    private static func padded(_ text: String, conversion: Character, flags: Substring) -> String {
        let zeros = flags.first == "0" && "diu".contains(conversion)
        let width = Int(flags.drop { $0 == "0" || $0 == "-" }) ?? 0
        guard text.count < width else { return text }
        let padding = String(repeating: zeros ? "0" : " ", count: width - text.count)
        if zeros, text.hasPrefix("-") { return "-" + padding + text.dropFirst() }
        return flags.hasPrefix("-") ? text + padding : padding + text
    }
}
