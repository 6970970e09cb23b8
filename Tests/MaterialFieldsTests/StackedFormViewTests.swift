import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// StackedFormView in a real window: the seed's three-step case, moves, animation order,
/// keyboard and mouse, any number of steps, bad input and the look.
final class StackedFormViewTests: XCTestCase {
    /// Records the delegate calls, in order.
    @MainActor final class Recorder: StackedFormViewDelegate {
        var calls: [String] = []
        var completed: [any StackedFormViewElement] = []
        func stackedFormView(_ view: StackedFormView, didCompleteFormWith formElements: [any StackedFormViewElement]) {
            completed = formElements
        }
        func stackedFormView(_ view: StackedFormView, willElementExpandAt index: Int) { calls.append("willExpand \(index)") }
        func stackedFormView(_ view: StackedFormView, willElementCollapseAt index: Int) { calls.append("willCollapse \(index)") }
        func stackedFormView(_ view: StackedFormView, didElementExpandAt index: Int) { calls.append("didExpand \(index)") }
        func stackedFormView(_ view: StackedFormView, didElementCollapseAt index: Int) { calls.append("didCollapse \(index)") }
        func stackedFormView(_ view: StackedFormView, collapsedHeightForElementAt index: Int) -> Double { 40 }
    }

    @MainActor private static func steps(_ count: Int) -> (steps: [StackedFormCard], fields: [EntryField]) {
        let fields = (0..<count).map { EntryField(label: "Field \($0)") }
        let steps = fields.enumerated().map { index, field in
            StackedFormCard(title: "Step \(index)", content: field.widget, ctaButtonText: index == count - 1 ? "Finish" : "Next")
        }
        return (steps, fields)
    }

    @MainActor private static func show(_ view: StackedFormView, height: Int32 = 640) -> TestWindow {
        TestWindow.steady(showing: view.widget.pointer, height: height)
    }

    func testTheSeedsCaseWithRealClicks() throws {
        try withGtk {
            let (steps, _) = Self.steps(3)
            let recorder = Recorder()
            let view = StackedFormView()
            view.delegate = recorder
            let list = ListSource(steps)
            view.dataSource = list
            try view.setup()
            let window = Self.show(view)
            defer { window.close() }
            XCTAssertEqual(gtk_widget_get_sensitive(view.ctaButton.pointer), 0, "element 0 is invalid: the button is insensitive")
            // A disabled button says why, under it and to a screen reader.
            let hint = try XCTUnwrap(WidgetTree.all(under: view.widget.pointer).first { gtk_widget_has_css_class($0, "stacked-form-hint") != 0 })
            XCTAssertTrue(gtk_widget_get_mapped(hint) != 0)
            XCTAssertEqual(String(cString: gtk_label_get_text(gCast(hint))), "Complete this step to continue")
            let described = mf_test_accessible_check_property_string(OpaquePointer(view.ctaButton.pointer), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                      "Complete this step to continue")
            XCTAssertNil(described.map { String(cString: $0) }, "the button's description says it too")
            g_free(described)
            steps[0].setValid(true)
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertEqual(gtk_widget_get_visible(hint), 0, "and no reason once it is enabled")
            XCTAssertNotEqual(gtk_widget_get_sensitive(view.ctaButton.pointer), 0, "it becomes sensitive with its step")
            XCTAssertTrue(gtk_widget_has_css_class(view.ctaButton.pointer, "suggested-action") != 0, "and styled as valid")

            let input = try XInput(window: window.window)
            try input.click(view.ctaButton.pointer)
            XCTAssertTrue(MainLoopPump.run(until: { view.currentIndex == 1 && !view.isMoving }, timeout: 2), "a real click advances")
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let first = try XCTUnwrap(view.card(at: 0)), second = try XCTUnwrap(view.card(at: 1))
            XCTAssertEqual(gtk_widget_get_height(first.pointer), 40 + 50, "collapsed: its height plus the overlap")
            XCTAssertEqual(WidgetTree.bounds(of: second.pointer, in: view.widget.pointer).origin.y - WidgetTree.bounds(of: first.pointer, in: view.widget.pointer).origin.y, 40,
                           "the next card covers the overlap")
            XCTAssertEqual(gtk_widget_get_sensitive(view.ctaButton.pointer), 0, "step 1 is not valid yet")
            XCTAssertEqual(recorder.calls, ["willCollapse 0", "willExpand 1", "didCollapse 0", "didExpand 1"])

            steps[1].setValid(true)
            XCTAssertTrue(view.advance())
            steps[2].setValid(true)
            var signalled = 0
            try GObjectSignals.connect(view.widget.pointer, "completed") { _ in signalled += 1 }
            try input.click(view.ctaButton.pointer)
            XCTAssertTrue(MainLoopPump.run(until: { view.isComplete }, timeout: 2), "the last button completes")
            XCTAssertEqual(recorder.completed.count, 3, "with every element")
            XCTAssertEqual(signalled, 1)

            try input.click(first.pointer, at: (40, 20))
            XCTAssertTrue(MainLoopPump.run(until: { view.currentIndex == 0 }, timeout: 2), "a real click on a collapsed card goes back")
            XCTAssertFalse(view.isComplete)
        }
    }

    func testKeyboardReturnAdvancesTabReachesTheButtonAndReturnOnACardGoesBack() throws {
        try withGtk {
            let (steps, fields) = Self.steps(3)
            let view = try StackedFormView(elements: steps)
            let window = Self.show(view)
            defer { window.close() }
            let input = try XInput(window: window.window)
            fields[0].becomeFirstResponder()
            try input.type("Ada")
            steps[0].setValid(true)
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { view.currentIndex == 1 }, timeout: 2), "Return in the last field of a valid step")
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget.map { gtk_widget_is_ancestor($0, fields[1].widget.pointer) != 0 } ?? false },
                                           timeout: 2), "focus moves into the new step")
            try input.key("Return")
            MainLoopPump.run(for: 0.1)
            XCTAssertEqual(view.currentIndex, 1, "not from an invalid step")
            XCTAssertTrue(window.focusWidget.map { gtk_widget_is_ancestor($0, fields[1].widget.pointer) != 0 } ?? false, "and focus stays")
            steps[1].setValid(true)
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget == view.ctaButton.pointer }, timeout: 2),
                          "Tab reaches the button, not \(window.focusWidget.map { String(cString: mf_instance_type_name($0)) } ?? "nothing")")
            let first = try XCTUnwrap(view.card(at: 0))
            gtk_widget_grab_focus(first.pointer)
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { view.currentIndex == 0 }, timeout: 2), "Return on a collapsed card goes back")
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(first.pointer)), GTK_ACCESSIBLE_ROLE_GROUP, "each card is a group")
            let mismatch = mf_test_accessible_check_property_string(OpaquePointer(first.pointer), GTK_ACCESSIBLE_PROPERTY_LABEL, "Step 0")
            XCTAssertNil(mismatch.map { String(cString: $0) }, "named by its title")
            g_free(mismatch)
        }
    }

    func testAStepWithNoButtonTextFadesTheButtonOut() throws {
        try withGtk {
            let (steps, _) = Self.steps(2)
            steps[1].ctaButtonText = nil
            let view = try StackedFormView(elements: steps)
            let window = Self.show(view)
            defer { window.close() }
            let revealer = try XCTUnwrap(gtk_widget_get_ancestor(view.ctaButton.pointer, gtk_revealer_get_type()))
            XCTAssertNotEqual(gtk_revealer_get_reveal_child(gCast(revealer)), 0)
            XCTAssertEqual(String(cString: gtk_button_get_label(gCast(view.ctaButton.pointer))), "Next")
            steps[0].setValid(true)
            view.advance()
            XCTAssertEqual(gtk_revealer_get_reveal_child(gCast(revealer)), 0, "no text: the button fades out")
            XCTAssertEqual(gtk_revealer_get_transition_type(gCast(revealer)), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        }
    }

    func testWillThenTheAnimationThenDid() throws {
        try withGtk {
            let (steps, _) = Self.steps(2)
            let recorder = Recorder()
            let view = try StackedFormView(elements: steps)
            view.delegate = recorder
            let window = Self.show(view)
            defer { window.close() }
            guard let settings = gtk_settings_get_default() else { return XCTFail("no settings") }
            GObjectProperties.set(settings.gObject, "gtk-enable-animations", to: .bool(true))
            defer { GoldenImage.steadyRendering() }
            steps[0].setValid(true)
            let start = Date()
            XCTAssertTrue(view.advance())
            XCTAssertEqual(recorder.calls, ["willCollapse 0", "willExpand 1"], "the did-events wait for the animation")
            XCTAssertTrue(view.isMoving)
            XCTAssertFalse(view.advance(), "no second move meanwhile")
            XCTAssertTrue(MainLoopPump.run(until: { !view.isMoving }, timeout: 3))
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.25, "the move took its 0.3 s")
            XCTAssertEqual(recorder.calls, ["willCollapse 0", "willExpand 1", "didCollapse 0", "didExpand 1"])
        }
    }

    func testEventsAreClosuresAndADelegateIsCalledThroughThem() throws {
        try withGtk {
            let (steps, _) = Self.steps(3)
            let view = try StackedFormView(elements: steps)
            let window = Self.show(view)
            defer { window.close() }
            var heard: [String] = []
            view.events.willExpand = { _, index in heard.append("willExpand \(index)") }
            view.events.didExpand = { _, index in heard.append("didExpand \(index)") }
            view.events.styleButton = { _, button, isValid in heard.append("style \(isValid)"); button.addCSSClass("styled") }
            view.onComplete = { heard.append("complete \($0.count)") }
            steps[0].setValid(true)
            XCTAssertTrue(view.advance())
            XCTAssertTrue(MainLoopPump.run(until: { !view.isMoving }, timeout: 2))
            XCTAssertEqual(heard, ["style true", "willExpand 1", "style false", "didExpand 1"], "the closures, each once, in order")
            XCTAssertTrue(gtk_widget_has_css_class(view.ctaButton.pointer, "styled") != 0, "the app styled the button")
            XCTAssertFalse(gtk_widget_has_css_class(view.ctaButton.pointer, "suggested-action") != 0, "instead of the view")

            // The seed's delegate is an adapter over the same closures: it replaces them.
            let recorder = Recorder()
            view.delegate = recorder
            heard = []
            steps[1].setValid(true)
            XCTAssertTrue(view.advance())
            XCTAssertTrue(MainLoopPump.run(until: { !view.isMoving }, timeout: 2))
            steps[2].setValid(true)
            XCTAssertTrue(view.advance())
            XCTAssertTrue(view.isComplete)
            XCTAssertEqual(heard, [], "the earlier closures are gone")
            XCTAssertEqual(recorder.calls, ["willCollapse 1", "willExpand 2", "didCollapse 1", "didExpand 2"])
            XCTAssertEqual(recorder.completed.count, 3, "completion reaches the delegate")
            view.delegate = nil
            XCTAssertNil(view.events.willExpand, "clearing the delegate clears its closures")

            // A delegate that has gone away (it is held weakly) styles the button as none would.
            let (more, _) = Self.steps(2)
            let other = try StackedFormView(elements: more)
            do {
                let passing = Recorder()
                other.delegate = passing
            }
            more[0].setValid(true)
            XCTAssertTrue(gtk_widget_has_css_class(other.ctaButton.pointer, "suggested-action") != 0, "the accent colour, as by default")
        }
    }

    func testOneAndTenStepsWorkAndTenScroll() throws {
        try withGtk {
            let (one, _) = Self.steps(1)
            let single = try StackedFormView(elements: one)
            one[0].setValid(true)
            XCTAssertTrue(single.advance())
            XCTAssertTrue(single.isComplete)

            let (ten, _) = Self.steps(10)
            let view = try StackedFormView(elements: ten)
            let window = Self.show(view, height: 420)
            defer { window.close() }
            for step in ten.dropLast() {
                step.setValid(true)
                XCTAssertTrue(view.advance())
            }
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertEqual(view.currentIndex, 9)
            let last = try XCTUnwrap(view.card(at: 9))
            let scrolled = MainLoopPump.run(until: {
                let bounds = WidgetTree.bounds(of: last.pointer, in: view.widget.pointer)
                return bounds.origin.y >= 0 && bounds.origin.y < Float(gtk_widget_get_height(view.widget.pointer))
            }, timeout: 2)
            XCTAssertTrue(scrolled, "the current card is scrolled into view: \(WidgetTree.bounds(of: last.pointer, in: view.widget.pointer)) in \(gtk_widget_get_height(view.widget.pointer))")
            XCTAssertLessThanOrEqual(gtk_widget_get_height(view.widget.pointer), 420, "the view scrolls instead of growing past the window")
        }
    }

    func testBadInputIsAClearErrorOrANoOp() throws {
        try withGtk {
            XCTAssertThrowsError(try StackedFormView(elements: [])) { error in
                XCTAssertEqual(error as? StackedFormError, .noElements)
            }
            XCTAssertThrowsError(try StackedFormView().setup(), "no data source: no elements")
            let (steps, _) = Self.steps(3)
            let view = try StackedFormView(elements: steps)
            XCTAssertNil(view.stackedFormElement(at: 3))
            XCTAssertNil(view.card(at: -1))
            XCTAssertFalse(view.goBack(to: 9))
            XCTAssertFalse(view.advance(), "an invalid step does not advance")

            // A step that turns invalid while the move animates; then the view is destroyed mid-move.
            let window = Self.show(view)
            guard let settings = gtk_settings_get_default() else { return XCTFail("no settings") }
            GObjectProperties.set(settings.gObject, "gtk-enable-animations", to: .bool(true))
            defer { GoldenImage.steadyRendering() }
            steps[0].setValid(true)
            steps[1].setValid(true)
            XCTAssertTrue(view.advance())
            steps[1].setValid(false)
            XCTAssertEqual(gtk_widget_get_sensitive(view.ctaButton.pointer), 0, "the button follows at once")
            MainLoopPump.run(for: 0.05)
            window.close()
            MainLoopPump.run(for: 0.4)
            XCTAssertFalse(view.isMoving, "a move ends when its cards leave the screen")
        }
    }

    func testCollapsedAndExpandedCardsLookRightInLightAndDark() throws {
        try withGtk {
            for scheme in [ColorScheme.light, .dark] {
                let (steps, fields) = Self.steps(3)
                steps[0].summary = "Ada Lovelace"
                let view = try StackedFormView(elements: steps)
                GoldenImage.steadyRendering()
                try MaterialStyle.install(scheme)
                let window = TestWindow(width: 400, height: 420, child: view.widget.pointer)
                defer { window.close() }
                XCTAssertTrue(window.present(waitingFor: view.widget.pointer))
                steps[0].setValid(true)
                view.advance()
                fields[1].text = "Analytical Engine"
                gtk_root_set_focus(OpaquePointer(window.window), nil)
                MainLoopPump.waitForFrames(of: view.widget.pointer)
                if let problem = try GoldenImage.verify(window.window, named: "stacked-form-\(scheme == .dark ? "dark" : "light")",
                                                        besides: #filePath) {
                    XCTFail(problem)
                }
            }
        }
    }
}

/// A data source over a list, as an app would write one.
@MainActor
final class ListSource: StackedFormViewDataSource {
    let elements: [any StackedFormViewElement]
    init(_ elements: [any StackedFormViewElement]) { self.elements = elements }
    func numberOfElements(in stackedFormView: StackedFormView) -> Int { elements.count }
    func stackedFormView(_ stackedFormView: StackedFormView, stackedFormElementAt index: Int) -> any StackedFormViewElement {
        elements[index]
    }
}
