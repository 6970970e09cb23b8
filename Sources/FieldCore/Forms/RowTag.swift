/// The identity of a row in a form: usually an enum, with associated values for rows
/// made at run time (`case addressLine(Int)`), as in the seed.
public protocol RowTag: Hashable, Sendable {}

/// Strings are tags, for forms keyed by name as in the seed iOSForm.
extension String: RowTag {}

/// Integers are tags, for forms built from data.
extension Int: RowTag {}
