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
            // A view of the date model: the date stays there, the segments type it.
            let input = SegmentedInput(model: SegmentedDateModel(viewing: model))
            input.perform = { [weak self] change in self?.update(change) }
            segments = input
            // The text leaves the field but stays alive and stays the field's GtkEditable,
            // which GTK's accessibility still asks for its text.
            keptText = GObjectRef(editor)
            install(input: input.box, editableText: editor)
        } else {
            segments = nil
            install(input: editor, editableText: editor)
            keptText = nil
        }
        if hadFocus, let focusTarget { gtk_widget_grab_focus(focusTarget) }
        renderDate()
    }
}
