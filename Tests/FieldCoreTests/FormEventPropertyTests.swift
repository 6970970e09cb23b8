import FieldCore
import Foundation
import Testing

/// Random walks over a form holding every row kind, mixing what a user does through the
/// rows' models (as the fields on screen drive them) with what code does through the form
/// and the models, and checking after each step that the form told each real change of a
/// row's error, value and focus exactly once, told nothing else, and told it after storing it.
@Suite("Form events, randomly")
struct FormEventPropertyTests {
    private struct Observed: Equatable {
        var errors: [String: String?] = [:]
        var values: [String: FormValue] = [:]
        var focus: String?

        init(_ form: Form<String>) {
            for row in form.rows {
                errors[row.tag] = row.errorMessage
                values[row.tag] = row.value
            }
            focus = form.focusedTag
        }
    }

    private static let tags = ["name", "notes", "room", "arrival", "terms", "rating"]

    private static func form() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "Name", rules: [.required, .text(.minLength(3))]))
        try form.add(Row(tag: "notes", label: "Notes", kind: .area()))
        try form.add(Row(tag: "room", label: "Room", kind: .picker(data: ["Single", "Double", "Suite"], clearable: true),
                         rules: [.required]))
        try form.add(Row(tag: "arrival", label: "Arrival", kind: .date(), rules: [.required]))
        try form.add(Row(tag: "terms", label: "Terms", kind: .switch, rules: [.isOn]))
        try form.add(Row(tag: "rating", label: "Rating", value: .number(0)))
        return form
    }

    /// One step: a user's act on a row's model, or a call an app's code makes.
    private static func step(_ form: Form<String>, _ random: inout SeededRandom) throws -> String {
        let tag = tags[random.int(0..<tags.count)]
        let row = try #require(form.findRow(tag: tag))
        let day = Date(timeIntervalSince1970: Double(1_800_000_000 + 86_400 * random.int(0..<5)))
        switch (random.int(0..<3), row.valueModel) {
        case (0, .text(let model)):
            let text = ["", "Al", "Ada", "Ada Lovelace", " "][random.int(0..<5)]
            model.edit(text)
            return "user types \(text.debugDescription) in \(tag)"
        case (0, .picker(let model)):
            switch random.int(0..<6) {
            case 0: model.open(); return "user opens \(tag)"
            case 1: model.moveHighlight(by: random.bool() ? 1 : -1); return "user moves in \(tag)"
            case 2: model.done(); return "user presses Return in \(tag)"
            case 3: model.cancel(); return "user presses Escape in \(tag)"
            case 4: model.clear(); return "user clears \(tag)"
            default: model.typeAhead("S"); return "user types S in \(tag)"
            }
        case (0, .date(let model)):
            switch random.int(0..<6) {
            case 0: model.open(); return "user opens \(tag)"
            case 1: model.choose(day); return "user picks a day in \(tag)"
            case 2: model.enterText(model.format(day)); return "user types a date in \(tag)"
            case 3: model.enterText(["31 Smarch", "??"][random.int(0..<2)]); return "user types nonsense in \(tag)"
            case 4: model.done(); return "user presses Return in \(tag)"
            default: model.cancel(); return "user presses Escape in \(tag)"
            }
        case (1, _):
            if random.bool() { row.field.focus(); return "user focuses \(tag)" }
            row.field.blur()
            return "user leaves \(tag)"
        default:
            switch random.int(0..<8) {
            case 0: form.validate(); return "code validates"
            case 1: form.reset(); return "code resets"
            case 2: try form.setErrors([tag: "Refused by the server"]); return "code sets a server error on \(tag)"
            case 3: row.field.setError(withText: random.bool() ? "Set on the field" : nil); return "code sets \(tag)'s field error"
            case 4: row.field.removeErrorUI(); return "code removes \(tag)'s field error"
            case 5: form.focus(tag); return "code focuses \(tag)"
            case 6: form.blur(tag); return "code blurs \(tag)"
            default:
                let value: FormValue = switch row.kind {
                case .entry, .area: .text(random.bool() ? "" : "Grace")
                case .picker: random.bool() ? .choice(nil, "") : .choice(random.int(0..<3), "")
                case .date: .date(random.bool() ? nil : day)
                case .switch: .flag(random.bool())
                default: .number(Double(random.int(0..<5)))
                }
                if random.bool() { try form.setValue(value, for: tag) } else { try form.edit(tag, to: value) }
                return "code sets \(tag) to \(value)"
            }
        }
    }

    @Test(arguments: 1...60)
    func everyRealChangeIsToldOnceAndNothingElse(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let form = try Self.form()
        var told: [(change: FormChange<String>, stateThen: Observed)] = []
        let token = form.changes.add { [unowned form] change in told.append((change, Observed(form))) }
        for index in 0..<120 {
            let before = Observed(form)
            told.removeAll()
            let what = try Self.step(form, &random)
            let after = Observed(form)
            let context = "seed \(seed), step \(index): \(what)"
            for tag in Self.tags {
                let errors = told.filter { if case .error(tag, _) = $0.change { true } else { false } }
                let values = told.filter { if case .value(tag) = $0.change { true } else { false } }
                #expect(errors.count == (before.errors[tag] != after.errors[tag] ? 1 : 0), "\(context): \(tag)'s error told")
                #expect(values.count == (before.values[tag] != after.values[tag] ? 1 : 0), "\(context): \(tag)'s value told")
                for event in errors {
                    guard case .error(_, let message) = event.change else { continue }
                    #expect(message == after.errors[tag] && event.stateThen.errors[tag] == message,
                            "\(context): \(tag)'s error event says what the row holds")
                }
                // (Focus leaving afterwards, as a picker's Escape closes it, validates anew.)
                let settled = before.focus != after.focus ? true : values.allSatisfy { $0.stateThen.errors[tag] == after.errors[tag] }
                #expect(values.allSatisfy { $0.stateThen.values[tag] == after.values[tag] } && settled,
                        "\(context): \(tag)'s value stored when told, and its error settled")
            }
            let focusEvents = told.compactMap { if case .focus(let tag) = $0.change { tag ?? "none" } else { nil } }
            let expectedFocus = before.focus != after.focus ? [after.focus ?? "none"] : []
            #expect(focusEvents == expectedFocus, "\(context): focus told")
        }
        withExtendedLifetime(token) {}
    }
}
