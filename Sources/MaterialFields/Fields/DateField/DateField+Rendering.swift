import CGtk
import FieldCore
import GtkInterop

/// What a date field shows beside its model's state: the text, the calendar and clock,
/// the open button and the example of the format it takes.
extension DateField {
    /// Shows the model: the text (kept as typed while the field refuses it), the
    /// calendar's day (the start date while empty), the time, the popup and the buttons.
    func renderDate() {
        guard !isDisposed else { return }
        if model.inputError == nil { GtkWidgets.setEditableText(model.text, of: editor) }
        // Showing the model's date in the calendar and spin buttons is not the user picking
        // one: the handlers that take a pick into the model do not hear it.
        SignalConnection.blocking(pickerHandlers) {
            let date = model.date ?? model.startDate
            CalendarDays.select(date, in: model.calendar, on: calendar)
            let parts = model.calendar.dateComponents([.hour, .minute], from: date)
            gtk_spin_button_set_value(gCast(hour), Double(parts.hour ?? 0))
            gtk_spin_button_set_value(gCast(minute), Double(parts.minute ?? 0))
        }
        markDaysOutOfRange()
        describeChosenDay()
        GtkWidgets.setVisible(calendar, model.mode != .time)
        GtkWidgets.setVisible(timeRow, model.mode != .date)
        GtkWidgets.setVisible(clearButton, model.isClearable)
        chrome.setPopupVisible(model.isOpen)
        queueNotify()
    }

    /// The calendar's description is the chosen day in full ("Tuesday, November 24, 1996"):
    /// a screen reader reads it when the calendar takes focus and again as it changes,
    /// since GTK's calendar tells assistive technologies nothing of its days.
    private func describeChosenDay() {
        let day = model.isOpen ? (model.date ?? model.startDate) : nil
        let text = day.map { model.textFormat.spokenDay($0, in: model.calendar) }
        guard text != describedDay else { return }
        describedDay = text
        Accessibility.setDescription(text, of: calendar)
        // Newer Orca reads no description change of a calendar: announce the day too, once
        // the calendar has focus (openCalendar() announces the first).
        if let text, KeyboardFocus.isInside(calendar) { Accessibility.announce(text, from: calendar) }
    }
}
