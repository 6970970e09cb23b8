import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// AstroForms' themes: a newsletter form on a ``FormView`` whose theme the list switches
/// live, between Material (the built-in colours, which follow light and dark), Aurora and
/// Ember. Each theme holds the fields' colours and the page's own values by its keys
/// (``Brand``): the background picture behind everything, the emblem and colour of the
/// heading, the card's colour and padding. The fields take the form's theme; the
/// picture and the card are the page's own widgets, given the theme through
/// `FormView.shareTheme(with:row:)`.
@MainActor
public final class ThemesPage: DemoPage {
    /// The page id for `--page`.
    public let name = "themes"
    /// The sidebar title.
    public let title = "Themes"
    /// The form's values, errors and invariants, for `--dump-forms`.
    public var formReport: FormReport? { FormReport(form) }
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// The newsletter form.
    public let form = Form<String>()
    /// The view that shows it.
    public let view: FormView<String>
    /// The themes the list offers, in its order.
    public let themes: [(name: String, theme: FieldTheme)]
    /// The page's background: the theme's picture under ``Brand/background``.
    public let background = ThemedPicture(showing: Brand.background)
    /// What the last submit said.
    public let status = Layout.statusLine()
    private var brand: BrandCard?

    /// Builds the page, in the Material theme.
    public init() {
        try? form.add(Row(tag: "name", label: "_Name", rules: [.required]))
        try? form.add(Row(tag: "email", label: "_E-mail", rules: [.required, .text(.isEmail)]))
        try? form.add(Row(tag: "topic", label: "T_opic", kind: .picker(data: ["Releases", "Tutorials", "Events"]),
                          rules: [.required]))
        try? form.add(Row(tag: "weekly", label: "_Weekly digest", value: .flag(true)))
        guard let view = try? FormView(form: form) else { preconditionFailure("a new form is shown by no view") }
        self.view = view
        (view.field(for: "email") as? EntryField)?.purpose = .email
        themes = Brand.themes(images: DemoImages())
        view.theme = themes[0].theme
        view.shareTheme(with: background)
        view.onSubmit = { [weak self] values in
            self?.setStatus("Subscribed \(values["email"]?.text ?? ""): \(values["topic"]?.text ?? "").", success: true)
        }
    }

    /// Gives the form, its fields, the background and the card the theme at `index` of
    /// ``themes``, as choosing it in the list does.
    public func choose(themeAt index: Int) {
        guard themes.indices.contains(index) else { return }
        view.theme = themes[index].theme
    }

    /// Submits the form, as the Subscribe button does.
    public func submitForm() {
        if !view.submit() { setStatus("Please fix the fields in red; the first one is focused.", success: false) }
    }

    private func setStatus(_ text: String, success: Bool) {
        Layout.setStatus(text, of: status, success: success)
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let picker = Layout.choice("_Theme", themes.map(\.name)) { [weak self] index in self?.choose(themeAt: index) }
        let subscribe = Layout.button("_Subscribe", classes: ["suggested-action", "pill"]) { [weak self] in self?.submitForm() }
        gtk_widget_set_halign(subscribe, GTK_ALIGN_START)
        let column = Layout.vbox(spacing: 16, [
            Layout.caption("A theme holds the fields' colours and the app's own: this page's background picture, the emblem and colour of its heading, its card. Choose one and all of it changes at once."),
            picker, view.widget.pointer, subscribe, status,
        ])
        let brand = BrandCard(title: "Newsletter", content: column)
        self.brand = brand
        view.shareTheme(with: brand)
        let page = brand.card
        // The card as tall as what it holds, the picture all around it.
        gtk_widget_set_valign(page, GTK_ALIGN_START)
        gtk_widget_set_vexpand(view.widget.pointer, 0)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(page, 24)
        }
        let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(gCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(gCast(scroller), page)
        let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
        gtk_overlay_set_child(OpaquePointer(overlay), background.widget.pointer)
        gtk_overlay_add_overlay(OpaquePointer(overlay), scroller)
        gtk_widget_set_vexpand(overlay, 1)
        return overlay
    }
}
