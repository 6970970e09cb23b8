import FieldCore
import GtkInterop

/// The GEnum types of the fields' enum-valued properties (`variant`, `purpose`, `mode`),
/// so C, GtkBuilder and bindings set them by nick and get a warning for a wrong one.
@MainActor
package enum FieldEnumTypes {
    /// `MfFieldVariant`: filled, outlined.
    package static func variant() throws -> EnumType {
        try EnumType.register("MfFieldVariant", nicks: FieldVariant.allCases.map(\.rawValue))
    }

    /// `MfInputPurpose`: free-form, email, number, phone, url, name, password, pin,
    /// card-number, security-code.
    package static func purpose() throws -> EnumType {
        try EnumType.register("MfInputPurpose", nicks: InputPurpose.allCases.map(\.nick))
    }

    /// `MfDateMode`: date, time, date-and-time.
    package static func dateMode() throws -> EnumType {
        try EnumType.register("MfDateMode", nicks: DateMode.allCases.map(\.nick))
    }
}

extension CaseIterable where Self: Equatable {
    /// This case's position in `allCases`: its GEnum value.
    var enumValue: Int {
        guard let index = Self.allCases.firstIndex(of: self) else { return 0 }
        return Self.allCases.distance(from: Self.allCases.startIndex, to: index)
    }

    /// The case at GEnum value `value`, nil when out of range.
    init?(enumValue value: Int?) {
        let cases = Array(Self.allCases)
        guard let value, cases.indices.contains(value) else { return nil }
        self = cases[value]
    }
}

extension InputPurpose {
    /// The GEnum nick: the case name in kebab case.
    var nick: String { EnumType.nick(camelCase: rawValue) }
}

extension DateMode {
    /// The GEnum nick: the case name in kebab case.
    var nick: String { self == .dateAndTime ? "date-and-time" : rawValue }
}
