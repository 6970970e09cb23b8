import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// What the date fields' calendars share: the day cells of a `GtkCalendar`, each with the
/// day it shows, the keys of a date picker's grid and the names of the calendar's arrows.
/// GTK lists the 42 cells row by row as labels of class `day-number`, those of the month
/// before or after also `other-month`; the month shown is its `year` and `month` properties.
@MainActor
enum CalendarDays {
    /// Each cell and its day (within an hour or two of noon, in `calendar`'s time zone).
    ///
    /// The cells are consecutive days, so only the first is worked out with the calendar
    /// and each next one is a day (24 hours) later: a daylight-saving change moves noon
    /// by an hour, never into another day. A calendar computation per cell cost more than
    /// the rest of a render.
    static func cells(of widget: UnsafeMutablePointer<GtkWidget>, in calendar: Calendar) -> [(UnsafeMutablePointer<GtkWidget>, Date)] {
        let cells = WidgetChildren.tree(under: widget).filter {
            gIsA($0, gtk_label_get_type()) && gtk_widget_has_css_class($0, "day-number") != 0
        }
        guard let first = cells.first, let text = gtk_label_get_text(gCast(first)), let number = Int(String(cString: text)),
              let year = GObjectProperties.value(of: widget, "year")?.intValue,
              let month = GObjectProperties.value(of: widget, "month")?.intValue.map({ $0 + 1 }),
              let monthStart = calendar.date(from: DateComponents(year: year, month: month, day: 1, hour: 12)) else { return [] }
        // The first cell is the 1st of the month shown, or a day of the month before.
        let firstDay = gtk_widget_has_css_class(first, "other-month") == 0 ? monthStart
            : calendar.date(byAdding: .month, value: -1, to: monthStart).flatMap { calendar.date(byAdding: .day, value: number - 1, to: $0) }
        guard let firstDay else { return [] }
        return cells.enumerated().map { index, cell in (cell, firstDay.addingTimeInterval(Double(index) * 86_400)) }
    }

    /// The day the calendar has selected, as year, month and day.
    static func selectedDay(of widget: UnsafeMutablePointer<GtkWidget>) -> DateComponents? {
        guard let chosen = gtk_calendar_get_date(gCast(widget)) else { return nil }
        defer { g_date_time_unref(chosen) }
        return DateComponents(year: Int(g_date_time_get_year(chosen)), month: Int(g_date_time_get_month(chosen)),
                              day: Int(g_date_time_get_day_of_month(chosen)))
    }

    /// Selects the day holding `date` in `calendar`'s time zone (GTK emits `day-selected`).
    static func select(_ date: Date, in calendar: Calendar, on widget: UnsafeMutablePointer<GtkWidget>) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let selected = g_date_time_new_local(Int32(year), Int32(month), Int32(day), 12, 0, 0) else { return }
        gtk_calendar_select_day(gCast(widget), selected)
        g_date_time_unref(selected)
    }

    /// The move a key makes in a date picker's grid: the arrows a day (mirrored right to
    /// left) or a week, Page Up and Page Down a month; nil for other keys. (GTK's own
    /// calendar moves a focus box with the arrows that neither chooses the day nor tells a
    /// screen reader.)
    static func step(forKey keyval: Int32, rightToLeft: Bool) -> (component: Calendar.Component, value: Int)? {
        switch keyval {
        case GDK_KEY_Left, GDK_KEY_KP_Left: (.day, rightToLeft ? 1 : -1)
        case GDK_KEY_Right, GDK_KEY_KP_Right: (.day, rightToLeft ? -1 : 1)
        case GDK_KEY_Up, GDK_KEY_KP_Up: (.day, -7)
        case GDK_KEY_Down, GDK_KEY_KP_Down: (.day, 7)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: (.month, -1)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: (.month, 1)
        default: nil
        }
    }

    /// Whether `keyval` chooses the day the keyboard is on: Return or Space.
    static func isConfirmKey(_ keyval: Int32) -> Bool {
        [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space].contains(keyval)
    }

    /// GTK 4.8's calendar leaves its arrow buttons unnamed (a screen reader reads
    /// "GtkImage"): they are named here, in the order the calendar makes them.
    static func nameArrows(of calendar: UnsafeMutablePointer<GtkWidget>) {
        let buttons = WidgetChildren.tree(under: calendar).filter { gIsA($0, gtk_button_get_type()) }
        let names = [Translations.string("Previous month"), Translations.string("Next month"),
                     Translations.string("Previous year"), Translations.string("Next year")]
        guard buttons.count == names.count else { return }
        for (button, name) in zip(buttons, names) { Accessibility.setLabel(name, of: button) }
    }
}
