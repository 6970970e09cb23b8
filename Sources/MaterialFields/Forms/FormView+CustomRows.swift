import CGtk
import FieldCore
import GtkInterop

/// The app's widgets in `.custom` rows.
extension FormView {
    /// Shows `widget` in the custom row `tag`, in place of any it showed before. The app
    /// may give it whenever it has it, before or after the row is shown; the view owns it
    /// from then on.
    ///
    /// The row's value, rules, error, focus, draft and history are the form's, as for any
    /// row: the widget reports each change the user makes with `form.edit(tag, to:)` and
    /// shows the value `form.changes` tells it (`.value(tag)`), since undo, a restored
    /// draft and `reset()` change it too. Its error shows under it.
    ///
    /// - Throws: `FormError.missingRow` for a tag the form has no row for, and
    ///   ``Failure/notACustomRow(_:)`` for a row a field, switch or button shows.
    public func setCustomWidget(_ widget: Widget, for tag: Tag) throws {
        guard let row = form.findRow(tag: tag) else { throw FormError.missingRow(String(describing: tag)) }
        guard row.kind == .custom, let custom = rowViews[tag]?.custom else { throw Failure.notACustomRow(String(describing: tag)) }
        custom.setContent(widget)
    }

    /// Gives each custom row with no widget yet the one ``makeCustomWidget`` makes.
    func giveCustomRowsTheirWidgets() {
        guard let makeCustomWidget else { return }
        for (tag, rowView) in rowViews {
            guard let custom = rowView.custom, custom.content == nil, let row = form.findRow(tag: tag) else { continue }
            custom.setContent(makeCustomWidget(row))
        }
    }

    /// Logs a critical for each custom row on screen with no widget, naming it.
    func reportCustomRowsWithoutWidgets() {
        for rowView in rowViews.values { rowView.custom?.reportIfMissing() }
    }
}
