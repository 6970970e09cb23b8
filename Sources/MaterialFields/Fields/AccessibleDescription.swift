import FieldCore

/// What a field tells assistive technologies, compared before each update so a keystroke
/// that changes none of it costs no accessibility update.
struct AccessibleDescription: Equatable {
    let label: String
    let description: String?
    let isInvalid: Bool
    let isRequired: Bool
    let isDisabled: Bool

    init(_ snapshot: FieldSnapshot) {
        label = Self.name(fromMnemonic: snapshot.label)
        description = snapshot.supportingText
        isInvalid = snapshot.state == .error
        isRequired = snapshot.isRequired
        isDisabled = !snapshot.isEnabled
    }

    /// `label` as read aloud: a mnemonic's underscore dropped, a doubled one kept as one.
    /// (A plain scan: Foundation's `replacingOccurrences` cost a third of a keystroke.)
    static func name(fromMnemonic label: String) -> String {
        guard label.utf8.contains(UInt8(ascii: "_")) else { return label }
        var name = ""
        var escaped = false
        for character in label {
            if character == "_", !escaped {
                escaped = true
                continue
            }
            escaped = false
            name.append(character)
        }
        return name
    }
}
