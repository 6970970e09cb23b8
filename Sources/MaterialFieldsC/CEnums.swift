import GtkInterop

/// The C library's own GEnum types that its objects' properties take (the widget types
/// register theirs), each with its nicks in the header's order.
@MainActor
enum CEnums {
    /// `MfRowKind`.
    static func rowKind() throws -> EnumType {
        try EnumType.register("MfRowKind", nicks: CForm.kinds.map(\.nick))
    }

    /// `MfRule`: required, email, url, length, number, pattern, match.
    static func rule() throws -> EnumType {
        try EnumType.register("MfRule", nicks: CRowRules.nicks)
    }

    /// `MfColorScheme`: system, light, dark.
    static func colorScheme() throws -> EnumType {
        try EnumType.register("MfColorScheme", nicks: ["system", "light", "dark"])
    }

    /// `MfSeverity`: error, warning.
    static func severity() throws -> EnumType {
        try EnumType.register("MfSeverity", nicks: ["error", "warning"])
    }
}
