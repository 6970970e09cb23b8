import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// Choosing a week in an open calendar, as two clicks do, each followed by the measure a
/// frame makes: a DateRangeField (its days drawn from the model, the range read aloud)
/// against what an app would build by hand, a GtkCalendar whose range days it marks; and
/// parsing a typed range against parsing its two dates with a DateFormatter.
@MainActor
enum DateRangeBenchmarks {
    static func run() {
        let weeks = 20
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let first = calendar.date(from: DateComponents(year: 2027, month: 1, day: 4, hour: 12)) ?? Date()
        let starts = (0..<weeks).compactMap { calendar.date(byAdding: .day, value: 7 * $0, to: first) }
        let plain = GObjectRef(gtk_calendar_new())
        let field = DateRangeField(label: "Stay")
        let timing = Stopwatch.interleaved(rounds: 9, baseline: {
            for start in starts {
                let parts = calendar.dateComponents([.year, .month, .day], from: start)
                select(plain.widget, parts.year ?? 2027, parts.month ?? 1, parts.day ?? 1)
                measure(plain.widget)
                gtk_calendar_clear_marks(gCast(plain.widget))
                for offset in 0..<7 { gtk_calendar_mark_day(gCast(plain.widget), UInt32((parts.day ?? 1) + offset) % 28 + 1) }
                select(plain.widget, parts.year ?? 2027, parts.month ?? 1, (parts.day ?? 1) + 6)
                measure(plain.widget)
            }
        }, candidate: {
            for start in starts {
                field.open()
                field.choose(start)
                measure(field.widget.pointer)
                field.choose(calendar.date(byAdding: .day, value: 6, to: start) ?? start)
                measure(field.widget.pointer)
            }
        })
        var report = Report()
        report.add("choosing a week in the open calendar, two clicks, each measured",
                   String(format: "%.0f µs per range (GtkCalendar marking the days by hand %.0f µs, %@)",
                          timing.candidate / Double(weeks) / 1e3, timing.baseline / Double(weeks) / 1e3, Report.ratio(timing.ratio)))
        let model = DateRangeModel(locale: Locale(identifier: "en_US"))
        let typed = "Mar 02, 2027 – Mar 09, 2027"
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateFormat = "MMM dd, yyyy"
        let parsing = Stopwatch.interleaved(rounds: 9, baseline: {
            for _ in 0..<200 { _ = (formatter.date(from: "Mar 02, 2027"), formatter.date(from: "Mar 09, 2027")) }
        }, candidate: {
            for _ in 0..<200 { _ = model.parse(typed) }
        })
        report.add("DateRangeModel.parse of a typed range (headless)",
                   String(format: "%.1f µs per parse (two DateFormatter parses %.1f µs, %@)",
                          parsing.candidate / 200 / 1e3, parsing.baseline / 200 / 1e3, Report.ratio(parsing.ratio)))
        report.print(heading: "Date ranges")
    }

    private static func select(_ calendar: UnsafeMutablePointer<GtkWidget>, _ year: Int, _ month: Int, _ day: Int) {
        guard let date = g_date_time_new_local(Int32(year), Int32(month), Int32(day), 12, 0, 0) else { return }
        gtk_calendar_select_day(gCast(calendar), date)
        g_date_time_unref(date)
    }

    /// The height a 360 px column gives `widget`, as a frame asks.
    private static func measure(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, 360, &minimum, &natural, nil, nil)
    }
}
