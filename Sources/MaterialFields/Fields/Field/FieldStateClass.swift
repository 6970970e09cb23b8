/// A CSS class the field's container carries while the field is in a state, so the
/// stylesheet can style the field by state (`.container.error ~ .label`).
enum FieldStateClass: Int, CaseIterable {
    case filled, outlined, focused, error, warning, floating, overLimit, hovered, open

    /// The class name in the stylesheet.
    var name: String {
        switch self {
        case .filled: "filled"
        case .outlined: "outlined"
        case .focused: "focused"
        case .error: "error"
        case .warning: "warning"
        case .floating: "floating"
        case .overLimit: "over-limit"
        case .hovered: "hovered"
        case .open: "open"
        }
    }

    /// The class of a variant.
    init(_ variant: FieldVariant) {
        self = variant == .filled ? .filled : .outlined
    }
}
