import CGtk
import FieldCore
import GtkInterop

/// The error summary above a form's rows, after a submit it refused: a heading that
/// counts the rows to fix ("There is a problem with 2 fields") over one link per row,
/// "E-mail: Enter a valid e-mail address", which moves the focus to the row. It renders
/// an `ErrorSummary` (FieldCore), and is hidden while that lists nothing.
///
/// The box is a group named by its heading, so a screen reader entering it says the count
/// before the first link; the links are buttons, the keyboard's way to each row.
@MainActor
final class ErrorSummaryBar {
    /// The summary, a child of the form view's column.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let heading: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    /// The links shown, in the list's order.
    private var links: [UnsafeMutablePointer<GtkWidget>] = []
    /// Called with the index of the link the user activated.
    var onSelect: ((Int) -> Void)?
    /// Called after the summary went away with the keyboard focus in it.
    var onFocusLeft: (() -> Void)?
    /// Keeps the bar rendering the summary it follows at each change.
    private var following: ObservationToken?

    init() {
        MaterialStyle.require(.errorSummary)
        widget = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["error-summary"], role: GTK_ACCESSIBLE_ROLE_GROUP)
        heading = GtkWidgets.label(classes: ["heading"])
        gtk_label_set_wrap(gCast(heading), 1)
        list = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, classes: ["links"])
        gtk_box_append(gCast(widget), heading)
        gtk_box_append(gCast(widget), list)
        Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: widget, to: heading)
        gtk_widget_set_visible(widget, 0)
    }

    /// The links Tab reaches while the summary shows, in order.
    var focusChain: [UnsafeMutablePointer<GtkWidget>] {
        gtk_widget_get_visible(widget) != 0 ? links : []
    }

    /// Puts the keyboard focus on the first link; false when the summary is hidden.
    func grabFocus() -> Bool {
        guard let first = focusChain.first else { return false }
        return gtk_widget_grab_focus(first) != 0
    }

    /// Renders `summary` now and again at each of its changes; nil hides the bar and
    /// follows nothing.
    func follow<Tag>(_ summary: ErrorSummary<Tag>?) {
        following = summary?.changes.add { [weak self, weak summary] in self?.render(summary) }
        render(summary)
    }

    /// Shows what `summary` lists under its heading, one link per item; nil, or nothing
    /// listed, hides the summary.
    private func render<Tag>(_ summary: ErrorSummary<Tag>?) {
        let (title, items) = (summary?.heading ?? "", summary?.items ?? [])
        let hadFocus = KeyboardFocus.isInside(widget)
        GtkWidgets.setText(title, of: heading)
        // A link keeps its widget while its place in the list does: the one focused stays.
        while links.count > items.count, let last = links.popLast() { gtk_box_remove(gCast(list), last) }
        while links.count < items.count { links.append(makeLink(at: links.count)) }
        for (link, item) in zip(links, items) {
            let shown = item.shownText
            // A link that reads as before is left alone: its name is told to a screen reader again when set.
            guard let label = gtk_button_get_child(gCast(link)), String(cString: gtk_label_get_text(gCast(label))) != shown
            else { continue }
            GtkWidgets.setText(shown, of: label)
            // Named as it reads: a wrapping label is the button's child, not its label.
            Accessibility.setLabel(item.text, of: link)
        }
        GtkWidgets.setVisible(widget, !items.isEmpty)
        if hadFocus && !KeyboardFocus.isInside(widget) { onFocusLeft?() }
    }

    private func makeLink(at index: Int) -> UnsafeMutablePointer<GtkWidget> {
        let link: UnsafeMutablePointer<GtkWidget> = gtk_button_new()
        let label = GtkWidgets.label(classes: [])
        gtk_label_set_wrap(gCast(label), 1)
        gtk_button_set_child(gCast(link), label)
        for name in ["flat", "error-link"] { GtkWidgets.addClass(name, to: link) }
        gtk_box_append(gCast(list), link)
        _ = try? GObjectSignals.connect(link, "clicked") { [weak self] _ in self?.onSelect?(index) }
        return link
    }
}
