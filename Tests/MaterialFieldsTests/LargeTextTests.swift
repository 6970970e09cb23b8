import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Large text, as a desktop's accessibility setting gives it (a larger `gtk-font-name`):
/// the fields' text and sizes grow with GTK's own widgets instead of staying at 16 px.
final class LargeTextTests: XCTestCase {
    /// Runs `body` with the desktop's interface font at `factor` times GNOME's 11 pt.
    @MainActor private static func withTextScaled(by factor: Double, _ body: () throws -> Void) throws {
        guard let settings = gtk_settings_get_default() else { return XCTFail("no GtkSettings") }
        let original = GObjectProperties.value(of: settings.gObject, "gtk-font-name")?.stringValue ?? "Sans 10"
        GObjectProperties.set(settings.gObject, "gtk-font-name", to: .string("DejaVu Sans \(11 * factor)"))
        defer { GObjectProperties.set(settings.gObject, "gtk-font-name", to: .string(original)) }
        try body()
    }

    /// The height of the ink a label or text draws: its Pango layout's logical height.
    @MainActor private static func lineHeight(of widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        let layout = gtk_widget_create_pango_layout(widget, "Ag")
        defer { g_object_unref(layout?.gObject) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return height
    }

    func testAtOneAndAHalfTimesTheTextFieldsGrowAsGTKsOwnWidgetsDo() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            field.text = "Ada Lovelace"
            let check: UnsafeMutablePointer<GtkWidget> = gtk_check_button_new_with_label("Agree")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            gtk_box_append(gCast(harness.box), check)
            harness.settle()
            let input = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "input"))
            let checkLabel = try XCTUnwrap(WidgetTree.first(under: check, ofType: gtk_label_get_type()))
            let normalHeight = harness.height(of: field)
            let normalText = Self.lineHeight(of: input)
            XCTAssertEqual(normalHeight, 56, "Material's 56 px at the default size")

            try Self.withTextScaled(by: 1.5) {
                harness.settle()
                XCTAssertEqual(MaterialStyle.theme.metrics.containerHeight, 84)
                XCTAssertEqual(harness.height(of: field), 84, "the container grows with the text")
                let largeText = Self.lineHeight(of: input)
                XCTAssertGreaterThanOrEqual(Double(largeText), Double(normalText) * 1.4, "the text is half as large again")
                XCTAssertGreaterThanOrEqual(largeText, Self.lineHeight(of: checkLabel), "never smaller than a check box's label")
            }
            harness.settle()
            XCTAssertEqual(harness.height(of: field), 56, "and back when the text is")
        }
    }

    func testGoldensAtOneAndAHalfTimesTheTextInBothPalettes() throws {
        try withGtk {
            try Self.withTextScaled(by: 1.5) {
                for palette in FieldPalette.allCases {
                    for scheme in [ColorScheme.light, .dark] {
                        let field = EntryField(label: "E-mail")
                        field.text = "ada@example.com"
                        field.helperText = "We never share it"
                        field.isClearable = true
                        let harness = try FieldHarness([field], width: 480, scheme: scheme, palette: palette)
                        field.becomeFirstResponder()
                        harness.settle()
                        try harness.verifyGolden(field.widget.pointer, "large-text-\(palette.rawValue)-\(scheme.rawValue)")
                        harness.close()
                    }
                }
            }
        }
    }
}
