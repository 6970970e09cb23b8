import FieldCore
import Testing

/// An app's own themes, as AstroForms has them: colours, images and sizes by keys of the
/// app's, a form's theme inherited by its rows, a row's own winning, and any object of the
/// app's taking part through `Themeable`.
@Suite("App themes")
@MainActor
struct AppThemeTests {
    enum Brand: String, ThemeKey {
        case heading, formBackground, emblem, cardMargin
    }

    /// What an app's own widget would be: it reads its theme's values when given one.
    final class Banner: Themeable {
        typealias ThemeKeys = Brand
        var shown: (heading: ThemeColor?, background: ThemeImage?, margin: Double?) = (nil, nil, nil)
        var theme: FieldTheme? {
            didSet { shown = (color(.heading), image(.formBackground), size(.cardMargin)) }
        }
    }

    static var aurora: FieldTheme {
        var theme = FieldTheme.light
        theme.name = "aurora"
        theme.primary = ThemeColor(hex: 0x00658E)
        theme.colors[Brand.heading] = ThemeColor(hex: 0x00497D)
        theme.images[Brand.formBackground] = .resource("/org/example/aurora.png")
        theme.images[Brand.emblem] = .icon("weather-clear-night-symbolic")
        theme.sizes[Brand.cardMargin] = 24
        return theme
    }

    @Test func aThemeHoldsTheAppsColoursImagesAndSizesByItsKeysAndByTheirNames() {
        let theme = Self.aurora
        #expect(theme.colors[Brand.heading] == ThemeColor(hex: 0x00497D))
        #expect(theme.colors[named: "heading"] == ThemeColor(hex: 0x00497D), "C names the same key by its string")
        #expect(theme.images[Brand.emblem] == .icon("weather-clear-night-symbolic"))
        #expect(theme.sizes[Brand.cardMargin] == 24)
        #expect(theme.images.names == ["emblem", "formBackground"])
        #expect(FieldTheme.light.colors[Brand.heading] == nil, "a key a theme does not give reads as nil")
        #expect(theme != FieldTheme.light.withName("aurora"), "the app's values are part of the theme")
    }

    @Test func aThemeableReadsTheValuesOfTheThemeItIsGiven() {
        let banner = Banner()
        #expect(banner.color(.heading) == nil, "no theme, no values")
        banner.theme = Self.aurora
        #expect(banner.shown.heading == ThemeColor(hex: 0x00497D))
        #expect(banner.shown.background == .resource("/org/example/aurora.png"))
        #expect(banner.shown.margin == 24)
        banner.theme = .dark
        #expect(banner.shown.heading == nil && banner.shown.background == nil, "a theme without them clears them")
    }

    @Test func colourRolesAreNamedAsCNamesThemAndOtherNamesAreTheAppsKeys() {
        var theme = FieldTheme.light
        #expect(FieldTheme.roleNames.first == "primary" && FieldTheme.roleNames.count == 9)
        #expect(theme.followsScheme, "the built-in colours follow the app's scheme")
        theme.setColor(ThemeColor(hex: 0x123456), named: "heading")
        #expect(theme.colors[named: "heading"] == ThemeColor(hex: 0x123456))
        #expect(theme.followsScheme, "the app's own values do not change the fields' colours")
        theme.setColor(ThemeColor(hex: 0x00658E), named: "primary")
        #expect(theme.primary == ThemeColor(hex: 0x00658E) && theme.color(named: "primary") == theme.primary)
        #expect(theme.colors[named: "primary"] == nil, "a role is not an app key")
        #expect(!theme.followsScheme, "a role of its own gives the fields its colours")
        #expect(FieldTheme.dark.followsScheme)
    }

    @Test func aFormsThemeIsItsRowsAndARowsOwnWinsEachChangeToldOnce() throws {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "Name"))
        try form.add(Row(tag: "email", label: "E-mail"))
        var told: [FormChange<String>] = []
        let token = form.changes.add { told.append($0) }
        defer { token.cancel() }

        form.theme = Self.aurora
        #expect(told == [.theme(nil)], "the form's theme: told once")
        #expect(form.theme(for: "name") == Self.aurora, "a row without its own takes the form's")
        form.theme = Self.aurora
        #expect(told == [.theme(nil)], "the same theme again: nothing")

        let row = try #require(form.findRow(tag: "email"))
        row.theme = .dark
        #expect(told == [.theme(nil), .theme("email")], "a row's own: told once with its tag")
        #expect(form.theme(for: "email") == .dark, "and it wins")
        #expect(form.theme(for: "name") == Self.aurora)
        row.theme = .dark
        #expect(told.count == 2, "unchanged: nothing")

        try form.remove(tag: "email")
        told.removeAll()
        row.theme = nil
        #expect(!told.contains(.theme("email")), "a row that left the form no longer tells it")
    }
}

extension AppThemeTests {
    @Test func aDeclarativeRowTakesATheme() throws {
        let booking = Booking()
        let editing = try ModelForm(editing: booking) {
            Section("Guest") {
                TextRow("Name", \.guest)
                TextRow("E-mail", \.email).theme(Self.aurora)
            }
        }
        editing.form.theme = .dark
        #expect(editing.row(\Booking.email)?.theme == Self.aurora)
        #expect(editing.form.theme(for: FieldKey(\Booking.email)) == Self.aurora, "its own wins")
        #expect(editing.form.theme(for: FieldKey(\Booking.guest)) == .dark, "the others take the form's")
    }
}

extension FieldTheme {
    fileprivate func withName(_ name: String) -> FieldTheme {
        var theme = self
        theme.name = name
        return theme
    }
}
