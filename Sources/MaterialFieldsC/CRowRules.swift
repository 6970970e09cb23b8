import CGtk
import FieldCore
import GtkInterop

/// The rules a C form's rows take, made in one place for the `mf_form_add_*_rule`
/// functions and for the `MfFormRule` objects of a `.ui` file.
@MainActor
enum CRowRules {
    /// Why a rule cannot be made: the `GError` code and message a C caller gets.
    struct Refusal: Error, CustomStringConvertible {
        let code: CLibraryError.Code
        let description: String
    }

    /// `MfRule`, in the header's order: the first three take no arguments.
    enum Kind: Int, CaseIterable {
        case required, email, url, length, number, pattern, match

        /// Its nick: written out, as reflecting a case's name costs the library's first type
        /// more than the rest of its registration.
        var nick: String {
            switch self {
            case .required: "required"
            case .email: "email"
            case .url: "url"
            case .length: "length"
            case .number: "number"
            case .pattern: "pattern"
            case .match: "match"
            }
        }
    }

    /// `MfRule`'s nicks, in the header's order.
    static let nicks = Kind.allCases.map(\.nick)

    /// A rule without arguments: required (a switch's is that it is on), e-mail or URL;
    /// nil for a kind that takes arguments.
    static func plain(_ rule: Kind, onSwitch: Bool) -> ValidationRule<FormValue>? {
        switch rule {
        case .required: onSwitch ? .isOn : .required
        case .email: .text(.isEmail)
        case .url: .text(.url)
        case .length, .number, .pattern, .match: nil
        }
    }

    /// Appends `rules` to the rules of the row with `tag` in `form` (`others`: the rows
    /// they read besides).
    static func append(_ rules: [ValidationRule<FormValue>], to tag: String, in form: Form<String>,
                       readingRows others: [String] = []) throws(Refusal) {
        guard let row = form.findRow(tag: tag) else { throw Refusal(code: .invalidForm, description: "no row tagged \"\(tag)\"") }
        do {
            try form.setRules(row.rules + rules, for: tag, readingRows: others)
        } catch {
            throw Refusal(code: .invalidForm, description: "\(error)")
        }
    }

    /// At least `minimum` characters (none below 1) and at most `maximum` (nil: no limit).
    static func lengths(minimum: Int, maximum: Int?) -> [ValidationRule<FormValue>] {
        (minimum > 0 ? [.text(.minLength(minimum))] : []) + (maximum.map { [.text(.maxLength($0))] } ?? [])
    }

    /// A number from `minimum` to `maximum`: a number row's, or text as the desktop's region
    /// writes numbers.
    static func number(minimum: Double, maximum: Double) throws(Refusal) -> ValidationRule<FormValue> {
        guard minimum <= maximum else { throw Refusal(code: .invalidForm, description: "the minimum \(minimum) is above the maximum \(maximum)") }
        return .number(in: minimum...maximum)
    }

    /// Text the regular expression `pattern` (GLib's `GRegex` syntax, as C callers know it)
    /// matches whole, with `message` or the usual one.
    static func pattern(_ pattern: String, message: String?) throws(Refusal) -> ValidationRule<FormValue> {
        var reason = ""
        guard let expression = RegularExpression(wholeText: pattern, reason: &reason) else {
            throw Refusal(code: .invalidPattern, description: "the pattern \"\(pattern)\" is not a regular expression: \(reason)")
        }
        return .text(ValidationRule(message ?? Translations.string("The format is not right")) { expression.matches($0) })
    }

    /// The same value as the row `other` of `form`, with `message` or the usual one.
    static func match(_ other: String, in form: Form<String>, message: String?) throws(Refusal) -> ValidationRule<FormValue> {
        guard form.findRow(tag: other) != nil else { throw Refusal(code: .invalidForm, description: "no row tagged \"\(other)\"") }
        return message.map { form.equalsToRow(other, message: $0) } ?? form.equalsToRow(other)
    }
}
