import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// Alt and a letter reach one thing on each page: GTK cycles through widgets that share a
/// mnemonic instead of activating, so a shared Alt+S would focus the Signature field
/// rather than press Submit.
final class MnemonicTests: XCTestCase {
    /// The letters of the mnemonics shown on `page`, with the labels that carry them.
    @MainActor private static func mnemonics(on page: some DemoPage) throws -> [UInt32: [String]] {
        let window = TestWindow(width: 720, height: 900, child: page.widget)
        defer { window.close() }
        XCTAssertTrue(window.present(waitingFor: page.widget))
        MainLoopPump.waitForFrames(of: page.widget)
        var found: [UInt32: [String]] = [:]
        for widget in WidgetTree.all(under: page.widget)
        where gIsA(widget, gtk_label_get_type()) && gtk_widget_is_visible(widget) != 0 {
            let keyval = gtk_label_get_mnemonic_keyval(gCast(widget))
            guard keyval != UInt32(GDK_KEY_VoidSymbol), let label = gtk_label_get_label(gCast(widget)) else { continue }
            found[gdk_keyval_to_lower(keyval), default: []].append(String(cString: label))
        }
        return found
    }

    @MainActor private static func checkUnique(_ page: some DemoPage, file: StaticString = #filePath, line: UInt = #line) throws {
        let shared = try mnemonics(on: page).values.filter { $0.count > 1 }
        XCTAssertEqual(shared, [], "\(page.name): labels that share a mnemonic", file: file, line: line)
    }

    func testNoTwoLabelsOnAPageShareAMnemonic() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            let contact = ContactPage()
            contact.setSecondPhone(true)
            contact.setAddress(true)
            let form = FormPage()
            try form.form.setHidden(false, for: .vat)
            try Self.checkUnique(SignUpPage())
            try Self.checkUnique(contact)
            try Self.checkUnique(form)
            try Self.checkUnique(FieldsPage())
            try Self.checkUnique(LayoutPage())
            try Self.checkUnique(CheckoutPage())
            try Self.checkUnique(BookingPage())
            try Self.checkUnique(ThemesPage())
        }
    }
}
