import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

final class ContactPageTests: XCTestCase {
    @MainActor private static func shownFields(_ page: ContactPage) -> Int {
        var count = 0
        var child = gtk_widget_get_first_child(page.list)
        while let current = child {
            if gtk_widget_has_css_class(current, "mf-field") != 0 { count += 1 }
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }

    func testRowsAndSectionsComeAndGoAndProvincesFollowTheCountry() throws {
        try withGtk {
            let page = ContactPage()
            let window = TestWindow(width: 480, height: 900, child: page.widget)
            defer { window.close() }
            XCTAssertTrue(window.present())
            XCTAssertEqual(Self.shownFields(page), 5)

            page.setSecondPhone(true)
            XCTAssertEqual(Self.shownFields(page), 6)
            page.setAddress(true)
            XCTAssertEqual(Self.shownFields(page), 10)
            XCTAssertEqual(page.form.sections.map(\.key), ["name", "phone", "address", "notes"])

            let country = try XCTUnwrap(page.fields["country"] as? PickerField)
            let province = try XCTUnwrap(page.fields["province"] as? PickerField)
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
