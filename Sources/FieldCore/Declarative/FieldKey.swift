/// The tag of a row in a declarative form: the key path of the model property the row
/// edits, or the name of a ``CustomRow``, which edits none.
///
/// ```swift
/// let email = signUpView.form.findRow(tag: FieldKey(\SignUp.email))
/// ```
///
/// Two keys of one key path are equal whatever their names: the name only says what the
/// key is called in a draft, a report or a log, where a key path will not do (a property
/// of an `@Observable` class is computed, and Swift describes its key path by an address
/// that changes from one run to the next).
///
/// A key path is an immutable value, so a key is safe to share across threads (Swift's
/// `AnyKeyPath` is not marked `Sendable` only because a key path may capture subscript
/// arguments; the ones a declarative form names are to properties).
public struct FieldKey: RowTag, @unchecked Sendable, CustomStringConvertible {
    /// The model property's key path; nil for a custom row.
    public let keyPath: AnyKeyPath?
    /// A custom row's name, or the row's label for a key path row declared in a form
    /// (without its mnemonic's underscore); nil for a key made only to look a row up.
    public let name: String?

    /// The key of the row editing `keyPath`, called `name` (the row declarations pass
    /// their label; an underscore is dropped).
    public init(_ keyPath: AnyKeyPath, name: String? = nil) {
        self.keyPath = keyPath
        self.name = name.map(Mnemonic.plain)
    }

    /// The key of the custom row called `name`.
    public init(named name: String) {
        keyPath = nil
        self.name = name
    }

    /// The name, stable from run to run; else the key path as Swift describes it.
    public var description: String { name ?? keyPath.map { "\($0)" } ?? "" }

    /// Keys of one key path are equal whatever their names; custom rows' keys by name.
    public static func == (lhs: FieldKey, rhs: FieldKey) -> Bool {
        lhs.keyPath == rhs.keyPath && (lhs.keyPath != nil || lhs.name == rhs.name)
    }

    /// Hashes what equality compares: the key path, or a custom row's name.
    public func hash(into hasher: inout Hasher) {
        if let keyPath { hasher.combine(keyPath) } else { hasher.combine(name) }
    }
}
