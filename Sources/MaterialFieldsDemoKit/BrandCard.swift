import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// The page's own widgets that take part in its theme, as any app's would: a card in the
/// theme's colour and padding, its heading in the theme's colour beside its emblem, the
/// form on it.
@MainActor
final class BrandCard: Themeable {
    typealias ThemeKeys = Brand

    /// The card: the heading row (emblem and title), then the content.
    let card: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let text: String
    private let emblem = ThemedPicture(showing: Brand.emblem, covers: false, iconSize: 32)
    private var style: StyleSheet?

    var theme: FieldTheme? {
        didSet { if theme != oldValue { render() } }
    }

    init(title text: String, content: UnsafeMutablePointer<GtkWidget>) {
        self.text = text
        title = Layout.heading(text, level: "title-2")
        gtk_widget_set_size_request(emblem.widget.pointer, 32, 32)
        let header = Layout.hbox(spacing: 12, [emblem.widget.pointer, title])
        card = Layout.vbox(spacing: 16, [header, content])
        gtk_widget_add_css_class(card, "brand-card")
    }

    private func render() {
        emblem.theme = theme
        if let heading = color(.heading) {
            // The title is the page's own text, with nothing to escape.
            gtk_label_set_markup(gCast(title), "<span foreground=\"\(heading.css)\">\(text)</span>")
        } else {
            gtk_label_set_text(gCast(title), text)
        }
        style?.uninstall()
        let padding = Int(size(.cardPadding) ?? 0)
        // On a card of its own colour, text takes the theme's: light on Aurora's dark card.
        let colors = color(.card).map { "background-color: \($0.css); color: \(theme?.onSurface.css ?? "inherit");" } ?? ""
        // The form view paints the window's colour; on the card, the card's shows through.
        let sheet = StyleSheet(css: ".brand-card { \(colors) border-radius: 16px; padding: \(padding)px; }\n"
                               + ".brand-card formview.mf-form { background-color: transparent; }")
        sheet.install()
        style = sheet
    }
}
