import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Counts "notify" emissions per property, as libadwaita's tests do.
@MainActor
private final class NotifyCounter {
    private(set) var counts: [String: Int] = [:]
    private var connections: [SignalConnection] = []

    init(_ widget: UnsafeMutablePointer<GtkWidget>, _ names: [String]) throws {
        for name in names {
            connections.append(try GObjectSignals.connect(widget, "notify::\(name)") { [weak self] _ in
                self?.counts[name, default: 0] += 1
            })
        }
    }

    subscript(name: String) -> Int { counts[name] ?? 0 }
}

/// Remembers which handle each delegate call received.
@MainActor
private final class HandleRecorder: EntryFieldDelegate {
    var received: [EntryField] = []
    func entryFieldDidChange(_ field: EntryField) { received.append(field) }
    func entryFieldDidBeginEditing(_ field: EntryField) { received.append(field) }
}

/// The fields as GObjects: typed properties that notify exactly on change, GEnum types
/// usable by nick, and one Swift handle per widget.
final class FieldPropertiesTests: XCTestCase {
    func testPropertiesNotifyOnlyWhenTheirValueChanges() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            // GTK's names, each with its old name kept as a deprecated alias that notifies with it.
            let names = ["label", "placeholder", "helper-text", "error-text", "has-error", "required", "is-optional", "variant",
                         "shakes", "max-length", "tag", "tag2", "text", "unit", "monetary", "is-monetary", "clearable",
                         "is-clearable", "purpose"]
            let notified = try NotifyCounter(field.widget.pointer, names)

            field.label = "Name"
            XCTAssertEqual(notified["label"], 0, "a set that changes nothing is silent")
            field.label = "Full name"
            field.label = "Full name"
            XCTAssertEqual(notified["label"], 1)
            XCTAssertEqual(notified["placeholder"], 1, "the old name notifies with the new, once")
            GObjectProperties.set(field.widget.pointer, "placeholder", to: .string("Full name"))
            XCTAssertEqual(notified["label"], 1, "from C too, through the old name")
            GObjectProperties.set(field.widget.pointer, "label", to: .string("Name"))
            XCTAssertEqual(field.label, "Name")
            XCTAssertEqual(GObjectProperties.value(of: field.widget.pointer, "placeholder")?.stringValue, "Name")
            XCTAssertEqual(notified["placeholder"], 2)

            field.setError(withText: "Required")
            field.setError(withText: "Required")
            XCTAssertEqual(notified["has-error"], 1)
            XCTAssertEqual(notified["error-text"], 1)
            field.setError(withText: "Still required")
            XCTAssertEqual(notified["has-error"], 1, "still in error")
            XCTAssertEqual(notified["error-text"], 2)
            field.removeErrorUI()
            XCTAssertEqual(notified["has-error"], 2)

            for _ in 0..<2 {
                field.variant = .outlined
                field.shakes = true
                field.tag = 7
                field.tag2 = 8
                field.isOptional = true
                field.maxLength = 10
                field.unit = "kg"
                field.isMonetary = true
                field.isClearable = true
                field.purpose = .name
                field.helperText = "As on your passport"
                field.text = "Ada"
            }
            for name in names where !["label", "placeholder", "error-text", "has-error"].contains(name) {
                XCTAssertEqual(notified[name], 1, "\(name) notifies once for two equal sets")
            }
            XCTAssertEqual(GObjectProperties.value(of: field.widget.pointer, "required")?.boolValue, false, "required is not optional")
            GObjectProperties.set(field.widget.pointer, "required", to: .bool(true))
            XCTAssertFalse(field.isOptional)
            XCTAssertEqual(notified["required"], 2)
            XCTAssertEqual(notified["is-optional"], 2, "the old, opposite property notifies with it")
            let klass = try XCTUnwrap(field.widget.pointer.gObject.pointee.g_type_instance.g_class)
            let deprecated = try XCTUnwrap(g_object_class_find_property(gCast(klass, to: GObjectClass.self), "is-clearable"))
            XCTAssertNotEqual(deprecated.pointee.flags.rawValue & G_PARAM_DEPRECATED.rawValue, 0, "old names are marked deprecated")
            // Base-class properties set through GObject notify like the subclass's.
            GObjectProperties.set(field.widget.pointer, "tag", to: .int(9))
            XCTAssertEqual(notified["tag"], 2)
            XCTAssertEqual(field.tag, 9)
        }
    }

    func testTypingNotifiesTextOncePerKeystroke() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            let notified = try NotifyCounter(field.widget.pointer, ["text", "has-error"])
            let input = try harness.input()
            field.becomeFirstResponder()
            try input.type("Ada")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "Ada" }, timeout: 2))
            XCTAssertEqual(notified["text"], 3)
            XCTAssertEqual(notified["has-error"], 0)
        }
    }

    /// The label, helper text, optional state and counter maximum are read again only when
    /// the model says they changed, not after each keystroke: a change still notifies when
    /// nothing shown changes, from the model as from the field, and typing alone never does.
    func testConfigurationNotifiesOnEveryRealChangeAndTypingAloneNever() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            let names = ["placeholder", "helper-text", "is-optional", "max-length"]
            let notified = try NotifyCounter(field.widget.pointer, names)
            // An error shows in the helper's place: a new helper text changes nothing on
            // screen, and it is a change all the same.
            field.setError(withText: "Required")
            field.helperText = "As on your passport"
            XCTAssertEqual(notified["helper-text"], 1)
            // Through the model, as a form sets it.
            field.fieldModel.helperText = "Given names first"
            field.fieldModel.helperText = "Given names first"
            XCTAssertEqual(notified["helper-text"], 2, "an equal set is silent")
            field.fieldModel.isOptional = true
            field.fieldModel.maxLength = 3
            XCTAssertEqual(notified["is-optional"], 1)
            XCTAssertEqual(notified["max-length"], 1)
            // The label the field was made with counts: back to the default is a change.
            field.label = ""
            XCTAssertEqual(notified["placeholder"], 1)

            field.removeErrorUI()
            field.onChange = { typed in
                if typed.text.count == 2 { typed.helperText = "Two characters" }
            }
            field.becomeFirstResponder()
            try harness.input().type("Ada")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "Ada" }, timeout: 2))
            XCTAssertEqual(notified["helper-text"], 3, "set by the app inside the keystroke's event")
            for name in ["placeholder", "is-optional", "max-length"] {
                XCTAssertEqual(notified[name], 1, "\(name): typing changes no configuration")
            }
        }
    }

    func testEnumPropertiesAreGEnumsSetByNick() throws {
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            for (name, nicks) in [("MfFieldVariant", ["filled", "outlined"]),
                                  ("MfInputPurpose", ["free-form", "email", "number", "phone", "url", "name", "password", "pin"]),
                                  ("MfDateMode", ["date", "time", "date-and-time"])] {
                let type = g_type_from_name(name)
                XCTAssertNotEqual(type, 0, name)
                XCTAssertEqual(g_type_fundamental(type), g_type_from_name("GEnum"), "\(name) is a GEnum")
                let enumClass = try XCTUnwrap(g_type_class_ref(type))
                defer { g_type_class_unref(enumClass) }
                let found = nicks.map { g_enum_get_value_by_nick(gCast(enumClass, to: GEnumClass.self), $0) != nil }
                XCTAssertEqual(found, nicks.map { _ in true }, "\(name) has the nicks \(nicks)")
            }
            let xml = """
            <interface>
              <object class="MfEntryField" id="secret"><property name="purpose">password</property>
                <property name="variant">outlined</property><property name="tag">3</property></object>
              <object class="MfDateField" id="when"><property name="mode">date-and-time</property></object>
            </interface>
            """
            let file = try UIFile(xml)
            let secret = try XCTUnwrap(EntryField.wrapping(try file.widget("secret")))
            XCTAssertEqual(secret.purpose, .password)
            XCTAssertEqual(secret.variant, .outlined)
            XCTAssertEqual(secret.tag, 3)
            let when = try XCTUnwrap(DateField.wrapping(try file.widget("when")))
            XCTAssertEqual(when.mode, .dateAndTime)

            // GObject refuses a value outside the enum instead of storing a silent default.
            XCTAssertFalse(GObjectProperties.set(secret.widget.pointer, "variant", to: .string("round")), "a string is not a variant")
            XCTAssertEqual(secret.variant, .outlined)
        }
    }

    func testDelegatesReceiveTheAppsOwnHandleAndWrappingFindsIt() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            let recorder = HandleRecorder()
            let harness = try FieldHarness([field])
            defer { harness.close() }
            field.delegate = recorder
            XCTAssertTrue(EntryField.wrapping(field.widget) === field, "one handle per widget")
            harness.type(into: field, "Ada")
            XCTAssertFalse(recorder.received.isEmpty)
            XCTAssertTrue(recorder.received.allSatisfy { $0 === field }, "the delegate gets the same object every time")
            XCTAssertNil(AreaField.wrapping(field.widget), "an entry is not an area")
        }
    }
}
