import FieldCore
import Foundation
import Testing

/// A row's kind carries its field's options, so the form alone says what is on screen.
@Suite("Row kinds and their options")
struct RowKindTests {
    private enum Tag: RowTag { case amount, size, born, news, send }

    @Test func thePlainKindsNeedNoOptions() {
        #expect(RowKind.entry == .entry(purpose: .freeForm, unit: nil, isMonetary: false, mask: nil))
        #expect(RowKind.area == .area(maximumLines: nil))
        #expect(RowKind.date == .date(mode: .date, minimum: nil, maximum: nil, defaultDate: nil))
        #expect(RowKind.switch.emptyValue == .flag(false))
        #expect(RowKind.button.emptyValue == .none)
        #expect(RowKind.entry(purpose: .email).isField)
        #expect(!RowKind.switch.isField && !RowKind.button.isField && !RowKind.custom.isField)
    }

    @Test func aPickersOptionsAreItsModels() throws {
        let row = Row<Tag>(tag: .size, label: "Size", kind: .picker(data: ["S", "M"], manualEntry: true, clearable: true))
        guard case .picker(let model) = row.valueModel else { Issue.record("a picker row has a picker model"); return }
        #expect(model.isManualEntryCapable)
        #expect(model.isClearable)
        #expect(model.rows.last == model.manualEntryOptionName, "the Manual Entry row follows the choices")
    }

    @Test func aDatesLimitsAndDefaultDateAreItsModels() throws {
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 86_400 * 365)
        let middle = Date(timeIntervalSince1970: 86_400 * 100)
        let row = Row<Tag>(tag: .born, kind: .date(mode: .date, minimum: start, maximum: end, defaultDate: middle))
        guard case .date(let model) = row.valueModel else { Issue.record("a date row has a date model"); return }
        #expect(model.minimumDate == start)
        #expect(model.maximumDate == end)
        #expect(model.defaultDate == middle)
        #expect(model.open())
        #expect(model.date == middle, "opening an empty row starts on its default date")
    }

    @Test func aSegmentedDateIsADateRowTypedAnotherWay() throws {
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 86_400 * 365)
        let row = Row<Tag>(tag: .born, kind: .segmentedDate(minimum: start, maximum: end), rules: [.required])
        #expect(row.kind.isField)
        #expect(row.value == .date(nil), "empty until a whole date is typed")
        guard case .date(let model) = row.valueModel else { Issue.record("a segmented date row has a date model"); return }
        #expect(model.minimumDate == start && model.maximumDate == end)
        let form = Form<Tag>()
        try form.add(row)
        #expect(form.validate().failures.map(\.message) == ["This field is required"])
        try form.edit(.born, to: .date(end))
        #expect(form.validate().isValid)
        #expect(form.draft(formID: "f").values["born"] == .date(end), "drafts keep it as a date")
        #expect(throws: FormError.invalidDateLimits(tag: "amount")) {
            try Form<Tag>().add(Row(tag: .amount, kind: .segmentedDate(minimum: end, maximum: start)))
        }
    }

    @Test func limitsInTheWrongOrderAreRefusedWhenTheRowJoinsAForm() throws {
        let form = Form<Tag>()
        let row = Row<Tag>(tag: .born, kind: .date(minimum: Date(timeIntervalSince1970: 100), maximum: Date(timeIntervalSince1970: 0)))
        #expect(throws: FormError.invalidDateLimits(tag: "born")) { try form.add(row) }
        #expect(form.rows.isEmpty, "and nothing changed")
    }

    @Test func aSwitchRowHoldsAFlagThatTheIsOnRuleReads() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .news, label: "Send me news", kind: .switch, rules: [.isOn]))
        try form.add(Row(tag: .send, label: "Send", kind: .button))
        #expect(try form.value(of: .news) == .flag(false))
        #expect(try form.value(of: .send) == .none)
        #expect(form.validate().failures.map(\.tag) == [.news])
        try form.edit(.news, to: .flag(true))
        #expect(form.validate().isValid)
        #expect(throws: FormError.wrongKindOfValue(tag: "news", takes: "flag", given: "text")) {
            try form.setValue(.text("yes"), for: .news)
        }
        form.reset()
        #expect(try form.value(of: .news) == .flag(false), "reset restores the switch")
    }

    @Test func anEmptyNumberRowRefusesTextSayingItTakesNumbers() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .amount, label: "Amount", kind: .number()))
        #expect(throws: FormError.wrongKindOfValue(tag: "amount", takes: "number", given: "text")) {
            try form.setValue(.text("3"), for: .amount)
        }
    }
}

extension RowKindTests {
    @Test func anEntryWithOptionsIsStillOneLineAndKeepsItsUnit() throws {
        let row = Row<Tag>(tag: .amount, kind: .entry(purpose: .number, unit: "kg"))
        guard case .text(let model) = row.valueModel else { Issue.record("an entry row has a text model"); return }
        #expect(!model.isMultiline)
        #expect(model.unit == "kg")
        #expect(model.suffixText == "kg")
    }
}
