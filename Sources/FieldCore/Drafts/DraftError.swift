/// Why a draft could not be read or written, with a sentence for the user or the log.
public enum DraftError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a draft this library can read: not JSON, or cut short.
    case corrupt(path: String, reason: String)
    /// The file is a draft of another form, another format, or a newer version.
    case foreign(path: String, found: String)
    /// The file could not be read or written (permissions, a full disk).
    case inaccessible(path: String, reason: String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .corrupt(let path, let reason):
            Translations.format("The draft %@ is damaged and was set aside (%@)", path, reason)
        case .foreign(let path, let found):
            Translations.format("The file %@ is not a draft of this form (%@)", path, found)
        case .inaccessible(let path, let reason):
            Translations.format("The draft %@ cannot be used: %@", path, reason)
        }
    }
}
