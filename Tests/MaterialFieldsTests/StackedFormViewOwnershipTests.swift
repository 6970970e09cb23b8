import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A `StackedFormView` is its widget's own object: an app that puts the view in a window
/// and keeps nothing still has a working form, and the same object answers for it.
final class StackedFormViewOwnershipTests: XCTestCase {
    func testAViewOnlyItsWindowKeepsStillAdvancesOnARealClickAndCompletes() throws {
        try withGtk {
            var completed: [Int] = []
            weak var kept: StackedFormView?
            let window: TestWindow
            let step: StackedFormCard
            do {
                step = StackedFormCard(title: "Name", content: EntryField(label: "Name").widget, ctaButtonText: "Finish")
                let view = try StackedFormView(elements: [step])
                view.onComplete = { steps in completed.append(steps.count) }
                kept = view
                window = TestWindow.steady(showing: view.widget.pointer, height: 400)
            }
            defer { window.close() }
            MainLoopPump.drain()
            MainLoopPump.run(for: 0.05)
            let view = try XCTUnwrap(kept, "the window's widget keeps the view the app let go")
            XCTAssertTrue(StackedFormView.wrapping(view.widget) === view, "and it is the widget's object")
            step.setValid(true)
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            try XInput(window: window.window).click(view.ctaButton.pointer)
            XCTAssertTrue(MainLoopPump.run(until: { completed == [1] }, timeout: 2), "a real click completes the form")
        }
    }

    func testAViewMadeByAUIFileIsAStackedFormView() throws {
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            let ui = #"<interface><object class="MfStackedFormView" id="steps"/></interface>"#
            let view = try XCTUnwrap(StackedFormView.wrapping(try UIFile(ui).widget("steps")))
            let step = StackedFormCard(title: "Only", content: .label("Done"), ctaButtonText: "Finish")
            let source = ListSource([step])
            view.dataSource = source
            try view.setup()
            step.setValid(true)
            XCTAssertTrue(view.advance())
            XCTAssertTrue(view.isComplete, "a .ui file's view works as one made in Swift")
        }
    }
}
