import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The same walk inside each container the library offers: StackBox, FormView and a
/// StackedFormView step. The fields come first, then what follows them (a plain entry,
/// the step's button), so Shift+Tab must leave each field kind backwards too.
final class ContainerKeyboardNavigationTests: XCTestCase {
    /// One of each field kind, with the same placeholders as the rows of ``form()``.
    @MainActor private static func fieldKinds() -> [Field] {
        let secret = EntryField(label: "Secret")
        secret.purpose = .password
        return [EntryField(label: "Name"), AreaField(label: "Notes"),
                PickerField(label: "Size", data: ["S", "M", "L"]), DateField(label: "When"), secret]
    }

    /// Tab from the first of `fields` to `after`, then Shift+Tab back to the first.
    @MainActor private static func walk(_ fields: [Field], then after: FocusStop, in window: TestWindow,
                                        file: StaticString = #filePath, line: UInt = #line) throws {
        let input = try XInput(window: window.window)
        let settle: () -> Void = { _ = MainLoopPump.waitForFrames(of: window.window, 2) }
        @MainActor func stop(_ field: Field) -> FocusStop {
            FocusStop(name: field.label) { KeyboardFocus.isInside(field.widget.pointer) }
        }
        fields[0].becomeFirstResponder()
        settle()
        try pressing("Tab", reaches: fields.dropFirst().map(stop) + [after], with: input, settle: settle, file: file, line: line)
        try pressing("shift+Tab", reaches: fields.reversed().map(stop), with: input, settle: settle, file: file, line: line)
    }

    func testInsideAStackBox() throws {
        try withGtk {
            let fields = Self.fieldKinds()
            let box = StackBox(options: StackBox.Options(spacing: 8))
            for field in fields { _ = box.append(field.widget) }
            let plain: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
            _ = box.append(Widget(plain))
            let window = TestWindow.steady(showing: box.widget.pointer, height: 600)
            defer { window.close() }
            try Self.walk(fields, then: FocusStop(name: "the plain entry") { KeyboardFocus.isInside(plain) },
                          in: window)
        }
    }

    func testInsideAFormView() throws {
        try withGtk {
            let form = Form<String>()
            try form.insertSection(key: "all", header: "Everything")
            let rows: [Row<String>] = [
                Row(tag: "name", label: "Name"), Row(tag: "notes", label: "Notes", kind: .area(maximumLines: 4)),
                Row(tag: "size", label: "Size", kind: .picker(data: ["S", "M", "L"])), Row(tag: "when", label: "When", kind: .date()),
                Row(tag: "secret", label: "Secret", kind: .entry(purpose: .password)), Row(tag: "agree", label: "Agree", kind: .switch),
            ]
            for (index, row) in rows.enumerated() { try form.insert(row, inSection: "all", at: index) }
            let view = try FormView(form: form)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 700)
            defer { window.close() }
            let fields = try rows.dropLast().map { try XCTUnwrap(view.field(for: $0.tag)) }
            let agree = try XCTUnwrap(WidgetTree.first(under: view.widget.pointer, ofType: gtk_switch_get_type()))
            try Self.walk(fields, then: FocusStop(name: "the switch row") { KeyboardFocus.isInside(agree) }, in: window)
        }
    }

    func testInsideAStackedFormStep() throws {
        try withGtk {
            let fields = Self.fieldKinds()
            let content: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
            for field in fields { gtk_box_append(gCast(content), field.widget.pointer) }
            let step = StackedFormCard(title: "Everything", content: Widget(content), ctaButtonText: "Finish")
            step.setValid(true)
            let view = try StackedFormView(elements: [step])
            let window = TestWindow.steady(showing: view.widget.pointer, width: 480, height: 800)
            defer { window.close() }
            try Self.walk(fields, then: FocusStop(name: "the step's button") { window.focusWidget == view.ctaButton.pointer }, in: window)
        }
    }
}
