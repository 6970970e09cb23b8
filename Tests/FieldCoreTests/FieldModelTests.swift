import FieldCore
import PropertyBased
import Testing

@Suite("A field's state machine")
struct FieldModelTests {
    @Test func focusMakesTheFieldActiveAndBlurMakesItInactive() {
        let field = FieldModel(label: "Name")
        #expect(field.state == .inactive)
        field.focus()
        #expect(field.state == .active)
        #expect(field.isFocused)
        field.blur()
        #expect(field.state == .inactive)
    }

    @Test func anErrorWinsOverFocusAndFocusClearsIt() {
        let field = FieldModel(label: "Name")
        field.setError(withText: "Required")
        #expect(field.state == .error)
        #expect(field.hasError)
        #expect(field.snapshot.supportingText == "Required")
        field.focus()
        #expect(field.state == .active, "the seed clears the error on focus")
        #expect(!field.hasError)
    }

    @Test func errorsCanInsteadClearOnTheNextEditOrWhenValid() {
        let onEdit = FieldModel(label: "A")
        onEdit.errorClearing = .onNextEdit
        onEdit.setError(withText: "Bad")
        onEdit.focus()
        #expect(onEdit.state == .error, "focus keeps the error")
        onEdit.valueDidChange(characterCount: 1, byUser: true)
        #expect(onEdit.state == .active)

        let whenValid = FieldModel(label: "B")
        whenValid.errorClearing = .whenValid
        whenValid.setError(withText: "Bad")
        whenValid.valueDidChange(characterCount: 3, byUser: true)
        #expect(whenValid.hasError)
        whenValid.valueBecameValid()
        #expect(!whenValid.hasError)
    }

    @Test func removeErrorUILeavesTheErrorState() {
        let field = FieldModel(label: "Name")
        field.errorClearing = .manually
        field.setError(withText: "Bad")
        field.focus()
        #expect(field.hasError)
        field.removeErrorUI()
        #expect(field.state == .active)
    }

    @Test func theErrorReplacesTheHelperTextAndGivesItBack() {
        let field = FieldModel(label: "Email")
        field.helperText = "We never share it"
        #expect(field.snapshot.supportingText == "We never share it")
        field.setError(withText: "Invalid")
        #expect(field.snapshot.supportingText == "Invalid")
        field.removeErrorUI()
        #expect(field.snapshot.supportingText == "We never share it")
    }

    @Test func theLabelFloatsWhenFocusedOrHoldingAValue() {
        let field = FieldModel(label: "Name")
        #expect(!field.snapshot.isLabelFloating)
        field.focus()
        #expect(field.snapshot.isLabelFloating)
        field.blur()
        #expect(!field.snapshot.isLabelFloating)
        field.valueDidChange(characterCount: 2, byUser: true)
        #expect(field.snapshot.isLabelFloating, "a field with a value keeps its label up")
    }

    @Test(arguments: [true, false])
    func theOptionalSuffixIsRightInEitherOrder(optionalFirst: Bool) {
        // The seed appended the suffix when isOptional was set: setting the label after it lost the suffix.
        let field = FieldModel()
        if optionalFirst {
            field.isOptional = true
            field.label = "Middle name"
        } else {
            field.label = "Middle name"
            field.isOptional = true
        }
        #expect(field.snapshot.label == "Middle name (optional)")
        #expect(!field.snapshot.isRequired)
        field.isOptional = false
        #expect(field.snapshot.label == "Middle name")
    }

    @Test func anOptionalSuffixOfTheAppsReplacesTheTranslatedOneAndReportsOnlyARealChange() {
        let field = FieldModel(label: "Middle name")
        field.isOptional = true
        var reports = 0
        let token = field.configurationChanges.add { reports += 1 }
        field.optionalSuffix = " (optional)"
        #expect(reports == 0, "the translated default, set again, is no change")
        field.optionalSuffix = " – if any"
        #expect(field.snapshot.label == "Middle name – if any")
        #expect(reports == 1)
        _ = token
    }

    @Test func theCounterShowsCountAndFlagsOverLimitWithoutCuttingText() {
        let text = TextFieldModel(label: "Bio")
        text.maxLength = 5
        text.edit("Hello")
        #expect(text.field.snapshot.counterText == "5 / 5")
        #expect(!text.field.snapshot.isOverLimit)
        text.edit("Hello!")
        #expect(text.field.snapshot.counterText == "6 / 5")
        #expect(text.field.snapshot.isOverLimit)
        #expect(text.text == "Hello!", "over-long text is kept, never lost")
    }

    @Test func aDisabledFieldRefusesFocusAndDisablingBlurs() {
        let field = FieldModel(label: "Name")
        field.focus()
        field.isEnabled = false
        #expect(!field.isFocused)
        #expect(field.focus() == false)
        #expect(!field.snapshot.isEnabled)
    }

    @Test func everyRealChangeNotifiesOnceAndNoOpsNotAtAll() {
        let field = FieldModel(label: "Name")
        var snapshots: [FieldSnapshot] = []
        let token = field.changes.add { snapshots.append($0) }
        field.focus()
        field.focus()
        field.label = "Name"
        field.helperText = nil
        field.blur()
        field.blur()
        #expect(snapshots.map(\.state) == [.active, .inactive])
        token.cancel()
        field.focus()
        #expect(snapshots.count == 2, "a cancelled observer hears nothing")
    }

    /// An event a user or the app can cause on a field.
    enum Event: CaseIterable { case focus, blur, error, removeError, type, erase, disable, enable }

    @Test func noSequenceOfEventsLeavesFocusOrBlurMisbehaving() async {
        await propertyCheck(count: 300, input: Gen<Event>.case.array(of: 0...40)) { events in
            let field = FieldModel(label: "Any")
            for event in events {
                switch event {
                case .focus: field.focus()
                case .blur: field.blur()
                case .error: field.setError(withText: "Bad")
                case .removeError: field.removeErrorUI()
                case .type: field.valueDidChange(characterCount: 3, byUser: true)
                case .erase: field.valueDidChange(characterCount: 0, byUser: true)
                case .disable: field.isEnabled = false
                case .enable: field.isEnabled = true
                }
                // Whatever came before, focus and blur keep their meaning.
                #expect(field.isFocused == false || field.isEnabled)
                #expect(field.snapshot.isLabelFloating == (field.isFocused || field.hasValue))
                #expect(field.state == (field.hasError ? .error : field.isFocused ? .active : .inactive))
            }
            let focused = field.focus()
            #expect(focused == field.isEnabled)
            if focused { #expect(field.state == .active) }
            field.blur()
            #expect(!field.isFocused)
            #expect(field.state != .active)
        }
    }
}
