import FieldCore
import GtkInterop

/// The GEnum types of a ``StackBox``'s enum-valued properties, so `.ui` files, C and
/// bindings set them by nick. `none` (value 0) is a nil justify or alignment.
@MainActor
enum StackEnumTypes {
    /// `MfStackOrientation`: horizontal, vertical.
    static func orientation() throws -> EnumType {
        try EnumType.register("MfStackOrientation", nicks: Orientation.allCases.map(\.rawValue))
    }

    /// `MfStackJustify`: none, fill, start, end, center, space-between.
    static func justify() throws -> EnumType {
        try EnumType.register("MfStackJustify", nicks: ["none"] + Justify.allCases.map(\.nick))
    }

    /// `MfStackAlignment`: none, fill, start, center, end.
    static func alignment() throws -> EnumType {
        try EnumType.register("MfStackAlignment", nicks: ["none"] + Alignment.allCases.map(\.rawValue))
    }
}

extension Justify {
    /// The GEnum nick: the case name in kebab case.
    var nick: String { self == .spaceBetween ? "space-between" : rawValue }
}

extension Optional where Wrapped: CaseIterable & Equatable {
    /// The GEnum value of an optional case: 0 for nil (`none`), then the cases from 1.
    var optionalEnumValue: Int { map { $0.enumValue + 1 } ?? 0 }

    /// The optional case at GEnum value `value`: nil for 0 (`none`) or an unknown value.
    init(optionalEnumValue value: Int?) {
        guard let value, value > 0 else { self = nil; return }
        self = Wrapped(enumValue: value - 1)
    }
}
