/// Why a chip was not added, with the message the field shows under it.
public enum ChipRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field already holds ``ChipsModel/maximumCount`` chips.
    case full(maximum: Int)
    /// The field already holds this chip (compared case aside).
    case duplicate(String)
    /// The chip's rule refused it, with the rule's message.
    case invalid(String, message: String)

    /// The message shown under the field, in the user's language.
    public var description: String {
        switch self {
        case .full(let maximum):
            Translations.plural("At most %d item", "At most %d items", maximum)
        case .duplicate(let chip):
            Translations.format("“%@” is already added", chip)
        case .invalid(let chip, let message):
            Translations.format("“%@”: %@", chip, message)
        }
    }
}
