/// Labels that mark a keyboard mnemonic with an underscore, as GTK's do ("_E-mail" is
/// reached with Alt+E).
public enum Mnemonic {
    /// `label` as read and as written in a sentence: a mnemonic's underscore dropped, a
    /// doubled one kept as one ("_E-mail" is "E-mail", "snake__case" is "snake_case").
    /// (A plain scan: Foundation's `replacingOccurrences` cost a third of a keystroke.)
    public static func plain(_ label: String) -> String {
        guard label.utf8.contains(UInt8(ascii: "_")) else { return label }
        var plain = ""
        var escaped = false
        for character in label {
            if character == "_", !escaped {
                escaped = true
                continue
            }
            escaped = false
            plain.append(character)
        }
        return plain
    }
}
