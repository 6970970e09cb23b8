import CGtk
import Foundation
import GtkInterop

/// The day cells of a `GtkCalendar`, each with the day it shows. GTK lists the 42 cells
/// row by row as labels of class `day-number`, those of the month before or after also
/// `other-month`; the month shown is its `year` and `month` properties.
@MainActor
enum CalendarDays {
    /// Each cell and its day (at noon, in `calendar`'s time zone).
    static func cells(of widget: UnsafeMutablePointer<GtkWidget>, in calendar: Calendar) -> [(UnsafeMutablePointer<GtkWidget>, Date)] {
        guard let year = GObjectProperties.value(of: widget, "year")?.intValue,
              let month = GObjectProperties.value(of: widget, "month")?.intValue.map({ $0 + 1 }) else { return [] }
        var seenShownMonth = false
        return WidgetChildren.tree(under: widget).compactMap { cell in
            guard gIsA(cell, gtk_label_get_type()), gtk_widget_has_css_class(cell, "day-number") != 0,
                  let text = gtk_label_get_text(gCast(cell)), let day = Int(String(cString: text)) else { return nil }
            var offset = 0
            if gtk_widget_has_css_class(cell, "other-month") != 0 {
                offset = seenShownMonth ? 1 : -1
            } else {
                seenShownMonth = true
            }
            guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1, hour: 12)),
                  let monthStart = calendar.date(byAdding: .month, value: offset, to: first),
                  let date = calendar.date(byAdding: .day, value: day - 1, to: monthStart) else { return nil }
            return (cell, date)
        }
    }
}
