/// A fast, allocation-free check of an e-mail address as the HTML standard defines a
/// "valid e-mail address" (the rule of `<input type=email>`):
///
/// - a local part of one or more letters, digits and ``.!#$%&'*+/=?^_`{|}~-``;
/// - an `@`;
/// - a domain of labels separated by dots, each 1 to 63 letters, digits and hyphens,
///   neither beginning nor ending with a hyphen (so no empty label: `a@b..com` is refused).
///
/// Unlike the standard, a domain of one label (`ada@localhost`) is refused unless asked
/// for: a form on the internet wants a dot. One pass over the UTF-8 bytes decides it.
enum EmailAddress {
    static func isValid(_ text: String, allowingSingleLabelDomain: Bool = false) -> Bool {
        var localLength = 0
        var seenAt = false
        var dots = 0
        var labelLength = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if !seenAt {
                if byte == at {
                    guard localLength > 0 else { return false }
                    seenAt = true
                } else if isLocal(byte) {
                    localLength += 1
                } else {
                    return false
                }
                continue
            }
            if byte == dot {
                guard labelLength > 0, previous != hyphen else { return false }
                dots += 1
                labelLength = 0
            } else if isLetter(byte) || isDigit(byte) || byte == hyphen {
                guard labelLength > 0 || byte != hyphen, labelLength < 63 else { return false }
                labelLength += 1
            } else {
                return false
            }
            previous = byte
        }
        guard seenAt, labelLength > 0, previous != hyphen else { return false }
        return dots > 0 || allowingSingleLabelDomain
    }

    private static let at = UInt8(ascii: "@")
    private static let dot = UInt8(ascii: ".")
    private static let hyphen = UInt8(ascii: "-")

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The standard's "atext" and the dot: ``!#$%&'*+-/=?^_`{|}~.``
    private static func isLocal(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || localSymbols.contains(byte)
    }

    private static let localSymbols: Set<UInt8> = Set(".!#$%&'*+/=?^_`{|}~-".utf8)
}
