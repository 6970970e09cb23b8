import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

// README-EXAMPLE-BEGIN themes
enum Brand: String, ThemeKey {
    case background, emblem, heading, cardPadding
}

func auroraTheme(background: String) -> FieldTheme {
    var aurora = FieldTheme.dark
    aurora.primary = ThemeColor(hex: 0x5DD5B5)
    aurora.images[Brand.background] = .file(background) // or .resource(path), .icon(name)
    aurora.images[Brand.emblem] = .icon("weather-clear-night-symbolic")
    aurora.colors[Brand.heading] = ThemeColor(hex: 0xBFF3E4)
    aurora.sizes[Brand.cardPadding] = 24
    return aurora
}
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN themeable
/// The app's card: its heading's colour and its padding are its theme's.
@MainActor
final class BrandCard: Themeable {
    typealias ThemeKeys = Brand
    private(set) var headingColor: ThemeColor?
    private(set) var padding = 0.0
    var theme: FieldTheme? { didSet { render() } }

    private func render() {
        headingColor = color(.heading) // nil when the theme gives none
        padding = size(.cardPadding) ?? 0
    }
}

@MainActor
func newsletter(background: String) throws -> (FormView<String>, BrandCard, ThemedPicture<Brand>) {
    let form = Form<String>()
    try form.add(Row(tag: "email", label: "E-mail", rules: [.required]))
    let view = try FormView(form: form)
    let card = BrandCard()
    let picture = ThemedPicture(showing: Brand.background)
    view.shareTheme(with: card) // the form's theme, now and on each change
    view.shareTheme(with: picture)
    view.theme = auroraTheme(background: background)
    return (view, card, picture)
}
// README-EXAMPLE-END

/// The An app's own themes article's examples, run as they are shown.
final class AppThemesExampleTests: XCTestCase {
    func testTheArticlesExamplesRunAndAreShownWordForWord() throws {
        try withGtk {
            let png = try TemporaryPNG.make(showing: "Aurora")
            defer { try? FileManager.default.removeItem(at: png) }

            let (view, card, picture) = try newsletter(background: png.path)
            XCTAssertEqual(card.headingColor, ThemeColor(hex: 0xBFF3E4))
            XCTAssertEqual(card.padding, 24)
            XCTAssertNotNil(gtk_picture_get_paintable(OpaquePointer(picture.widget.pointer)), "the picture shows the file")
            XCTAssertEqual(view.field(for: "email")?.theme?.primary, ThemeColor(hex: 0x5DD5B5), "the field takes the form's theme")
            view.theme = nil
            XCTAssertNil(card.headingColor, "the built-in theme holds none of the app's values")
        }
        let (examples, missing) = try ReadmeExamples.check(sourceFile: #filePath)
        XCTAssertEqual(examples, 2)
        XCTAssertEqual(missing, [], "the An app's own themes article shows both examples word for word")
    }
}
