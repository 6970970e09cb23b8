/// The two Material 3 text-field styles.
public enum FieldVariant: String, Sendable, CaseIterable {
    /// A tinted container with an underline (the active indicator).
    case filled
    /// A transparent container inside an outline that the floating label notches.
    case outlined
}
