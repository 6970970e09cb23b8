import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// The date typed part by part (``DateField/isSegmented``): the segments replace the text
/// as the field's input, beside the calendar, which stays.
extension DateField {
    /// Types the value by segment (true) or as text (false).
    func setSegmented(_ segmented: Bool) {
        guard segmented != (segments != nil) else { return }
        let hadFocus = containsFocus
        if segmented {
            let input = SegmentedInput(model: SegmentedDateModel(field: dateModel.field, mode: dateModel.mode, formats: dateModel.formats,
                                                             timeZone: dateModel.timeZone, now: dateModel.now))
            input.model.setDate(dateModel.date)
            input.perform = { [weak self] change in self?.update(change) }
            segmentObservation = input.model.userEdits.add { [weak self] _ in self?.segmentsEdited() }
            segments = input
            // The text leaves the field but stays alive and stays the field's GtkEditable,
            // which GTK's accessibility still asks for its text.
            keptText = GObjectRef(editor)
            install(input: input.box, editableText: editor)
        } else {
            segmentObservation = nil
            segments = nil
            install(input: editor, editableText: editor)
            keptText = nil
        }
        if hadFocus, let focusTarget { gtk_widget_grab_focus(focusTarget) }
        renderDate()
    }

    /// A complete typed date is chosen as a click in the calendar would choose it; one the
    /// limits refuse is the field's error, the segments keeping what was typed.
    func segmentsEdited() {
        // A year of two digits may be the start of four: wait until the segment is done.
        guard let segments, segments.model.typed.isEmpty, let date = segments.model.date, date != dateModel.date else { return }
        if !dateModel.choose(date) {
            dateModel.refuse(date < (dateModel.minimumDate ?? .distantPast) ? .beforeMinimum(date) : .afterMaximum(date))
        }
    }
}
