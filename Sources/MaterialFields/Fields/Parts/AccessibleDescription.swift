import FieldCore
import GtkInterop

/// What a field tells assistive technologies, compared before each update so a keystroke
/// that changes none of it costs no accessibility update.
struct AccessibleDescription: Equatable {
    let label: String
    /// The helper, warning or error text.
    let supportingText: String?
    /// The value, where the node's role gives a screen reader no other way to it.
    let value: String?
    let isInvalid: Bool
    let isRequired: Bool
    let isDisabled: Bool

    init(_ snapshot: FieldSnapshot, value: String? = nil) {
        label = Mnemonic.plain(snapshot.label)
        supportingText = snapshot.supportingText
        self.value = value
        isInvalid = snapshot.state == .error
        isRequired = snapshot.isRequired
        isDisabled = !snapshot.isEnabled
    }

    /// What the description reads: the value, then the supporting text.
    var description: String? {
        let (value, text) = describedParts
        guard let value else { return text }
        guard let text else { return value }
        return value + ". " + text
    }

    /// Whether ``description`` differs from `other`'s, without composing either.
    func differsInDescription(from other: AccessibleDescription?) -> Bool {
        let parts = describedParts
        guard let other else { return parts.value != nil || parts.text != nil }
        return parts != other.describedParts
    }

    /// The value and the supporting text the description reads, nil where empty.
    private var describedParts: (value: String?, text: String?) {
        (value.flatMap { $0.isEmpty ? nil : $0 }, supportingText.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Whether only the verdict differs from `other`: the invalid state, or the error
    /// read while invalid. (A helper or warning changing is no verdict.)
    func differsInVerdictAlone(from other: AccessibleDescription) -> Bool {
        guard label == other.label, value == other.value, isRequired == other.isRequired,
              isDisabled == other.isDisabled else { return false }
        return isInvalid != other.isInvalid || (isInvalid && supportingText != other.supportingText)
    }
}
