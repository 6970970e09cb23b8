/// The identity of a row in a form: usually an enum, with associated values for rows
/// made at run time (`case addressLine(Int)`).
public protocol RowTag: Hashable, Sendable {}

/// Strings are tags, for forms keyed by name, as iOSForm's are.
extension String: RowTag {}

/// Integers are tags, for forms built from data.
extension Int: RowTag {}
