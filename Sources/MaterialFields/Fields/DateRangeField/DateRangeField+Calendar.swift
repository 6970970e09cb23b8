import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// The open calendar: its keys, its cells drawn from the model, and what it tells a
/// screen reader.
extension DateRangeField {
    /// A click on a day (GTK selects it): chooses it.
    func dayClicked() {
        guard model.isOpen, var components = CalendarDays.selectedDay(of: calendar) else { return }
        components.hour = 12
        guard let day = model.calendar.date(from: components) else { return }
        chooseInCalendar(day)
    }

    /// Keys inside the open calendar: the arrows and Page Up or Down move the keyboard's
    /// day, Return or Space choose it as the start or the end.
    func calendarKeyPressed(_ keyval: Int32) -> Bool {
        if CalendarDays.isConfirmKey(keyval), let cursor = model.cursor {
            chooseInCalendar(cursor)
            return true
        }
        guard let step = CalendarDays.step(forKey: keyval, rightToLeft: gtk_widget_get_direction(instance) == GTK_TEXT_DIR_RTL)
        else { return false }
        update { model.moveCursor(by: step.value, step.component) }
        return true
    }

    /// Shows the model: the text (kept as typed while the field refuses it), the
    /// keyboard's day, the range over the cells, the popup and its buttons.
    func renderRange() {
        guard !isDisposed else { return }
        if model.inputError == nil { GtkWidgets.setEditableText(model.text, of: editor) }
        // Moving the calendar to the model's day is not the user choosing it.
        SignalConnection.blocking(daySelection) {
            CalendarDays.select(model.cursor ?? model.range?.start ?? model.startDay, in: model.calendar, on: calendar)
        }
        markDays()
        describeCursor()
        GtkWidgets.setVisible(clearButton, model.isClearable)
        chrome.setPopupVisible(model.isOpen)
        queueNotify()
    }

    /// Draws each cell of the month shown as the model says: the ends of the range (or the
    /// start chosen so far), the days between, and days that cannot be chosen.
    func markDays() {
        guard model.isOpen else { return }
        let cells = CalendarDays.cells(of: calendar, in: model.calendar)
        guard let first = cells.first?.1 else { return }
        for ((cell, _), state) in zip(cells, model.states(ofDaysFrom: first, count: cells.count)) {
            GtkWidgets.setClass("out-of-range", on: cell, state == .unavailable)
            GtkWidgets.setClass("range-start", on: cell, state == .start)
            GtkWidgets.setClass("range-end", on: cell, state == .end)
            GtkWidgets.setClass("in-range", on: cell, state == .inside)
        }
    }

    /// The calendar's description is the keyboard's day in full and what it is to the
    /// range ("Tuesday, March 2, 2027, start. Choose the end"): GTK's calendar tells
    /// assistive technologies nothing of its days. Announced as it changes while the
    /// calendar has focus, since newer Orca reads no description change of a calendar.
    func describeCursor() {
        let text = model.cursor.map(model.spokenCalendarDay)
        guard text != describedDay else { return }
        describedDay = text
        Accessibility.setDescription(text, of: calendar)
        if let text, KeyboardFocus.isInside(calendar) { Accessibility.announce(text, from: calendar) }
    }

    /// Says why a day was refused: for a moment the calendar's description (which GTK
    /// 4.8's screen reader reads as it changes) and an announcement where GTK has them.
    func say(_ message: String) {
        describedDay = message
        Accessibility.setDescription(message, of: calendar)
        Accessibility.announce(message, from: calendar)
    }
}
