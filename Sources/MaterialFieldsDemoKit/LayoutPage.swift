import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// StackBox on screen: StackViews' sample (the Auto Layout Cookbook's form
/// header: a square image beside three labelled fields) and a playground whose
/// orientation, justify, align, spacing and insets switch live.
@MainActor
public final class LayoutPage: DemoPage {
    /// The page id for `--page`.
    public let name = "layout"
    /// The sidebar title.
    public let title = "Layout"
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// The form header, stacked as in StackViews' sample.
    public private(set) var header: StackBox?
    /// The playground's stack, whose options the controls change.
    public let playground = StackBox(orientation: .horizontal, justify: .fill, align: .fill,
                                     insets: Insets(horizontal: 12, vertical: 12), spacing: 8)
    /// The playground's controls, in three columns, or one in a narrow window.
    private var controls: UnsafeMutablePointer<GtkWidget>?
    /// Names for the playground's options, in the controls' order.
    static let justifyChoices: [Justify?] = [nil] + Justify.allCases
    static let alignChoices: [Alignment?] = [nil] + Alignment.allCases

    private let styles = StyleSheet(css: """
    .stack-sample { background-color: alpha(#3584e4, 0.25); border: 1px solid alpha(#3584e4, 0.6); border-radius: 6px; padding: 4px; }
    .stack-sample.fixed { background-color: alpha(#e66100, 0.25); border-color: alpha(#e66100, 0.6); }
    .stack-sample.proportional { background-color: alpha(#26a269, 0.25); border-color: alpha(#26a269, 0.6); }
    .stack-playground { border: 1px dashed alpha(currentColor, 0.45); border-radius: 8px; min-height: 220px; }
    .form-header-image { background-color: alpha(currentColor, 0.08); border-radius: 8px; }
    """)

    /// Builds the page.
    public init() {
        styles.install()
        gtk_widget_add_css_class(playground.widget.pointer, "stack-playground")
        let samples: [(String, [String], StackConstraints)] = [
            ("A: its own size", [], .none),
            ("B: 90 × 48", ["fixed"], StackConstraints(width: 90, height: 48)),
            ("C: 1 part", ["proportional"], StackConstraints(proportionalWidth: 1)),
            ("D: 2 parts, own alignment (end)", ["proportional"], StackConstraints(proportionalWidth: 2, alignment: .end)),
        ]
        for (text, classes, constraints) in samples {
            let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
            gtk_label_set_wrap(gCast(label), 1)
            for name in ["stack-sample"] + classes { gtk_widget_add_css_class(label, name) }
            playground.append(Widget(label), constraints)
        }
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let header = makeHeader()
        self.header = header
        let controls = Layout.columns(3, [
            Layout.choice("_Orientation", Orientation.allCases.map(\.rawValue), selected: 0) { [weak self] index in
                self?.playground.orientation = Orientation.allCases[index]
            },
            Layout.choice("_Justify", Self.justifyChoices.map { $0?.rawValue ?? "none" }, selected: 1) { [weak self] index in
                self?.playground.justify = Self.justifyChoices[index]
            },
            Layout.choice("_Align", Self.alignChoices.map { $0?.rawValue ?? "none" }, selected: 1) { [weak self] index in
                self?.playground.align = Self.alignChoices[index]
            },
            Layout.number("_Spacing", 0...48, value: 8) { [weak self] value in self?.playground.spacing = value },
            Layout.number("_Insets", 0...48, value: 12) { [weak self] value in
                self?.playground.insets = Insets(horizontal: value, vertical: value)
            },
        ], spacing: (12, 8))
        self.controls = controls
        return Layout.page(Layout.vbox(spacing: 16, [
            Layout.heading("The seed's sample: a form header", level: "title-2"),
            Layout.caption("A square image beside three labelled fields, stacked with two calls of stackViews(…), as in Apple's Auto Layout Cookbook."),
            header.widget.pointer,
            Layout.heading("Playground", level: "title-2"),
            Layout.caption("Blue takes its own size, orange is fixed, green shares what is left by proportion. Switch the options: the children move live."),
            controls,
            playground.widget.pointer,
        ]))
    }

    /// One column of controls in a narrow window, three in a wide one.
    public func setNarrow(_ narrow: Bool) {
        if let controls { Layout.arrange(controls, columns: narrow ? 1 : 3) }
    }

    /// StackViews' form header: a horizontal stack of a square image and a vertical stack
    /// of three rows, each a 110-pixel label beside its field.
    private func makeHeader() -> StackBox {
        let image: UnsafeMutablePointer<GtkWidget> = gtk_image_new_from_icon_name("avatar-default-symbolic")
        gtk_image_set_pixel_size(gCast(image), 64)
        gtk_widget_add_css_class(image, "form-header-image")
        Accessibility.setLabel("Profile picture", of: image)
        let rows = ["_First Name", "_Middle Name", "_Last Name"].map { title -> UnsafeMutablePointer<GtkWidget> in
            let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new_with_mnemonic(title)
            gtk_label_set_xalign(gCast(label), 0)
            let entry: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
            // Narrow enough for a phone's width beside the image and the 110 px label.
            gtk_editable_set_width_chars(OpaquePointer(entry), 4)
            gtk_label_set_mnemonic_widget(gCast(label), entry)
            Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: entry, to: label)
            // StackViews' applyLabel(_:ofWidth:toField:).
            let row = try? stackViews(orientation: .horizontal, align: .center, spacing: 8, views: [Widget(label), Widget(entry)], widths: [110, nil])
            return row?.widget.pointer ?? entry
        }
        let fields = try? stackViews(orientation: .vertical, justify: .start, align: .fill, spacing: 10, views: rows.map(Widget.init))
        let fieldsWidget = fields?.widget ?? Widget(Layout.vbox(rows))
        // The image is square: as wide as the three rows are high.
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(fieldsWidget.pointer, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        let side = Double(natural)
        let header = (try? stackViews(orientation: .horizontal, justify: .fill, align: .fill,
                                      insets: Insets(horizontal: 5, vertical: 5), spacing: 10,
                                      views: [Widget(image), fieldsWidget], widths: [side, nil], heights: [side, nil]))
            ?? StackBox()
        return header
    }
}
