import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

final class ContactPageTests: XCTestCase {
    /// The fields on screen: visible, inside the page's form view.
    @MainActor private static func shownFields(_ page: ContactPage) -> Int {
        WidgetTree.all(under: page.view.widget).filter {
            gtk_widget_has_css_class($0, "mf-field") != 0 && gtk_widget_is_visible($0) != 0
        }.count
    }

    func testRowsAndSectionsComeAndGoAndProvincesFollowTheCountry() throws {
        try withGtk {
            let page = ContactPage()
            let window = TestWindow(width: 480, height: 900, child: page.widget)
            defer { window.close() }
            XCTAssertTrue(window.present())
            XCTAssertEqual(Self.shownFields(page), 5)
            let first = try XCTUnwrap(page.view.field(for: "first") as? EntryField)
            first.becomeFirstResponder()
            if let focus = window.focusWidget { gtk_editable_set_text(OpaquePointer(focus), "Ada") }

            page.setSecondPhone(true)
            XCTAssertEqual(Self.shownFields(page), 6)
            page.setAddress(true)
            XCTAssertEqual(Self.shownFields(page), 10)
            XCTAssertEqual(page.form.sections.map(\.key), ["name", "phone", "address", "notes"])
            let focus = try XCTUnwrap(window.focusWidget)
            XCTAssertTrue(gtk_widget_is_ancestor(focus, first.widget) != 0, "the field being typed in keeps focus")
            XCTAssertEqual(first.text, "Ada", "and its text")

            let country = try XCTUnwrap(page.view.field(for: "country") as? PickerField)
            let province = try XCTUnwrap(page.view.field(for: "province") as? PickerField)
            country.setIndexTo(country.data.firstIndex(of: "Canada") ?? 0)
            country.open()
            country.done()
            XCTAssertTrue(province.data.contains("Ontario"))
            province.setIndexTo(0)
            country.setIndexTo(country.data.firstIndex(of: "Japan") ?? 0)
            country.open()
            country.done()
            XCTAssertTrue(province.data.contains("Kyoto"))
            XCTAssertNil(province.indexSelected, "a new country clears the province")

            page.setAddress(false)
            page.setSecondPhone(false)
            XCTAssertEqual(Self.shownFields(page), 5)
        }
    }
}
