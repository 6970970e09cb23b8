import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Where a field's parts land, measured on the allocated widgets: Material 3's anatomy,
/// and its mirror image right to left.
final class FieldAnatomyTests: XCTestCase {
    /// The part's rectangle in the field's coordinates (transforms included).
    @MainActor private static func bounds(of part: UnsafeMutablePointer<GtkWidget>, in field: Field) throws -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(part, field.widget.pointer, &rect) != 0)
        return rect
    }

    /// An icon-and-clear field with its label floating, laid out in `direction`.
    @MainActor private static func measure(_ direction: GtkTextDirection) throws
        -> (width: Float, icon: graphene_rect_t, clear: graphene_rect_t, input: graphene_rect_t, label: graphene_rect_t) {
        gtk_widget_set_default_direction(direction)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let field = EntryField(label: "Name")
        field.leadingIconName = "avatar-default-symbolic"
        field.isClearable = true
        field.text = "Ada"
        let harness = try FieldHarness([field])
        defer { harness.close() }
        harness.settle()
        let icon = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "leading"))
        let button = try XCTUnwrap(WidgetTree.button(in: field.widget.pointer, tooltip: "Clear text"))
        let clearIcon = try XCTUnwrap(WidgetTree.first(under: button, ofType: gtk_image_get_type()))
        let input = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "input"))
        let label = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "label"))
        return (Float(gtk_widget_get_width(field.widget.pointer)), try bounds(of: icon, in: field), try bounds(of: clearIcon, in: field),
                try bounds(of: input, in: field), try bounds(of: label, in: field))
    }

    func testIconsTextAndLabelSitWhereMaterial3PutsThem() throws {
        try withGtk {
            let parts = try Self.measure(GTK_TEXT_DIR_LTR)
            XCTAssertEqual(parts.icon.size.width, 24, "a 24 px leading icon")
            XCTAssertEqual(parts.icon.origin.x, 12, "12 px from the edge")
            XCTAssertEqual(parts.input.origin.x, 12 + 24 + 16, "16 px from the icon to the text")
            XCTAssertEqual(parts.clear.size.width, 24, "a 24 px trailing icon")
            XCTAssertEqual(parts.width - (parts.clear.origin.x + parts.clear.size.width), 12, "12 px from the edge")
            XCTAssertEqual(parts.clear.origin.x - (parts.input.origin.x + parts.input.size.width), 16, "16 px from the text")
            XCTAssertEqual(parts.label.origin.y, 8, "the floating label 8 px from the top")
        }
    }

    func testRightToLeftEveryPartIsMirrored() throws {
        try withGtk {
            let ltr = try Self.measure(GTK_TEXT_DIR_LTR)
            let rtl = try Self.measure(GTK_TEXT_DIR_RTL)
            func mirrored(_ rect: graphene_rect_t) -> Float { ltr.width - rect.origin.x - rect.size.width }
            XCTAssertEqual(rtl.icon.origin.x, mirrored(ltr.icon), "the leading icon at the right")
            XCTAssertEqual(rtl.clear.origin.x, mirrored(ltr.clear), "the clear button at the left")
            XCTAssertEqual(rtl.input.origin.x, mirrored(ltr.input), "the text between them")
            XCTAssertEqual(rtl.label.origin.x, mirrored(ltr.label), accuracy: 0.5, "the label from the right")
            XCTAssertEqual(rtl.label.origin.y, ltr.label.origin.y)
        }
    }

    func testADateOrAChoiceNeverShowsHalfItsValue() throws {
        try withGtk {
            let date = DateField(label: "Birth date")
            date.use(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!, now: { Date(timeIntervalSince1970: 1_795_000_000) })
            XCTAssertTrue(date.open())
            date.done()
            let country = PickerField(label: "Country", data: ["Bosnia and Herzegovina", "Chad"])
            country.setIndexTo(0)
            // Side by side in a window asked to be far too narrow for both: GTK grows it
            // rather than cutting a value short.
            let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
            gtk_box_set_homogeneous(gCast(row), 1)
            let harness = try FieldHarness([], width: 120)
            defer { harness.close() }
            gtk_box_append(gCast(row), date.widget.pointer)
            gtk_box_append(gCast(row), country.widget.pointer)
            gtk_box_prepend(gCast(harness.box), row)
            harness.settle()
            for field in [date, country] as [Field] {
                let text = try XCTUnwrap(WidgetTree.first(under: field.widget.pointer, ofType: gtk_text_get_type()))
                let value = String(cString: gtk_editable_get_text(OpaquePointer(text)))
                XCTAssertFalse(value.isEmpty)
                let layout = gtk_widget_create_pango_layout(text, value)
                defer { g_object_unref(layout?.gObject) }
                var width: Int32 = 0
                pango_layout_get_pixel_size(layout, &width, nil)
                XCTAssertGreaterThanOrEqual(gtk_widget_get_width(text), width, "'\(value)' shows whole")
            }
        }
    }

    func testALabelLongerThanTheFieldEndsInAnEllipsisInsideIt() throws {
        try withGtk {
            let long = EntryField(label: "Your full postal address, as it is written on an envelope")
            let short = EntryField(label: "Name")
            let harness = try FieldHarness([long, short], width: 200)
            defer { harness.close() }
            harness.settle()
            for (field, cut) in [(long, true), (short, false)] {
                let label = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "label"))
                let bounds = try Self.bounds(of: label, in: field)
                XCTAssertLessThanOrEqual(bounds.origin.x + bounds.size.width, Float(gtk_widget_get_width(field.widget.pointer)) - 16,
                                         "the label stays inside the field's padding")
                let layout = gtk_label_get_layout(gCast(label))
                XCTAssertEqual(pango_layout_is_ellipsized(layout) != 0, cut, cut ? "cut short, it ends in an ellipsis" : "it fits whole")
            }
            // Typing floats the label; shrunk, it is still the one cut short.
            harness.type(into: long, "1 Main St")
            harness.settle()
            let label = try XCTUnwrap(WidgetTree.child(of: long.widget.pointer, withClass: "label"))
            XCTAssertNotEqual(pango_layout_is_ellipsized(gtk_label_get_layout(gCast(label))), 0)
        }
    }

    func testAHelperWiderThanTheFieldWrapsUnderItAndAShortOneStaysOnOneLine() throws {
        try withGtk {
            let short = EntryField(label: "Nickname")
            short.helperText = "Optional"
            let long = EntryField(label: "E-mail")
            long.helperText = "We send the receipt to this address and never share it with anyone else"
            let harness = try FieldHarness([short, long], width: 240)
            defer { harness.close() }
            harness.settle()
            var heights: [Int32] = []
            for field in [short, long] {
                let helper = try XCTUnwrap(WidgetTree.shownChild(of: field.widget.pointer, withClass: "supporting"))
                let bounds = try Self.bounds(of: helper, in: field)
                XCTAssertLessThanOrEqual(bounds.origin.x + bounds.size.width, Float(gtk_widget_get_width(field.widget.pointer)) - 16,
                                         "the helper stays inside the field's padding")
                heights.append(gtk_widget_get_height(helper))
            }
            XCTAssertGreaterThan(heights[1], heights[0] * 2, "the long helper takes three lines or more")
            XCTAssertEqual(gtk_widget_get_height(long.widget.pointer) - gtk_widget_get_height(short.widget.pointer),
                           heights[1] - heights[0], "and its field grows by the lines it adds")
        }
    }
}
