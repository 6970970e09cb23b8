import CGtk
import Foundation
import GtkTestSupport
import XCTest

// README-EXAMPLE-BEGIN
import MaterialFields

/// Two steps: an address that must be filled in, then a review that places the order.
@MainActor
func makeCheckout(onPlaced: @escaping () -> Void) throws -> StackedFormView {
    let name = EntryField(label: "Full name")
    let address = StackedFormCard(title: "Shipping address", content: name.widget, ctaButtonText: "Continue")
    let review = StackedFormCard(title: "Review", content: .label("Ready to order"), ctaButtonText: "Place order")
    review.setValid(true)
    name.onChange = { [weak address] name in address?.setValid(!name.text.isEmpty) }
    let form = try StackedFormView(elements: [address, review])
    form.onComplete = { _ in onPlaced() }
    return form                    // put form.widget in a window
}
// README-EXAMPLE-END

final class ReadmeStackedFormExampleTests: XCTestCase {
    func testTheReadmesStackedFormExampleAdvancesOnlyWhenFilledAndCompletes() throws {
        try withGtk {
            var placed = 0
            let form = try makeCheckout { placed += 1 }
            let window = TestWindow(width: 400, height: 500, child: form.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: form.widget.pointer))
            XCTAssertFalse(form.advance(), "an empty name cannot continue")
            let card = try XCTUnwrap(form.card(at: 0))
            let field = try XCTUnwrap(WidgetTree.all(under: card.pointer).compactMap { EntryField.wrapping(Widget($0)) }.first)
            let input = try XInput(window: window.window)
            try input.click(field.widget.pointer)
            try input.type("Ada")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "Ada" }, timeout: 2), "the typed name arrives")
            XCTAssertTrue(form.advance(), "a typed name lets the step continue")
            XCTAssertTrue(MainLoopPump.run(until: { !form.isMoving }, timeout: 2))
            XCTAssertTrue(form.advance(), "the review places the order")
            XCTAssertEqual(placed, 1)
        }
    }

    func testTheReadmeShowsThisExampleWordForWord() throws {
        let (examples, missing) = try ReadmeExamples.check(sourceFile: #filePath)
        XCTAssertEqual(examples, 1)
        XCTAssertEqual(missing, [], "README.md must show the StackedFormView example of this file word for word")
    }
}
