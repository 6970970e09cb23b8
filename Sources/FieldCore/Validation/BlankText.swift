/// Whether text holds anything but white space, without Foundation's trimming (which
/// builds a new string and costs a microsecond per call).
enum BlankText {
    /// True for the empty string and for white space and line breaks alone.
    static func isBlank(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace { return false }
        return true
    }
}
