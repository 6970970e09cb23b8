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
        var characters = pattern[...]
        var next = 0
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            let placeholder = characters[percent...]
            var rest = placeholder.dropFirst()
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            var position = next
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if rest.dropFirst(digits.count).first == "$", let explicit = Int(digits), explicit > 0 {
                position = explicit - 1
                rest = rest.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            let flags = rest.prefix { "-+ #0'.123456789".contains($0) }
            rest = rest.dropFirst(flags.count).drop { "hlqLzjt".contains($0) }
            guard let conversion = rest.popFirst(), arguments.indices.contains(position) else {
                result += placeholder[..<rest.startIndex]
                characters = rest
                continue
            }
            result += padded(arguments[position].description, conversion: conversion, flags: flags)
            characters = rest
        }
        return result + characters
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
