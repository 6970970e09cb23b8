import FieldCore

/// The rows of the sign-up form.
public enum SignUpTag: RowTag, CaseIterable {
    /// One tag per field, in display order.
    case username, email, password, confirmation, birthDate, country
}
