import FieldCore
import GtkInterop

/// What a field tells assistive technologies, compared before each update so a keystroke
/// that changes none of it costs no accessibility update.
struct AccessibleDescription: Equatable {
    let label: String
    let description: String?
    let isInvalid: Bool
    let isRequired: Bool
    let isDisabled: Bool

    init(_ snapshot: FieldSnapshot) {
        label = Accessibility.name(fromMnemonic: snapshot.label)
        description = snapshot.supportingText
        isInvalid = snapshot.state == .error
        isRequired = snapshot.isRequired
        isDisabled = !snapshot.isEnabled
    }
}
