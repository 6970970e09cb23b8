/// A fast, allocation-free match of the seed's e-mail pattern.
///
/// The pattern is `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}`, matched against the
/// whole string. Neither class after the `@` holds another `@`, and the top-level domain
/// holds no dot, so a match is: one `@` after a non-empty local part of the first class,
/// then a domain whose last dot has at least one character before it and 2 to 64 letters
/// after it. One pass over the UTF-8 bytes decides it.
enum EmailAddress {
    static func isValid(_ text: String) -> Bool {
        var localLength = 0
        var seenAt = false
        var domainLength = 0
        var lastDot = -1            // offset of the last dot within the domain
        var afterDot = 0            // characters since that dot
        var afterDotIsLetters = false
        for byte in text.utf8 {
            if !seenAt {
                if byte == UInt8(ascii: "@") {
                    guard localLength > 0 else { return false }
                    seenAt = true
                } else if isLocal(byte) {
                    localLength += 1
                } else {
                    return false
                }
                continue
            }
            guard isDomain(byte) else { return false }
            if byte == UInt8(ascii: ".") {
                lastDot = domainLength
                afterDot = 0
                afterDotIsLetters = true
            } else {
                afterDot += 1
                if !isLetter(byte) { afterDotIsLetters = false }
            }
            domainLength += 1
        }
        return seenAt && lastDot >= 1 && afterDotIsLetters && (2...64).contains(afterDot)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    // . _ % + -
    private static func isLocal(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x2E || byte == 0x5F || byte == 0x25 || byte == 0x2B || byte == 0x2D
    }

    // . -
    private static func isDomain(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x2E || byte == 0x2D
    }
}
