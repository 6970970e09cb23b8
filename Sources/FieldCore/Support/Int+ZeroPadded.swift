extension BinaryInteger {
    /// The number in ASCII digits, with zeros after any minus sign up to `width` characters,
    /// as `printf`'s `%0*d` writes it (`7` to 2 is `07`, `-7` to 4 is `-007`).
    package func zeroPadded(_ width: Int) -> String {
        let digits = String(self)
        guard digits.count < width else { return digits }
        let zeros = String(repeating: "0", count: width - digits.count)
        return self < 0 ? "-" + zeros + digits.dropFirst() : zeros + digits
    }
}
