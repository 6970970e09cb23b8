/// Reads the entries of a gettext PO file (po/<language>.po), as far as showing its
/// translations needs.
///
/// The files are checked with `msgfmt --check` before they ship (Scripts/update-pot.py
/// --check), so the reader is lenient rather than strict: a line it cannot read is skipped,
/// never a reason to lose the whole language.
///
/// It reads `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[n]`, each possibly
/// continued by further `"…"` lines, with C's escapes (`\"`, `\\`, `\n`, `\t`, octal, …);
/// the flags line `#, fuzzy`; and skips every other comment, obsolete entries (`#~`)
/// among them.
struct POReader {
    /// The keyword the string being read belongs to, so that a continuation line extends it.
    private enum Field {
        case none, context, message, plural, translation(Int)
    }

    private var entries: [POEntry] = []
    private var field = Field.none
    // The entry being read.
    private var context: String?
    private var message: String?
    private var plural: String?
    private var translations: [Int: String] = [:]
    private var isFuzzy = false

    /// The entries of `text`, the header's (msgid "") among them, in the file's order.
    static func entries(in text: String) -> [POEntry] {
        var reader = POReader()
        // A byte-order mark some editors write would hide the first keyword.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // Split on "\n" alone: Swift's lines would keep "\r\n" as one Character.
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            reader.read(line: Substring(decoding: line, as: UTF8.self))
        }
        reader.finishEntry()
        return reader.entries
    }

    private mutating func read(line raw: Substring) {
        let line = raw.drop { $0 == " " || $0 == "\t" }.trimmingSuffix { $0 == "\r" || $0 == " " || $0 == "\t" }
        if line.isEmpty {
            finishEntry()
            field = .none
        } else if line.hasPrefix("#") {
            // A comment after a translation starts the next entry; its flags are that entry's.
            if message != nil { finishEntry() }
            field = .none
            if line.hasPrefix("#,") {
                let flags = line.dropFirst(2).split(separator: ",").map { $0.trimmingPrefix(" ").trimmingSuffix { $0 == " " } }
                if flags.contains("fuzzy") { isFuzzy = true }
            }
        } else if line.hasPrefix("\"") {
            append(Self.string(in: line))
        } else if let rest = line.keywordValue("msgctxt") {
            if message != nil { finishEntry() }
            context = Self.string(in: rest)
            field = .context
        } else if let rest = line.keywordValue("msgid_plural") {
            plural = Self.string(in: rest)
            field = .plural
        } else if let rest = line.keywordValue("msgid") {
            if message != nil { finishEntry() }
            message = Self.string(in: rest)
            field = .message
        } else if line.hasPrefix("msgstr["), let close = line.firstIndex(of: "]"),
                  let index = Int(line[line.index(line.startIndex, offsetBy: 7)..<close]), index >= 0 {
            translations[index] = Self.string(in: line[line.index(after: close)...])
            field = .translation(index)
        } else if let rest = line.keywordValue("msgstr") {
            translations[0] = Self.string(in: rest)
            field = .translation(0)
        } else {
            field = .none
        }
    }

    /// Adds a continuation line's text to the string being read.
    private mutating func append(_ text: String) {
        switch field {
        case .none: break
        case .context: context = (context ?? "") + text
        case .message: message = (message ?? "") + text
        case .plural: plural = (plural ?? "") + text
        case .translation(let index): translations[index, default: ""] += text
        }
    }

    private mutating func finishEntry() {
        if let message {
            // msgstr[0], msgstr[1], …; a form the file skipped is empty, so the entry shows English.
            let count = (translations.keys.max() ?? -1) + 1
            entries.append(POEntry(context: context, message: message, plural: plural,
                                   translations: (0..<count).map { translations[$0] ?? "" }, isFuzzy: isFuzzy))
        }
        context = nil
        message = nil
        plural = nil
        translations = [:]
        isFuzzy = false
        field = .none
    }

    /// The value of a quoted C string (`"Say \"hi\"\n"`), unescaped; "" if `text` holds none.
    static func string(in text: Substring) -> String {
        let bytes = Array(text.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "\"")) else { return "" }
        var value: [UInt8] = []
        var index = open + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index = unescape(bytes, from: index + 1, into: &value)
            } else {
                value.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// Appends what the escape at `bytes[start...]` (just after its backslash) stands for;
    /// returns the index after it. Works on bytes, as C does, so `\303\244` is one "ä".
    private static func unescape(_ bytes: [UInt8], from start: Int, into value: inout [UInt8]) -> Int {
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
            UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B,
        ]
        let byte = bytes[start]
        if let character = simple[byte] {
            value.append(character)
            return start + 1
        }
        if let digit = octalDigit(byte) {
            // Up to three octal digits.
            var code = Int(digit)
            var index = start + 1
            while index < bytes.count, index < start + 3, let next = octalDigit(bytes[index]) {
                code = code * 8 + Int(next)
                index += 1
            }
            value.append(UInt8(truncatingIfNeeded: code))
            return index
        }
        if byte == UInt8(ascii: "x") {
            var code = 0
            var index = start + 1
            while index < bytes.count, let next = hexDigit(bytes[index]) {
                code = (code &* 16 &+ Int(next)) & 0xFF
                index += 1
            }
            if index > start + 1 {
                value.append(UInt8(code))
                return index
            }
        }
        // \" \\ \' \? and anything unknown: the character itself.
        value.append(byte)
        return start + 1
    }

    private static func octalDigit(_ byte: UInt8) -> UInt8? {
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? byte - UInt8(ascii: "0") : nil
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

private extension Substring {
    /// What follows `keyword` and a space or a quote (`msgid "…"`), or nil if the line is
    /// another keyword's (`msgid` is no `msgid_plural`).
    func keywordValue(_ keyword: String) -> Substring? {
        guard hasPrefix(keyword) else { return nil }
        let rest = dropFirst(keyword.count)
        guard let next = rest.first, next == " " || next == "\t" || next == "\"" else { return nil }
        return rest
    }

    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
