import FieldCore

/// The rows of the sign-up form.
public enum SignUpTag: RowTag, CaseIterable {
    /// One tag per row, in display order (the checklist is a custom row).
    case username, email, phone, password, checklist, confirmation, birthDate, country
}
