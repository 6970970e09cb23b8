/// Why a form refused a request. Each case names the tag, so the message says which row.
public enum FormError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No row has this tag.
    case missingRow(String)
    /// Another row already has this tag.
    case duplicateTag(String)
    /// No section has this key.
    case missingSection(String)
    /// Another section already has this key.
    case duplicateSection(String)
    /// The row's value is of another kind than the one asked for.
    case typeMismatch(tag: String, expected: String, actual: String)
    /// An index outside the rows or sections.
    case indexOutOfRange(Int)
    /// A value of another kind than the row holds was given to it.
    case wrongKindOfValue(tag: String, takes: String, given: String)
    /// A field of one kind was asked for a row another kind of field shows (`shows` and
    /// `asked` are the fields' type names; `shows` is "its own widget" for a switch, a
    /// button or a custom row).
    case wrongKindOfField(tag: String, shows: String, asked: String)
    /// A date row's minimum is after its maximum.
    case invalidDateLimits(tag: String)
    /// A choice's index is not one of the picker row's choices (rows whose choices the app
    /// keeps itself, declared with none, take any index and its text).
    case choiceOutOfRange(tag: String, index: Int, count: Int)
    /// A number row was given a number its field cannot show: infinity, NaN, or one of more
    /// digits than a field reads (``NumberFieldModel/shows(_:)``; 10³⁸ and beyond never show).
    case numberOutOfReach(tag: String, number: Double)

    /// A sentence saying what went wrong or what the value is.
    public var description: String {
        switch self {
        case .missingRow(let tag): "the form has no row tagged \(tag)"
        case .duplicateTag(let tag): "the form already has a row tagged \(tag)"
        case .missingSection(let key): "the form has no section '\(key)'"
        case .duplicateSection(let key): "the form already has a section '\(key)'"
        case let .typeMismatch(tag, expected, actual): "row \(tag) holds a \(actual) value, not \(expected)"
        case .indexOutOfRange(let index): "index \(index) is out of range"
        case let .wrongKindOfValue(tag, takes, given): "row \(tag) takes \(takes) values, not \(given)"
        case let .wrongKindOfField(tag, shows, asked): "row \(tag) is shown by \(shows), not by \(asked)"
        case .invalidDateLimits(let tag): "row \(tag) has a minimum date after its maximum date"
        case let .choiceOutOfRange(tag, index, count):
            "row \(tag) has \(count) choices, numbered from 0, so it cannot choose \(index)"
        case let .numberOutOfReach(tag, number):
            "row \(tag) cannot show \(number): a number row shows at most 38 digits"
        }
    }
}
