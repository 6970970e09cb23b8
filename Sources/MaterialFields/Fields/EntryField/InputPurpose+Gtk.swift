import CGtk
import FieldCore

/// GTK's input purpose and hints for each ``InputPurpose``.
extension InputPurpose {
    var gtkPurpose: GtkInputPurpose {
        switch self {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .url: GTK_INPUT_PURPOSE_URL
        case .name: GTK_INPUT_PURPOSE_NAME
        case .password: GTK_INPUT_PURPOSE_PASSWORD
        case .pin: GTK_INPUT_PURPOSE_PIN
        case .cardNumber, .securityCode: GTK_INPUT_PURPOSE_DIGITS
        }
    }

    var gtkHints: GtkInputHints {
        switch self {
        case .email, .url, .password, .pin, .number, .phone, .cardNumber, .securityCode:
            GtkInputHints(rawValue: GTK_INPUT_HINT_NO_SPELLCHECK.rawValue | GTK_INPUT_HINT_NO_EMOJI.rawValue)
        case .name: GTK_INPUT_HINT_UPPERCASE_WORDS
        case .freeForm: GTK_INPUT_HINT_NONE
        }
    }
}
