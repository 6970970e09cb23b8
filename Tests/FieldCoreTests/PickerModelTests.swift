import FieldCore
import Testing

@Suite("Pickers")
struct PickerModelTests {
    private func countries() -> PickerModel {
        PickerModel(label: "Country", data: ["Canada", "Chile", "Czechia", "Ĉadio", "France"])
    }

    @Test func setIndexToClampsIntoTheData() {
        let picker = countries()
        picker.setIndexTo(99)
        #expect(picker.indexSelected == 4)
        #expect(picker.text == "France")
        picker.setIndexTo(-3)
        #expect(picker.indexSelected == 0)
        let empty = PickerModel(label: "Nothing")
        empty.setIndexTo(2)
        #expect(empty.indexSelected == nil, "no data: a no-op")
    }

    @Test func anEmptyPickerOpensNothing() {
        let empty = PickerModel(label: "Nothing")
        #expect(empty.open() == false)
        #expect(!empty.isOpen)
        #expect(!empty.field.isFocused)
    }

    @Test func openingFocusesAndClosingBlursUnlessAViewFollowsKeyboardFocus() {
        let picker = countries()
        #expect(picker.open())
        #expect(picker.field.isFocused, "the seed's picker becomes first responder")
        picker.done()
        #expect(!picker.field.isFocused, "the seed's Done resigns the keyboard")
        picker.popupMovesFocus = false
        #expect(picker.open())
        #expect(!picker.field.isFocused, "a view's focus is the toolkit's: opening from code takes none")
        picker.cancel()
        picker.field.focus()
        #expect(picker.open())
        picker.done()
        #expect(picker.field.isFocused, "Done: a view keeps the focus, and the focused look")
        #expect(picker.open())
        picker.cancel()
        #expect(picker.field.isFocused, "and so does Escape")
    }

    @Test func selectingARowSetsTheValueAtOnceDoneKeepsItEscapeRestores() {
        let picker = countries()
        var events: [PickerEvent] = []
        let token = picker.events.add { events.append($0) }
        #expect(picker.open())
        #expect(picker.field.isFocused)
        picker.select(row: 2)
        #expect(picker.indexSelected == 2, "as the seed's wheel: selecting sets the value")
        #expect(picker.text == "Czechia")
        picker.done()
        #expect(picker.indexSelected == 2)
        #expect(!picker.isOpen)
        #expect(!picker.field.isFocused)

        picker.open()
        picker.moveHighlight(by: 1)
        #expect(picker.text == "Ĉadio", "arrows select too")
        picker.cancel()
        #expect(picker.indexSelected == 2, "Escape restores the value from before opening")
        #expect(picker.text == "Czechia")
        #expect(events == [.didSelectRow(2), .didEnd, .didSelectRow(3)])
        withExtendedLifetime(token) {}
    }

    @Test func selectingARowOrClearingRemovesTheError() {
        let picker = countries()
        picker.isClearable = true
        // Kept through opening (which focuses the field), as it is with any but .onFocus.
        picker.field.errorClearing = .onNextEdit
        picker.field.setError(withText: "Pick a country")
        picker.open()
        #expect(picker.field.hasError)
        picker.typeAhead("fr")
        #expect(!picker.field.hasError, "selecting a row removes the error")
        #expect(picker.text == "France")
        picker.done()
        picker.field.setError(withText: "Not France")
        picker.clear()
        #expect(!picker.field.hasError, "Clear removes the error")
        #expect(picker.text == "")
    }

    @Test func anOwnerThatClearsErrorsItselfKeepsThemThroughAChoice() {
        // A form's row: its form checks the new value and says whether the error goes.
        let picker = countries()
        picker.field.errorClearing = .manually
        picker.field.setError(withText: "Pick a country")
        picker.open()
        picker.typeAhead("fr")
        #expect(picker.field.errorText == "Pick a country")
        #expect(picker.text == "France")
    }

    @Test func choosingFromCodeWhileOpenMovesTheHighlightSoDoneKeepsIt() {
        let picker = countries()
        picker.open()
        picker.setIndexTo(4)
        #expect(picker.highlightedRow == 4)
        picker.done()
        #expect(picker.text == "France")
    }

    @Test func doneWithoutMovingSelectsTheHighlightedFirstRow() {
        let picker = countries()
        picker.open()
        picker.done()
        #expect(picker.indexSelected == 0)
        #expect(picker.text == "Canada")
    }

    @Test func clearEmptiesTheTextButKeepsTheIndex() {
        let picker = countries()
        picker.isClearable = true
        picker.setIndexTo(1)
        var events: [PickerEvent] = []
        let token = picker.events.add { events.append($0) }
        picker.clear()
        #expect(picker.text == "")
        #expect(picker.indexSelected == 1, "as the seed: clear keeps the index")
        #expect(events == [.cleared])
        let notClearable = countries()
        notClearable.setIndexTo(1)
        notClearable.clear()
        #expect(notClearable.text == "Chile")
        withExtendedLifetime(token) {}
    }

    @Test(arguments: [true, false])
    func manualEntryNeverLosesAnItemWhateverTheOrder(capableFirst: Bool) {
        // The seed appended "Manual Entry" to data: one order dropped it, the other lost an item.
        let picker = PickerModel(label: "Size")
        if capableFirst {
            picker.isManualEntryCapable = true
            picker.data = ["S", "M", "L"]
        } else {
            picker.data = ["S", "M", "L"]
            picker.isManualEntryCapable = true
        }
        #expect(picker.data == ["S", "M", "L"])
        #expect(picker.rows == ["S", "M", "L", "Manual Entry"])
        #expect(picker.manualEntryRow == 3)
    }

    @Test func choosingManualEntryTurnsTheFieldIntoATextEntryAndReturnCommits() {
        let picker = countries()
        picker.isManualEntryCapable = true
        picker.manualEntryOptionName = "Other…"
        var events: [PickerEvent] = []
        let token = picker.events.add { events.append($0) }
        picker.open()
        picker.select(row: 5)
        #expect(picker.isManualEntry)
        #expect(!picker.isOpen, "the list closes; the field takes typing")
        #expect(picker.field.isFocused)
        picker.editManualText("Bhutan")
        picker.commitManualEntry()
        #expect(picker.text == "Bhutan")
        #expect(picker.field.isFocused, "Return leaves focus in the field, and so the active state")
        #expect(events == [.didSelectRow(5), .didEnd])
        picker.setIndexTo(0)
        #expect(!picker.isManualEntry)
        #expect(picker.text == "Canada")
        withExtendedLifetime(token) {}
    }

    @Test func searchFindsPrefixesFirstIgnoringCaseAndAccents() {
        let picker = countries()
        #expect(picker.searchRows("c") == [0, 1, 2, 3, 4], "France contains a c: it comes after the prefixes")
        #expect(picker.searchRows("cad") == [3], "Ĉadio matches without its accent")
        #expect(picker.searchRows("an") == [0, 4], "contains-matches follow prefix-matches")
        #expect(picker.searchRows("") == [0, 1, 2, 3, 4])
        picker.open()
        #expect(picker.typeAhead("fr") == 4)
        #expect(picker.highlightedRow == 4)
    }

    @Test func replacingDataKeepsTheChosenValueOrChoosesNothing() {
        let picker = PickerModel(label: "Size", data: ["Small", "Medium", "Large"])
        picker.setIndexTo(2)
        picker.data = ["Large", "XL"]
        #expect(picker.indexSelected == 0, "Large is still a choice, now first")
        #expect(picker.text == "Large")
        picker.data = ["XS", "XL"]
        #expect(picker.indexSelected == nil, "XL was never picked: nothing is chosen")
        #expect(picker.text == "")
        picker.setIndexTo(1)
        picker.data = []
        #expect(picker.indexSelected == nil)
        #expect(picker.text == "")
    }

    @Test func resetSelectionChoosesNothing() {
        let picker = countries()
        picker.setIndexTo(2)
        picker.resetSelection()
        #expect(picker.indexSelected == nil)
        #expect(picker.text == "")
    }

    @Test func shouldOpenCanRefuse() {
        let picker = countries()
        picker.shouldOpen = { false }
        #expect(picker.open() == false)
        #expect(!picker.isOpen)
    }
}
