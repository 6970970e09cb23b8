import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
@testable import MaterialFields
import XCTest

/// The app's own widgets in a form's theme: a picture showing a theme's image, and any
/// `Themeable` the form view shares its theme with, following the form's or a row's.
final class ThemedPictureTests: XCTestCase {
    enum Brand: String, ThemeKey { case background, emblem, heading }

    /// An app's widget that only remembers the theme it was given.
    @MainActor
    final class Badge: Themeable {
        typealias ThemeKeys = Brand
        var given: [String?] = []
        var theme: FieldTheme? { didSet { given.append(color(.heading)?.css) } }
    }

    func testAPictureShowsItsThemesImageAndSaysWhyWhenItCannot() throws {
        try withGtk {
            let png = try TemporaryPNG.make(showing: "Swatch")
            defer { try? FileManager.default.removeItem(at: png) }

            let picture = ThemedPicture(showing: Brand.background)
            @MainActor func shown() -> OpaquePointer? { gtk_picture_get_paintable(OpaquePointer(picture.widget.pointer)) }
            XCTAssertNil(shown(), "no theme, nothing shown")
            var theme = FieldTheme.light
            theme.images[Brand.background] = .file(png.path)
            picture.theme = theme
            let texture = try XCTUnwrap(shown(), "the file's picture")
            XCTAssertTrue(gIsA(texture.gObject, gdk_texture_get_type()))
            XCTAssertGreaterThan(gdk_paintable_get_intrinsic_width(texture), 0)
            XCTAssertNil(picture.failure)

            theme.images[Brand.background] = .file("/nonexistent/background.png")
            picture.theme = theme
            XCTAssertNil(shown(), "a file that is not there: nothing")
            guard case .cannotRead(path: "/nonexistent/background.png", reason: _)? = picture.failure else {
                return XCTFail("and the picture says why: \(String(describing: picture.failure))")
            }
            theme.images[Brand.background] = .resource("/org/example/none.png")
            picture.theme = theme
            XCTAssertEqual(picture.failure, .noResource("/org/example/none.png"), "a resource not there: no abort")
            theme.images[Brand.background] = .icon("image-missing")
            picture.theme = theme
            XCTAssertNotNil(shown(), "an icon of the icon theme")
            XCTAssertNil(picture.failure)
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(picture.widget.pointer)), GTK_ACCESSIBLE_ROLE_PRESENTATION,
                           "a background only decorates: a screen reader does not read it")
        }
    }

    func testAFormViewGivesItsThemeToTheAppsThemeablesAndARowsOwnToThoseFollowingIt() throws {
        try withGtk {
            let form = Form<String>()
            try form.add(Row(tag: "name", label: "Name"))
            try form.add(Row(tag: "email", label: "E-mail"))
            let view = try FormView(form: form)
            let page = Badge()
            let emailBadge = Badge()
            view.shareTheme(with: page)
            view.shareTheme(with: emailBadge, row: "email")
            XCTAssertEqual(page.given, [nil], "given the form's theme at once")

            var aurora = FieldTheme.dark
            aurora.primary = ThemeColor(hex: 0x5DD5B5)
            aurora.colors[Brand.heading] = ThemeColor(hex: 0xBFF3E4)
            view.theme = aurora
            XCTAssertEqual(page.given, [nil, "#bff3e4"], "and each change, once")
            XCTAssertEqual(emailBadge.given.last, "#bff3e4", "a row without its own follows the form's")
            XCTAssertEqual(view.field(for: "name")?.theme, aurora, "as the fields do")
            XCTAssertEqual(view.color("heading"), ThemeColor(hex: 0xBFF3E4), "the view reads its values by name")

            var ember = FieldTheme.light
            ember.colors[Brand.heading] = ThemeColor(hex: 0x7A2E00)
            try XCTUnwrap(form.findRow(tag: "email")).theme = ember
            XCTAssertEqual(emailBadge.given.last, "#7a2e00", "the row's own wins")
            XCTAssertEqual(page.given.count, 2, "and the form's followers hear nothing of it")
            XCTAssertEqual(view.field(for: "email")?.theme, ember)
            XCTAssertEqual(view.field(for: "name")?.theme, aurora)

            weak var gone: Badge?
            do {
                let passing = Badge()
                gone = passing
                view.shareTheme(with: passing)
            }
            XCTAssertNil(gone, "the view holds the app's widgets weakly")
            view.theme = nil
            XCTAssertEqual(page.given.last, .some(nil), "nil: the built-in theme, with none of the app's values")
        }
    }
}
