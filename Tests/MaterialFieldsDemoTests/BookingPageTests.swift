import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import TestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The demo's Book a room page, declared with the declarative API alone, filled in with the
/// keyboard alone: each row reached by its label's mnemonic, typed, chosen and toggled with
/// real keys, kept as a draft, undone and redone, and booked.
final class BookingPageTests: XCTestCase {
    /// A date as an American types it in a range: 3/14/27.
    private static func typed(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "M/d/yy"
        return formatter.string(from: date)
    }

    func testARoomIsBookedWithTheKeyboardAloneKeptAsADraftAndUndone() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            GoldenImage.steadyRendering()
            let home = TemporaryPath("mf-booking")
            defer { home.remove() }
            let page = BookingPage()
            let store = DraftStore(appID: "io.github.materialfields.BookingTest", formID: BookingPage.draftFormID,
                                   environment: ["XDG_DATA_HOME": home.path])
            page.keepDrafts(appID: "io.github.materialfields.BookingTest", environment: ["XDG_DATA_HOME": home.path])
            let english = Locale(identifier: "en_US")
            try XCTUnwrap(page.view.field(for: \Booking.birthDate) as? DateField).use(locale: english, timeZone: .current)
            try XCTUnwrap(page.view.field(for: \Booking.stay) as? DateRangeField).use(locale: english, timeZone: .current, now: { Date() })
            try XCTUnwrap(page.view.field(for: \Booking.arrival) as? TimeField).use(locale: english, now: { Date() })
            let window = TestWindow(width: 720, height: 900, child: page.widget)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: page.view.widget.pointer))
            MainLoopPump.waitForFrames(of: page.widget)
            let input = try XInput(window: window.window)
            let booking = page.booking

            // Book with nothing: the summary lists each required row, in order.
            try input.key("alt+b")
            XCTAssertTrue(MainLoopPump.run(until: { page.view.errorSummaryItems.count == 6 }, timeout: 3), "\(page.view.errorSummaryItems)")
            XCTAssertEqual(page.view.errorSummaryItems.map(\.label), ["Name", "E-mail", "Date of birth", "Stay", "Guests", "Room"])

            try input.key("alt+n")
            try input.type("Ada Lovelace")
            try input.key("alt+e")
            try input.type("ada@example.com")
            try input.key("alt+i")
            try input.type("3141990")
            try input.key("alt+f")
            try input.type("Lond")
            XCTAssertTrue(MainLoopPump.run(until: { booking.comingFrom == "Lond" }, timeout: 2))
            try input.key("Down")
            try input.key("Return")
            let start = Calendar.current.date(byAdding: .day, value: 30, to: Date()) ?? Date()
            let end = Calendar.current.date(byAdding: .day, value: 7, to: start) ?? start
            try input.key("alt+s")
            try input.type("\(Self.typed(start)) - \(Self.typed(end))")
            try input.key("Return")
            try input.key("alt+g")
            try input.type("2")
            try input.key("alt+a")
            try input.type("905p")
            try input.key("alt+r")
            try input.key("Return")
            try input.key("Down")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { booking.room == "Double" }, timeout: 2), "the picker chose: \(booking.room)")
            try input.key("alt+q")
            try input.type("quiet room")
            try input.key("Return")
            try input.type("late check-out")
            try input.key("Return")
            try input.key("alt+k")
            XCTAssertTrue(MainLoopPump.run(until: { booking.breakfast }, timeout: 2), "Alt+K toggles breakfast")
            try input.key("alt+o")
            try input.type("Ground floor")
            XCTAssertTrue(MainLoopPump.run(until: { booking.notes == "Ground floor" }, timeout: 2))

            // Every row wrote the model's own typed property.
            XCTAssertEqual(booking.guest, "Ada Lovelace")
            XCTAssertEqual(booking.email, "ada@example.com")
            XCTAssertEqual(booking.birthDate.map { Calendar.current.dateComponents([.year, .month, .day], from: $0) },
                           DateComponents(year: 1990, month: 3, day: 14))
            XCTAssertEqual(booking.comingFrom, "London")
            XCTAssertEqual(booking.stay?.dayCount(in: .current), 8, "seven nights")
            XCTAssertEqual(booking.guests, 2)
            XCTAssertEqual(booking.arrival, TimeOfDay(hour: 21, minute: 5))
            XCTAssertEqual(booking.requests, ["quiet room", "late check-out"])
            XCTAssertTrue(page.view.errorSummaryItems.isEmpty, "fixed rows left the summary: \(page.view.errorSummaryItems)")

            // What was typed is kept as a draft.
            XCTAssertTrue(MainLoopPump.run(until: {
                (try? store.load())?.values.values.contains(.text("Ada Lovelace")) == true
            }, timeout: 3), "the draft holds the name")

            // Ctrl+Z takes the notes back, Ctrl+Shift+Z gives them again.
            try input.key("ctrl+z")
            XCTAssertTrue(MainLoopPump.run(until: { booking.notes != "Ground floor" }, timeout: 2), "undone: \(booking.notes)")
            try input.key("ctrl+shift+z")
            XCTAssertTrue(MainLoopPump.run(until: { booking.notes == "Ground floor" }, timeout: 2), "redone")

            try input.key("alt+b")
            XCTAssertTrue(MainLoopPump.run(until: { page.statusText.hasPrefix("Booked") }, timeout: 3),
                          "\(page.statusText) \(page.view.errorSummaryItems)")
            XCTAssertEqual(page.statusText, "Booked: Double for 2 guests, 7 nights.")
            XCTAssertFalse(page.hasUnsavedChanges)
        }
    }
}
