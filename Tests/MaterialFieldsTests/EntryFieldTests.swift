import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Records the delegate calls an entry field makes.
@MainActor
private final class EntryRecorder: EntryFieldDelegate {
    var calls: [String] = []
    var allowReturn = true
    func entryFieldDidBeginEditing(_ field: EntryField) { calls.append("begin") }
    func entryFieldDidEndEditing(_ field: EntryField) { calls.append("end:\(field.text)") }
    func entryFieldShouldReturn(_ field: EntryField) -> Bool { calls.append("return"); return allowReturn }
    func entryFieldDidChange(_ field: EntryField) { calls.append("change:\(field.text)") }
}

final class EntryFieldTests: XCTestCase {
    func testFocusMakesTheFieldActiveAndFloatsTheLabelBlurReturnsIt() throws {
        try withGtk {
            let name = EntryField(label: "Name")
            let harness = try FieldHarness([name])
            defer { harness.close() }
            XCTAssertEqual(name.state, .inactive)
            XCTAssertFalse(name.fieldModel.snapshot.isLabelFloating)

            XCTAssertTrue(name.becomeFirstResponder())
            harness.settle()
            XCTAssertTrue(harness.hasFocus(name), "focus lives on the inner GtkText")
            XCTAssertEqual(name.state, .active)
            XCTAssertTrue(name.fieldModel.snapshot.isLabelFloating)
            XCTAssertTrue(WidgetTree.hasState(name, "focused"))

            harness.focusElsewhere()
            XCTAssertEqual(name.state, .inactive)
            XCTAssertFalse(name.fieldModel.snapshot.isLabelFloating)
        }
    }

    func testTypingUpdatesTheModelTheCounterAndTheDelegateInOrder() throws {
        try withGtk {
            let bio = EntryField(label: "Bio")
            bio.maxLength = 5
            let recorder = EntryRecorder()
            let harness = try FieldHarness([bio])
            defer { harness.close() }
            bio.delegate = recorder
            harness.type(into: bio, "Hello!")
            harness.focusElsewhere()
            XCTAssertEqual(bio.text, "Hello!", "over-long text is kept")
            XCTAssertEqual(bio.fieldModel.snapshot.counterText, "6 / 5")
            XCTAssertTrue(WidgetTree.hasState(bio, "over-limit"))
            XCTAssertEqual(recorder.calls, ["begin", "change:Hello!", "end:Hello!"])
        }
    }

    func testAnErrorReplacesTheHelperAndIsExposedToAssistiveTechnologies() throws {
        try withGtk {
            let email = EntryField(label: "E-mail")
            email.helperText = "We never share it"
            let harness = try FieldHarness([email])
            defer { harness.close() }
            // The field is the text box a screen reader finds (a GtkEditable delegating to its
            // GtkText, as GtkEntry is): it carries the name, description and states.
            let text = email.widget.pointer
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(text)), GTK_ACCESSIBLE_ROLE_TEXT_BOX)
            XCTAssertTrue(gIsA(text, gtk_editable_get_type()))
            XCTAssertNil(harness.accessibleString(text, GTK_ACCESSIBLE_PROPERTY_LABEL, "E-mail"))
            XCTAssertNil(harness.accessibleString(text, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "We never share it"))
            XCTAssertNil(harness.accessibleInvalid(text, false))
            XCTAssertNil(harness.accessibleBool(text, GTK_ACCESSIBLE_PROPERTY_REQUIRED, true))

            email.setError(withText: "Enter a valid e-mail address")
            XCTAssertEqual(email.state, .error)
            XCTAssertNil(harness.accessibleInvalid(text, true))
            XCTAssertNil(harness.accessibleString(text, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Enter a valid e-mail address"))
            XCTAssertTrue(WidgetTree.hasState(email, "error"))

            email.removeErrorUI()
            XCTAssertNil(harness.accessibleInvalid(text, false))
            email.isOptional = true
            XCTAssertNil(harness.accessibleString(email.widget.pointer, GTK_ACCESSIBLE_PROPERTY_LABEL, "E-mail (optional)"))
            XCTAssertNil(harness.accessibleBool(text, GTK_ACCESSIBLE_PROPERTY_REQUIRED, false))
        }
    }

    func testAScreenReaderHearsAVerdictReachedWhileTypingOnceTheTypingPauses() throws {
        try withGtk {
            let email = EntryField(label: "E-mail")
            email.helperText = "We never share it"
            email.rules = [.isEmail]
            email.onChange = { _ = $0.validate() }
            let harness = try FieldHarness([email])
            defer { harness.close() }
            let text = email.widget.pointer
            let input = try harness.input()
            email.becomeFirstResponder()
            harness.settle()
            try input.type("ada@")
            XCTAssertTrue(MainLoopPump.run(until: { email.text == "ada@" }, timeout: 2))
            let typed = Date()
            // On screen with each key; a screen reader is not told over the echo of the keys.
            XCTAssertTrue(WidgetTree.hasState(email, "error"))
            XCTAssertNil(harness.accessibleString(text, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "We never share it"))
            XCTAssertNil(harness.accessibleInvalid(text, false))
            // The error line shows, and is no alert for AT yet.
            let line = try XCTUnwrap(WidgetTree.shownChild(of: text, withClass: "error-text"))
            XCTAssertNil(harness.accessibleHidden(line, true))
            // Once the typing pauses, it is.
            XCTAssertTrue(MainLoopPump.run(until: {
                harness.accessibleString(text, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Enter a valid e-mail address") == nil
            }, timeout: 2))
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(typed), 0.4, "after half a second without a key")
            XCTAssertNil(harness.accessibleInvalid(text, true))
            XCTAssertNil(harness.accessibleHidden(line, false))
            // A verdict reached while typing is told at once when focus leaves.
            try input.type("example.com")
            XCTAssertTrue(MainLoopPump.run(until: { email.text == "ada@example.com" }, timeout: 2))
            XCTAssertFalse(WidgetTree.hasState(email, "error"), "valid on screen at once")
            XCTAssertNil(WidgetTree.shownChild(of: text, withClass: "error-text"))
            XCTAssertNil(harness.accessibleString(text, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Enter a valid e-mail address"))
            XCTAssertNil(harness.accessibleHidden(line, false), "the alert stays while the error is the told verdict")
            harness.focusElsewhere()
            XCTAssertNil(harness.accessibleString(text, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "We never share it"))
            XCTAssertNil(harness.accessibleInvalid(text, false))
            XCTAssertNil(harness.accessibleHidden(line, true))
        }
    }

    func testFocusClearsTheErrorAsTheSeedDoes() throws {
        try withGtk {
            let code = EntryField(label: "Code")
            let harness = try FieldHarness([code])
            defer { harness.close() }
            code.setError(withText: "Wrong code")
            code.becomeFirstResponder()
            harness.settle()
            XCTAssertEqual(code.state, .active)
        }
    }

    func testWhenValidClearsTheErrorOnceTheRulesPassAsTheUserTypes() throws {
        try withGtk {
            let email = EntryField(label: "E-mail")
            email.rules = [.required, .isEmail]
            email.errorClearing = .whenValid
            let harness = try FieldHarness([email])
            defer { harness.close() }
            XCTAssertFalse(email.validate())
            XCTAssertEqual(email.fieldModel.errorText, "This field is required")
            let input = try harness.input()
            email.becomeFirstResponder()
            XCTAssertTrue(email.hasError, "focus alone does not clear it, unlike .onFocus")
            try input.type("ada@")
            XCTAssertTrue(MainLoopPump.run(until: { email.text == "ada@" }, timeout: 2))
            XCTAssertTrue(email.hasError, "still invalid: the error stays")
            try input.type("example.com")
            XCTAssertTrue(MainLoopPump.run(until: { email.text == "ada@example.com" }, timeout: 2))
            XCTAssertFalse(email.hasError, "valid: the error goes by itself")
            XCTAssertNil(WidgetTree.shownChild(of: email.widget.pointer, withClass: "error-text"))
        }
    }

    func testTheCurrencySignShowsOnlyWhileTheLabelFloatsAndTheUnitAlways() throws {
        try withGtk {
            let price = EntryField(label: "Price")
            price.isMonetary = true
            price.unit = "USD"
            let harness = try FieldHarness([price])
            defer { harness.close() }
            @MainActor func shown(_ part: String) -> String? {
                guard let label = WidgetTree.child(of: price.widget.pointer, withClass: part), gtk_widget_get_mapped(label) != 0,
                      gtk_widget_get_width(label) > 0 else { return nil }
                return String(cString: gtk_label_get_text(gCast(label)))
            }
            XCTAssertNil(shown("prefix"), "no $ while the label rests inside the empty field")
            XCTAssertEqual(shown("suffix"), "USD", "the unit shows always")
            price.becomeFirstResponder()
            harness.settle()
            XCTAssertEqual(shown("prefix"), "$", "the $ shows on screen once the label floats")
            let prefix = try XCTUnwrap(WidgetTree.child(of: price.widget.pointer, withClass: "prefix"))
            let input = try XCTUnwrap(WidgetTree.first(under: price.widget.pointer, ofType: gtk_text_get_type()))
            var prefixBounds = graphene_rect_t(), inputBounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(prefix, price.widget.pointer, &prefixBounds), 0)
            XCTAssertNotEqual(gtk_widget_compute_bounds(input, price.widget.pointer, &inputBounds), 0)
            XCTAssertLessThanOrEqual(prefixBounds.origin.x + prefixBounds.size.width, inputBounds.origin.x, "before the text")
        }
    }

    func testTheClearButtonEmptiesTheTextAndThePasswordToggleRevealsIt() throws {
        try withGtk {
            let search = EntryField(label: "Search")
            search.isClearable = true
            let password = EntryField(label: "Password")
            password.purpose = .password
            let harness = try FieldHarness([search, password])
            defer { harness.close() }
            harness.type(into: search, "gtk")
            harness.settle()
            let clear = try XCTUnwrap(WidgetTree.button(in: search.widget.pointer, tooltip: "Clear text"))
            XCTAssertTrue(gtk_widget_get_visible(clear) != 0)
            GObjectSignals.emit(clear, "clicked")
            XCTAssertEqual(search.text, "")

            harness.type(into: password, "hunter2")
            let text = try XCTUnwrap(harness.focus)
            XCTAssertEqual(gtk_text_get_visibility(gCast(text)), 0, "a password is hidden")
            let reveal = try XCTUnwrap(WidgetTree.button(in: password.widget.pointer, tooltip: "Show password"))
            GObjectSignals.emit(reveal, "clicked")
            XCTAssertEqual(gtk_text_get_visibility(gCast(text)), 1)
            XCTAssertEqual(gtk_text_get_input_purpose(gCast(text)), GTK_INPUT_PURPOSE_PASSWORD)
        }
    }

    func testReturnMovesToTheNextFieldOrActivatesTheDefaultWidget() throws {
        try withGtk {
            let first = EntryField(label: "First")
            let second = EntryField(label: "Second")
            let recorder = EntryRecorder()
            first.delegate = recorder
            let harness = try FieldHarness([first, second])
            defer { harness.close() }
            first.becomeFirstResponder()
            harness.settle()
            GObjectSignals.emit(try XCTUnwrap(harness.focus), "activate")
            harness.settle()
            XCTAssertTrue(harness.hasFocus(second), "with no default widget, Return moves on")
            XCTAssertEqual(recorder.calls.filter { $0 == "return" }.count, 1)

            let button = gtk_button_new_with_label("Submit")!
            var submitted = 0
            try GObjectSignals.connect(button, "clicked") { _ in submitted += 1 }
            gtk_box_append(gCast(harness.box), button)
            gtk_window_set_default_widget(gCast(harness.window.window), button)
            first.becomeFirstResponder()
            harness.settle()
            GObjectSignals.emit(try XCTUnwrap(harness.focus), "activate")
            // A button activated from the keyboard clicks after its press animation.
            XCTAssertTrue(MainLoopPump.run(until: { submitted == 1 }), "Return activates the window's default widget")

            recorder.allowReturn = false
            GObjectSignals.emit(try XCTUnwrap(harness.focus), "activate")
            MainLoopPump.run(for: 0.4)
            XCTAssertEqual(submitted, 1, "the delegate can stop Return")
        }
    }

    func testTabMovesThroughFieldsInOrder() throws {
        try withGtk {
            let fields = [EntryField(label: "A"), EntryField(label: "B"), EntryField(label: "C")]
            let harness = try FieldHarness(fields)
            defer { harness.close() }
            fields[0].becomeFirstResponder()
            for next in fields.dropFirst() {
                _ = gtk_widget_child_focus(harness.window.window, GTK_DIR_TAB_FORWARD)
                harness.settle()
                XCTAssertTrue(harness.hasFocus(next))
            }
        }
    }

    func testHeightsAreStableWhileTypingAndGrowOnlyWithSupportingText() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            let normal = harness.height(of: field)
            XCTAssertEqual(normal, 56, "the Material container height")
            for text in ["a", "ab", "a much longer value that scrolls sideways in the field", ""] {
                harness.type(into: field, text)
                XCTAssertEqual(harness.height(of: field), normal)
            }
            field.helperText = "Helper"
            let withHelper = harness.height(of: field)
            let line = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "supporting"))
            XCTAssertEqual(withHelper, normal + 4 + WidgetTree.naturalHeight(line), "normal + 4 px gap + the supporting line")
            field.setError(withText: "Error")
            XCTAssertEqual(harness.height(of: field), withHelper, "error text replaces helper text in the same line")
        }
    }

    func testGtkBuilderFilesSetTheFieldsProperties() throws {
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            // "placeholder", "is-clearable" and "is-optional" are the old names, kept for a
            // release: a file written for them still loads.
            let xml = """
            <interface>
              <object class="GtkBox" id="box">
                <child><object class="MfEntryField" id="email">
                  <property name="label">E-mail</property>
                  <property name="helper-text">Work address</property>
                  <property name="purpose">email</property>
                  <property name="variant">outlined</property>
                  <property name="clearable">true</property>
                  <property name="required">false</property>
                </object></child>
                <child><object class="MfEntryField" id="old">
                  <property name="placeholder">Phone</property>
                  <property name="is-clearable">true</property>
                  <property name="is-optional">true</property>
                </object></child>
              </object>
            </interface>
            """
            let file = try UIFile(xml)
            let made = try file.widget("email")
            let widget = made.pointer
            let field = try XCTUnwrap(EntryField.wrapping(made))
            let old = try XCTUnwrap(EntryField.wrapping(try file.widget("old")))
            for loaded in [field, old] {
                XCTAssertTrue(loaded.isClearable)
                XCTAssertTrue(loaded.isOptional)
            }
            XCTAssertEqual(old.label, "Phone")
            XCTAssertEqual(field.label, "E-mail")
            XCTAssertEqual(field.helperText, "Work address")
            XCTAssertEqual(field.purpose, .email)
            XCTAssertEqual(field.variant, .outlined)
            XCTAssertEqual(GObjectProperties.value(of: widget, "has-error"), .bool(false))
            XCTAssertTrue(GObjectProperties.set(widget, "error-text", to: .string("Taken")))
            XCTAssertTrue(field.hasError)
        }
    }

    func testAFieldTheAppLetGoLivesOnInItsContainer() throws {
        try withGtk {
            let harness = try FieldHarness([])
            defer { harness.close() }
            weak var weakField: EntryField?
            var widget: UnsafeMutablePointer<GtkWidget>?
            do {
                let field = EntryField(label: "Kept")
                weakField = field
                widget = field.widget.pointer
                gtk_box_prepend(gCast(harness.box), field.widget.pointer)
            }
            MainLoopPump.drain()
            XCTAssertNotNil(weakField, "its container keeps the field")
            let again = try XCTUnwrap(EntryField.wrapping(try Widget(XCTUnwrap(widget))))
            XCTAssertTrue(again === weakField, "the widget's field is the one the app made")
            XCTAssertEqual(again.label, "Kept", "the widget kept its state without the app holding it")
        }
    }
}

final class FieldLifetimeTests: XCTestCase {
    func testAWidgetPassedStraightFromATemporaryHandleSurvivesIntoItsContainer() throws {
        try withGtk {
            let box = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
            gtk_box_append(gCast(box.widget), EntryField(label: "Temporary").widget.pointer)
            MainLoopPump.drain()
            let child = try XCTUnwrap(gtk_widget_get_first_child(box.widget))
            XCTAssertEqual(EntryField.wrapping(Widget(child))?.label, "Temporary")
        }
    }

    func testAFieldNobodyAdoptsIsFreedAtTheNextTurnOfTheLoop() throws {
        try withGtk {
            var weak: WeakObjectRef?
            do {
                let field = EntryField(label: "Orphan")
                weak = WeakObjectRef(field.widget.pointer)
            }
            XCTAssertEqual(weak?.isAlive, true, "kept until the loop turns")
            MainLoopPump.drain()
            XCTAssertEqual(weak?.isAlive, false)
        }
    }
}
