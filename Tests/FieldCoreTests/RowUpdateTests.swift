import FieldCore
import Testing

@Suite("Row updates, with the seed's semantics")
struct RowUpdateTests {
    @Test func anEditFiresLiveThenRegularOnlyAfterABlur() {
        var tracker = RowUpdateTracker()
        tracker.didStartEditing()
        #expect(tracker.didEdit() == [.live])
        #expect(tracker.didEndEditing() == [.onResignActive, .onResignActiveAfterChange, .regular])
        #expect(tracker.didEdit() == [.live, .regular])
    }

    @Test func aBlurWithoutAnyChangeFiresOnlyOnResignActive() {
        var tracker = RowUpdateTracker()
        #expect(tracker.didEndEditing() == [.onResignActive])
        #expect(tracker.didEndEditing() == [.onResignActive])
    }

    @Test func theFormDeliversUpdatesToItsHandlerInOrder() throws {
        let form = Form<String>()
        try form.add(Row(tag: "name"))
        var seen: [RowUpdate] = []
        form.onRowUpdate = { update, _ in seen.append(update) }
        form.focus("name")
        try form.edit("name", to: .text("A"))
        form.blur("name")
        try form.edit("name", to: .text("Ab"))
        #expect(seen == [.live, .onResignActive, .onResignActiveAfterChange, .regular, .live, .regular])
    }

    @Test(arguments: [
        (ValidationMode.onDemand, [false, false, false]),
        (.onChange, [true, true, true]),
        (.onBlur, [false, true, true]),
        (.onChangeAfterFirstBlur, [false, true, true]),
        (.always, [true, true, true]),
    ])
    func eachValidationModeValidatesAtItsMoment(mode: ValidationMode, errorShown: [Bool]) throws {
        // Steps: type an invalid value; blur; type another invalid value.
        let form = Form<String>()
        form.validationMode = mode
        try form.add(Row(tag: "email", rules: [.text(.isEmail)]))
        form.focus("email")
        try form.edit("email", to: .text("ada@"))
        var shown = [form.findRow(tag: "email")?.errorMessage != nil]
        form.blur("email")
        shown.append(form.findRow(tag: "email")?.errorMessage != nil)
        form.focus("email")
        try form.edit("email", to: .text("ada@x"))
        shown.append(form.findRow(tag: "email")?.errorMessage != nil)
        #expect(shown == errorShown)
    }

    @Test func aRowsOwnModeWinsOverTheFormsMode() throws {
        let form = Form<String>()
        form.validationMode = .onDemand
        try form.add(Row(tag: "code", rules: [.required], validationMode: .onChange))
        try form.edit("code", to: .text(" "))
        #expect(form.findRow(tag: "code")?.errorMessage == "This field is required")
    }
}
