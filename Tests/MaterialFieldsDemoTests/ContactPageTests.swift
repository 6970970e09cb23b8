import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

final class ContactPageTests: XCTestCase {
    /// The fields on screen: visible, inside the page's form view.
    @MainActor private static func shownFields(_ page: ContactPage) -> Int {
        WidgetTree.all(under: page.view.widget.pointer).filter {
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
            XCTAssertTrue(gtk_widget_is_ancestor(focus, first.widget.pointer) != 0, "the field being typed in keeps focus")
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

    func testAContactWithAnAddressIsFilledInWithTheKeyboardAlone() throws {
        try withGtk {
            let page = ContactPage()
            let shown = try ShownPage(page)
            defer { shown.close() }
            let input = shown.input
            @MainActor func focused(_ tag: String) -> Bool {
                page.view.field(for: tag).map { KeyboardFocus.isInside($0.widget.pointer) } ?? false
            }
            @MainActor func tab(to tag: String, typing text: String? = nil) throws {
                try input.key("Tab")
                XCTAssertTrue(MainLoopPump.run(until: { focused(tag) }, timeout: 2),
                              "Tab reaches \(tag), not \(page.form.focusedTag ?? "no row")")
                if let text { try input.type(text) }
            }
            @MainActor func choose(in tag: String) throws {
                let picker = try XCTUnwrap(page.view.field(for: tag) as? PickerField)
                try input.key("Return")
                XCTAssertTrue(MainLoopPump.run(until: { picker.isOpen }, timeout: 2), "Return opens \(tag)")
                try input.key("Down")
                try input.key("Return")
                XCTAssertTrue(MainLoopPump.run(until: { !picker.isOpen && !picker.text.isEmpty }, timeout: 2), "Return chooses in \(tag)")
            }

            // The window starts on the first toggle; Tab to Address and Space adds the section.
            try input.key("Tab")
            try input.key("space")
            XCTAssertTrue(MainLoopPump.run(until: { page.form.section(key: "address") != nil }, timeout: 2),
                          "Space on the Address toggle adds the section")
            try tab(to: "first", typing: "Ada")
            try tab(to: "last", typing: "Lovelace")
            try tab(to: "company")
            try tab(to: "mobile", typing: "020 7946 0000")
            try tab(to: "street", typing: "12 St James's Square")
            try tab(to: "city", typing: "London")
            // The province, empty before a country is chosen, takes focus and says why.
            let province = try XCTUnwrap(page.view.field(for: "province") as? PickerField)
            XCTAssertEqual(province.helperText, "Choose a country first")
            try input.key("Tab", "Tab")
            XCTAssertTrue(MainLoopPump.run(until: { focused("province") }, timeout: 2), "an empty picker takes focus")
            let mismatch = mf_test_accessible_check_property_string(OpaquePointer(province.widget.pointer), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                    "Choose a country first")
            XCTAssertNil(mismatch.map { String(cString: $0) }, "and tells a screen reader why it is empty")
            g_free(mismatch)
            try input.key("shift+Tab")
            XCTAssertTrue(MainLoopPump.run(until: { focused("country") }, timeout: 2))
            try choose(in: "country")
            XCTAssertNil(province.helperText, "a country gives it choices")
            try tab(to: "province")
            try choose(in: "province")
            try tab(to: "notes", typing: "Met at the Royal Society")

            XCTAssertTrue(MainLoopPump.run(until: { (try? page.form.value(of: "notes")) == .text("Met at the Royal Society") },
                                           timeout: 2), "the notes are typed")
            XCTAssertTrue(page.form.validate().isValid, "every rule passes: \(page.form.validate().failures)")
            XCTAssertEqual(try page.form.value(of: "last"), .text("Lovelace"))
            XCTAssertTrue(province.data.contains(province.text), "the province belongs to the chosen country")
        }
    }
}
