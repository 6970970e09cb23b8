import Testing

// README-EXAMPLE-BEGIN declarative
import FieldCore
import Foundation
import Observation

@Observable final class Booking {
    var guest = ""
    var email = ""
    var room = ""
    var arrival: Date?
    var breakfast = false
}

@MainActor
func bookingForm(_ booking: Booking) throws -> ModelForm<Booking> {
    try ModelForm(editing: booking) {
        Section("Guest") {
            TextRow("Name", \.guest, rules: .required)
            TextRow("E-mail", \.email, purpose: .email, rules: .required, .isEmail)
        }
        Section("Stay") {
            PickerRow("Room", \.room, choices: ["Single", "Double", "Suite"], rules: .required)
            DateRow("Arrival", \.arrival, rules: .required)
            ToggleRow("Breakfast", \.breakfast)
        }
    }
}
// README-EXAMPLE-END

/// A declarative form edits an app's own `@Observable` model by key path: no tags, no
/// `FormValue` switch to read a value, and the same ``Form`` underneath.
@MainActor
struct ModelFormTests {
    /// Lets the main actor run what the model's observation scheduled.
    private func settle(until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() { await Task.yield() }
    }

    @Test func theArticleShowsThisExampleWithItsImportsWordForWord() throws {
        try ReadmeExamples.expectInReadme(from: #filePath)
    }

    @Test func theSectionsAndRowsAreThoseDeclaredInOrder() throws {
        let editing = try bookingForm(Booking())
        #expect(editing.form.sections.map(\.header) == ["Guest", "Stay"])
        #expect(editing.form.rows.map(\.label) == ["Name", "E-mail", "Room", "Arrival", "Breakfast"])
        #expect(editing.row(\Booking.room)?.kind == .picker(data: ["Single", "Double", "Suite"]))
    }

    @Test func editsWriteThroughToTheModelsTypedProperties() throws {
        let booking = Booking()
        let editing = try bookingForm(booking)
        let arrival = Date(timeIntervalSince1970: 1_900_000_000)
        try editing.form.edit(FieldKey(\Booking.guest), to: .text("Ada Lovelace"))
        try editing.form.edit(FieldKey(\Booking.room), to: .choice(1, "Double"))
        try editing.form.edit(FieldKey(\Booking.arrival), to: .date(arrival))
        try editing.form.edit(FieldKey(\Booking.breakfast), to: .flag(true))
        #expect(booking.guest == "Ada Lovelace")
        #expect(booking.room == "Double")
        #expect(booking.arrival == arrival)
        #expect(booking.breakfast)
    }

    @Test func aPickersTextThatIsNoChoiceShowsNoneAndStaysInTheModelUntilTheUserChooses() throws {
        let booking = Booking()
        booking.room = "Penthouse"
        let editing = try bookingForm(booking)
        let room = FieldKey(\Booking.room)
        #expect(try editing.form.value(of: room) == .choice(nil, ""), "no choice shows")
        #expect(!editing.form.hasUnsavedChanges, "showing the row changed nothing")
        editing.form.validate()
        #expect(booking.room == "Penthouse", "the model keeps its text")
        try editing.form.edit(room, to: .choice(2, "Suite"))
        #expect(booking.room == "Suite")
    }

    @Test func theModelsChangesShowInTheRowsEveryTime() async throws {
        let booking = Booking()
        booking.guest = "Grace"
        let editing = try bookingForm(booking)
        #expect(editing.row(\Booking.guest)?.value == .text("Grace"), "the rows start from the model")
        for name in ["Ada", "Hedy", ""] {
            booking.guest = name
            await settle { editing.row(\Booking.guest)?.value == .text(name) }
            #expect(editing.row(\Booking.guest)?.value == .text(name))
        }
        booking.room = "Suite"
        await settle { editing.row(\Booking.room)?.value == .choice(2, "Suite") }
        #expect(editing.row(\Booking.room)?.value == .choice(2, "Suite"), "a picker finds the choice's index")
    }

    @Test func oneEditIsOneWriteWithNoEcho() async throws {
        let booking = CountingModel()
        let editing = try ModelForm(editing: booking) { Section { TextRow("Name", \.name) } }
        try editing.form.edit(FieldKey(\CountingModel.name), to: .text("Ada"))
        await settle { false }
        #expect(booking.writes == 1, "the model's change comes back to the row, which holds it already")
        try editing.form.edit(FieldKey(\CountingModel.name), to: .text("Ada"))
        #expect(booking.writes == 1, "an edit that changes nothing writes nothing")
    }

    @Test func validationAndResetWorkAsOnAnyForm() async throws {
        let booking = Booking()
        booking.email = "ada@"
        let editing = try bookingForm(booking)
        let result = editing.form.validate()
        #expect(!result.isValid)
        #expect(editing.row(\Booking.email)?.errorMessage == "Enter a valid e-mail address")
        #expect(result.failures.map(\.tag).first == FieldKey(\Booking.guest), "the first invalid row in order")
        try editing.form.edit(FieldKey(\Booking.email), to: .text("ada@example.com"))
        editing.form.reset()
        #expect(booking.email == "ada@", "reset puts the first values back in the model")
    }

    @Test func aCustomRowEditsItsPropertyWithItsRulesAsAnyRow() throws {
        let booking = Booking()
        let editing = try ModelForm(editing: booking) {
            Section { CustomRow("Voucher", \.guest, rules: .required, .minLength(4)) }
        }
        let key = FieldKey(\Booking.guest)
        #expect(editing.row(\Booking.guest)?.kind == .custom)
        #expect(editing.row(\Booking.guest)?.isFocusable == true, "the app's widget takes focus")
        #expect(editing.form.validate().failures.map(\.message) == ["This field is required"])
        try editing.form.edit(key, to: .text("AB"))
        #expect(editing.form.validate().failures.map(\.message) == ["Use at least 4 characters"])
        try editing.form.edit(key, to: .text("ABCD"))
        #expect(editing.form.validate().isValid)
        #expect(booking.guest == "ABCD", "the app's widget's value is the model's")
    }

    @Test func aPropertyEditedTwiceIsAClearError() {
        #expect(throws: ModelForm<Booking>.Failure.propertyEditedTwice(FieldKey(\Booking.guest))) {
            try ModelForm(editing: Booking()) {
                Section { TextRow("Name", \.guest) }
                Section { TextRow("Name again", \.guest) }
            }
        }
    }

    @Test func theDocumentationShowsTheExampleWordForWord() throws {
        try ReadmeExamples.expectInReadme(from: #filePath)
    }

    @Test func aDeclaredCheckIsRunByTheFormForTheTextInTheRow() async throws {
        let booking = Booking()
        let editing = try ModelForm(editing: booking) {
            Section {
                TextRow("Name", \.guest, rules: .required, check: TextCheck { name in
                    name == "ada" ? "ada is already booked" : nil
                })
            }
        }
        let key = FieldKey(\Booking.guest)
        try editing.form.edit(key, to: .text("ada"))
        #expect(editing.form.validate().pending == [key], "never valid unchecked")
        await settle { editing.form.checkState(of: key) != .checking }
        #expect(editing.form.findRow(tag: key)?.errorMessage == "ada is already booked")
        try editing.form.edit(key, to: .text("grace"))
        #expect(editing.form.findRow(tag: key)?.errorMessage == nil, "the answer about ada goes with ada")
        await settle { editing.form.checkState(of: key) == .valid }
        #expect(editing.form.validate().isValid)
        #expect(booking.guest == "grace")
    }
}

/// A model that counts the writes to its property.
@Observable final class CountingModel {
    var name = "" { didSet { writes += 1 } }
    @ObservationIgnored var writes = 0
}
