/// The tag of a row in a declarative form: the key path of the model property the row
/// edits, or the name of a ``CustomRow``, which edits none.
///
/// ```swift
/// let email = signUpView.form.findRow(tag: FieldKey(\SignUp.email))
/// ```
///
/// A key path is an immutable value, so a key is safe to share across threads (Swift's
/// `AnyKeyPath` is not marked `Sendable` only because a key path may capture subscript
/// arguments; the ones a declarative form names are to properties).
public struct FieldKey: RowTag, @unchecked Sendable, CustomStringConvertible {
    /// The model property's key path; nil for a custom row.
    public let keyPath: AnyKeyPath?
    /// A custom row's name; nil for a row that edits a property.
    public let name: String?

    /// The key of the row editing `keyPath`.
    public init(_ keyPath: AnyKeyPath) {
        self.keyPath = keyPath
        name = nil
    }

    /// The key of the custom row called `name`.
    public init(named name: String) {
        keyPath = nil
        self.name = name
    }

    /// The key path as Swift writes it (`\SignUp.email`), or the custom row's name.
    public var description: String { keyPath.map { "\($0)" } ?? name ?? "" }
}
