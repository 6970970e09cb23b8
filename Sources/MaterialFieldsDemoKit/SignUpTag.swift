import FieldCore

/// The rows of the sign-up form.
public enum SignUpTag: RowTag, CaseIterable {
    case username, email, password, confirmation, birthDate, country
}
