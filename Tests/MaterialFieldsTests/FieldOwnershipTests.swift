import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A field is its widget's own object, not a handle beside it: one object whoever made the
/// widget, alive while the app or a container holds either, gone when neither does.
final class FieldOwnershipTests: XCTestCase {
    func testEveryFieldIsItsWidgetsObject() throws {
        try withGtk {
            let entry = EntryField(), number = NumberField(), suggestion = SuggestionField(), chips = ChipsField()
            let area = AreaField(), picker = PickerField(), date = DateField(), range = DateRangeField(), time = TimeField()
            XCTAssertTrue(EntryField.wrapping(entry.widget) === entry)
            XCTAssertTrue(NumberField.wrapping(number.widget) === number)
            XCTAssertTrue(SuggestionField.wrapping(suggestion.widget) === suggestion)
            XCTAssertTrue(ChipsField.wrapping(chips.widget) === chips)
            XCTAssertTrue(AreaField.wrapping(area.widget) === area)
            XCTAssertTrue(PickerField.wrapping(picker.widget) === picker)
            XCTAssertTrue(DateField.wrapping(date.widget) === date)
            XCTAssertTrue(DateRangeField.wrapping(range.widget) === range)
            XCTAssertTrue(TimeField.wrapping(time.widget) === time)
            // Swift's classes, not GObject's: a number field is no EntryField to Swift.
            XCTAssertNil(EntryField.wrapping(number.widget))
            XCTAssertNil(SuggestionField.wrapping(chips.widget))
            XCTAssertNil(TimeField.wrapping(.label("not a field")))
        }
    }

    func testAFieldTheAppKeepsOutlivesItsWindowsAndKeepsItsState() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            field.text = "Ada"
            field.helperText = "Unique"
            let widget = WeakObjectRef(field.widget.pointer)
            for _ in 0..<2 {
                let window = TestWindow(width: 300, height: 120, child: field.widget.pointer)
                window.present(waitingFor: field.widget.pointer)
                XCTAssertGreaterThan(gtk_widget_get_height(field.widget.pointer), 0)
                window.close()
                MainLoopPump.drain()
                MainLoopPump.run(for: 0.05)
                XCTAssertTrue(widget.isAlive, "the app's field keeps its widget after the window is gone")
                XCTAssertEqual(field.text, "Ada")
                XCTAssertEqual(field.helperText, "Unique")
            }
        }
    }

    func testAFieldOnlyItsContainerKeepsLivesAsLongAsTheContainerHoldsIt() throws {
        try withGtk {
            let parent = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            weak var object: NumberField?
            let widget: WeakObjectRef
            do {
                let field = NumberField(label: "Count")
                field.value = 3
                field.onChange = { _ in }
                object = field
                widget = WeakObjectRef(field.widget.pointer)
                gtk_box_append(gCast(parent.widget), field.widget.pointer)
            }
            MainLoopPump.drain()
            MainLoopPump.run(for: 0.05)
            let child = try XCTUnwrap(gtk_widget_get_first_child(parent.widget))
            XCTAssertNotNil(object, "the container's widget keeps its field")
            XCTAssertTrue(NumberField.wrapping(Widget(child)) === object)
            XCTAssertEqual(object?.value, 3)
            XCTAssertNotNil(object?.onChange, "with the closures the app gave it")
            gtk_box_remove(gCast(parent.widget), child)
            MainLoopPump.drain()
            MainLoopPump.run(for: 0.05)
            XCTAssertNil(object, "let go by the container, the field is freed")
            XCTAssertFalse(widget.isAlive, "and so is its widget")
        }
    }

    func testAFieldOnlyCUsesIsFreedWithItsLastReferenceAsAnyGObject() throws {
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            for name in ["MfEntryField", "MfChipsField", "MfPickerField", "MfDateField", "MfTimeField"] {
                let made = try XCTUnwrap(g_object_new_with_properties(g_type_from_name(name), 0, nil, nil))
                let widget = WeakObjectRef(made)
                g_object_ref_sink(made)
                XCTAssertTrue(GObjectProperties.set(gCast(made, to: GtkWidget.self), "placeholder", to: .string("From C")))
                g_object_unref(made)
                XCTAssertFalse(widget.isAlive, "\(name): the last unref finalizes it at once, main loop or not")
            }
        }
    }
}
