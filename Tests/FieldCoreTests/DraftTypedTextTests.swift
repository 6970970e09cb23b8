import FieldCore
import Foundation
import Testing
import TestSupport

/// Text the user typed that their field refused is theirs too: a draft keeps it beside the
/// values, and it comes back as typed, with its error.
@Suite("Drafts of text typed")
@MainActor
struct DraftTypedTextTests {
    /// A booking: a count of guests, a birth date and a stay.
    private func booking() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "guests", label: "Guests", kind: .number()))
        try form.add(Row(tag: "born", label: "Birth date", kind: .date))
        try form.add(Row(tag: "stay", label: "Stay", kind: .dateRange()))
        return form
    }

    /// The three rows' models.
    private func models(of form: Form<String>) throws -> (NumberFieldModel, DateFieldModel, DateRangeModel) {
        guard case .number(let guests)? = form.findRow(tag: "guests")?.valueModel,
              case .date(let born)? = form.findRow(tag: "born")?.valueModel,
              case .dateRange(let stay)? = form.findRow(tag: "stay")?.valueModel
        else { throw CocoaError(.coderInvalidValue) }
        return (guests, born, stay)
    }

    @Test func textTheFieldsRefusedIsKeptAndComesBackAsTypedWithItsError() async throws {
        let store = DraftStore(appID: "org.example.Test", formID: "booking", directory: TemporaryPath("drafts").url)
        let form = try booking()
        let keeper = DraftKeeper(form: form, store: store, interval: .milliseconds(10))
        let (guests, born, stay) = try models(of: form)
        guests.text.edit("12abc")
        born.enterText("2027-02-31")
        stay.enterText("sometime soon")
        #expect(!form.hasUnsavedChanges, "no value changed: only text was typed")
        for _ in 0..<5_000 where keeper.writes == 0 { try? await Task.sleep(for: .milliseconds(1)) }
        let draft = try #require(try store.load(), "a draft of text alone is written")
        #expect(draft.typed == ["guests": "12abc", "born": "2027-02-31", "stay": "sometime soon"])

        let restarted = try booking()
        #expect(restarted.restore(draft) == 3)
        let (again, bornAgain, stayAgain) = try models(of: restarted)
        #expect(again.text.text == "12abc" && again.inputError != nil)
        #expect(bornAgain.text == "2027-02-31" && bornAgain.field.error(from: .input) != nil)
        #expect(stayAgain.text == "sometime soon" && stayAgain.field.error(from: .input) != nil)
    }

    @Test func anOfferedDraftStaysOnDiskUntilTheUserAnswers() async throws {
        let store = DraftStore(appID: "org.example.Test", formID: "booking", directory: TemporaryPath("drafts").url)
        try store.save(FormDraft(formID: "booking", values: ["guests": .number(3)]))
        let form = try booking()
        let keeper = DraftKeeper(form: form, store: store, interval: .milliseconds(10))
        #expect(keeper.offer != nil)
        _ = form.validate()
        try form.setErrors(["guests": "Taken"])
        try await Task.sleep(for: .milliseconds(100))
        #expect(try store.load() != nil, "a check's error is no reason to forget the draft offered")
    }

    @Test func aDraftWrittenBeforeTypedTextWasKeptStillReads() throws {
        let old = #"{"format":"material-fields-draft","version":1,"formID":"booking","savedAt":0,"values":{}}"#
        let draft = try JSONDecoder().decode(FormDraft.self, from: Data(old.utf8))
        #expect(draft.typed == nil)
        #expect(try booking().restore(draft) == 0)
    }
}
