import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The demo's Checkout page, filled in with real typing, clicks and keys.
final class CheckoutPageTests: XCTestCase {
    /// A new Checkout page in a shown window, and real input for it.
    @MainActor static func shownPage() throws -> (CheckoutPage, TestWindow, XInput) {
        try MaterialStyle.install(.light)
        GoldenImage.steadyRendering()
        let page = CheckoutPage()
        let window = TestWindow(width: 720, height: 760, child: page.widget)
        XCTAssertTrue(window.present(waitingFor: page.form.widget.pointer))
        MainLoopPump.waitForFrames(of: page.widget)
        return (page, window, try XInput(window: window.window))
    }

    func testACheckoutFilledInByKeyboardAndMousePlacesTheOrder() throws {
        try withGtk {
            let (page, window, input) = try Self.shownPage()
            defer { window.close() }
            let cta = page.form.ctaButton
            XCTAssertFalse(page.steps[0].valid, "an empty address cannot continue")

            // Step 1 by keyboard: type, Tab between fields, Return in the last one.
            try input.click(page.fields[0][0].widget.pointer)
            try input.type("Ada Lovelace")
            try input.key("Tab")
            try input.type("12 St James's Square")
            try input.key("Tab")
            try input.type("London")
            XCTAssertTrue(MainLoopPump.run(until: { page.steps[0].valid }, timeout: 3), "filled: the step is done")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.form.currentIndex == 1 }, timeout: 2), "Return in the last field continues")
            XCTAssertEqual(page.steps[0].summary, "Ada Lovelace, 12 St James's Square, London")

            // Step 2: a delivery date from tomorrow, chosen in code as the calendar's day grid
            // is tested on its own; the button by mouse.
            let date = try XCTUnwrap(page.fields[1][0] as? DateField)
            XCTAssertFalse(date.choose(Date()), "today is before the minimum")
            XCTAssertTrue(date.choose(Date().addingTimeInterval(3 * 86_400)))
            date.done()
            XCTAssertTrue(MainLoopPump.run(until: { page.steps[1].valid }, timeout: 2))
            try input.click(cta.pointer)
            XCTAssertTrue(MainLoopPump.run(until: { page.form.currentIndex == 2 }, timeout: 2))
            MainLoopPump.waitForFrames(of: page.form.widget.pointer) // the new card laid out before clicking in it

            // Step 3: the card number must be 16 digits.
            try input.click(page.fields[2][0].widget.pointer)
            try input.type("A Lovelace")
            try input.key("Tab")
            try input.type("4242")
            MainLoopPump.run(for: 0.1)
            XCTAssertFalse(page.steps[2].valid, "four digits are not a card number")
            // The spaces people type between the groups are the mask's own: they are kept once.
            try input.type(" 4242 4242 4242")
            XCTAssertTrue(MainLoopPump.run(until: { page.steps[2].valid }, timeout: 2),
                          "sixteen digits: \(page.fields[2].map { GObjectProperties.value(of: $0.widget.pointer, "text")?.stringValue ?? "" })")
            XCTAssertEqual(GObjectProperties.value(of: page.fields[2][1].widget.pointer, "text")?.stringValue, "4242 4242 4242 4242",
                           "grouped in fours")
            try input.click(cta.pointer)
            XCTAssertTrue(MainLoopPump.run(until: { page.form.currentIndex == 3 }, timeout: 2))
            MainLoopPump.waitForFrames(of: page.form.widget.pointer)

            // Back to the address by a click on its card, then forward again to the review.
            let addressCard = try XCTUnwrap(page.form.card(at: 0))
            try input.click(addressCard.pointer, at: (60, 20))
            XCTAssertTrue(MainLoopPump.run(until: { page.form.currentIndex == 0 }, timeout: 2), "a click on a passed card goes back")
            for step in 1...3 {
                XCTAssertTrue(page.form.advance())
                XCTAssertEqual(page.form.currentIndex, step)
            }
            try input.click(cta.pointer)
            XCTAssertTrue(MainLoopPump.run(until: { page.form.isComplete }, timeout: 2), "Place order completes the form")
            XCTAssertTrue(page.statusText.hasPrefix("Order placed. Ada Lovelace"))
        }
    }

    func testACheckoutCompletesWithTheKeyboardAlone() throws {
        try withGtk {
            let (page, window, input) = try Self.shownPage()
            defer { window.close() }
            let cta = page.form.ctaButton
            XCTAssertTrue(MainLoopPump.run(until: { page.fields[0][0].isFocused }, timeout: 2), "the first field has focus")

            try input.type("Ada Lovelace")
            try input.key("Tab")
            try input.type("12 St James's Square")
            try input.key("Tab")
            try input.type("London")
            XCTAssertTrue(MainLoopPump.run(until: { page.steps[0].valid }, timeout: 3))
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.form.currentIndex == 1 }, timeout: 2), "Return continues")

            // Delivery: focus is in the date field; Return opens the calendar, the arrows
            // choose, Return confirms and, once more, continues.
            let date = try XCTUnwrap(page.fields[1][0] as? DateField)
            XCTAssertTrue(MainLoopPump.run(until: { date.isFocused }, timeout: 2), "the step's field has focus")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { date.isOpen }, timeout: 2), "Return in the empty date field opens it")
            try input.key("Right")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { !date.isOpen && page.steps[1].valid }, timeout: 2),
                          "Return picks the day: \(date.text)")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.form.currentIndex == 2 }, timeout: 2), "and continues")
            XCTAssertTrue(MainLoopPump.run(until: { page.fields[2][0].isFocused }, timeout: 2), "focus goes into the new step")

            try input.type("A Lovelace")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { page.fields[2][1].isFocused }, timeout: 2),
                          "Tab moves on to the card number, not \(window.focusWidget.map { String(cString: mf_instance_type_name($0)) } ?? "nothing")")
            try input.type("4242424242424242")
            XCTAssertTrue(MainLoopPump.run(until: { page.steps[2].valid }, timeout: 2),
                          "the payment is filled: \(page.fields[2].map { GObjectProperties.value(of: $0.widget.pointer, "text")?.stringValue ?? "" })")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.form.currentIndex == 3 }, timeout: 2))

            // Review: focus is on Place order, not on a collapsed card; Return places it.
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget == cta.pointer }, timeout: 2),
                          "focus is on the button, not the collapsed Payment card")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.form.isComplete }, timeout: 2), "Return places the order")
            XCTAssertTrue(page.statusText.hasPrefix("Order placed. Ada Lovelace"))
        }
    }
}
