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
        label = Accessibility.name(fromMnemonic: snapshot.label)
        supportingText = snapshot.supportingText
        self.value = value
        isInvalid = snapshot.state == .error
        isRequired = snapshot.isRequired
        isDisabled = !snapshot.isEnabled
    }

    /// What the description reads: the value, then the supporting text.
    var description: String? {
        let parts = [value, supportingText].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ". ")
    }

    /// Whether only the verdict differs from `other`: the invalid state, or the error
    /// read while invalid. (A helper or warning changing is no verdict.)
    func differsInVerdictAlone(from other: AccessibleDescription) -> Bool {
        guard label == other.label, value == other.value, isRequired == other.isRequired,
              isDisabled == other.isDisabled else { return false }
        return isInvalid != other.isInvalid || (isInvalid && supportingText != other.supportingText)
    }
}
