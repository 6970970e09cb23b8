import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The label's float and the error shake, observed as geometry on screen.
final class MotionTests: XCTestCase {
    @MainActor private static func bounds(of part: String, in field: Field) -> graphene_rect_t? {
        guard let child = WidgetTree.child(of: field.widget.pointer, withClass: part) else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(child, field.widget.pointer, &rect) != 0 else { return nil }
        return rect
    }

    @MainActor private static func enableAnimations() {
        guard let settings = gtk_settings_get_default() else { return }
        GObjectProperties.set(settings.gObject, "gtk-enable-animations", to: .bool(true))
    }

    func testTheLabelFloatsUpAndShrinksOverAboutOneHundredSixtySevenMilliseconds() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            Self.enableAnimations()
            defer { GoldenImage.steadyRendering() }
            let resting = try XCTUnwrap(Self.bounds(of: "label", in: field))
            field.becomeFirstResponder()
            var path: [Float] = []
            let deadline = Date().addingTimeInterval(0.4)
            while Date() < deadline {
                MainLoopPump.waitForFrames(of: field.widget.pointer, 1)
                path.append(Self.bounds(of: "label", in: field)?.origin.y ?? resting.origin.y)
            }
            let floating = try XCTUnwrap(Self.bounds(of: "label", in: field))
            XCTAssertLessThan(floating.origin.y, resting.origin.y, "the label moved up")
            XCTAssertEqual(Double(floating.size.height / resting.size.height), 0.75, accuracy: 0.02, "16 px to 12 px")
            XCTAssertTrue(path.contains { $0 < resting.origin.y - 0.5 && $0 > floating.origin.y + 0.5 },
                          "it travels through positions in between rather than jumping: \(path)")
        }
    }

    func testWithShakesAFieldShakesOnceOnError() throws {
        try withGtk {
            let field = EntryField(label: "Code")
            field.shakes = true
            let harness = try FieldHarness([field])
            defer { harness.close() }
            Self.enableAnimations()
            defer { GoldenImage.steadyRendering() }
            field.setError(withText: "Wrong code")
            var offsets: [Float] = []
            let deadline = Date().addingTimeInterval(0.6)
            while Date() < deadline {
                MainLoopPump.waitForFrames(of: field.widget.pointer, 1)
                offsets.append(Self.bounds(of: "container", in: field)?.origin.x ?? 0)
            }
            XCTAssertTrue(offsets.contains { $0 > 1 } && offsets.contains { $0 < -1 }, "it swings both ways: \(offsets)")
            XCTAssertEqual(offsets.last ?? 1, 0, "and comes to rest")
        }
    }

    func testAShakingFieldShowsItsErrorTextATenthOfASecondLaterAsTheSeedDoes() throws {
        try withGtk {
            let shaking = EntryField(label: "Code")
            shaking.shakes = true
            let still = EntryField(label: "Name")
            let harness = try FieldHarness([shaking, still])
            defer { harness.close() }
            Self.enableAnimations()
            defer { GoldenImage.steadyRendering() }
            let started = Date()
            shaking.setError(withText: "Wrong code")
            still.setError(withText: "Required")
            @MainActor func errorLine(_ field: Field) -> UnsafeMutablePointer<GtkWidget>? {
                WidgetTree.shownChild(of: field.widget.pointer, withClass: "error-text")
            }
            XCTAssertNotNil(errorLine(still), "a field that does not shake shows its error at once")
            XCTAssertNil(errorLine(shaking), "a shaking field starts with the shake")
            XCTAssertEqual(shaking.state, .error, "the state is error at once; only the text waits")
            XCTAssertTrue(MainLoopPump.run(until: { errorLine(shaking) != nil }, timeout: 2))
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.095, "the text appears after 0.1 s")
            shaking.removeErrorUI()
            shaking.setError(withText: "Again")
            shaking.removeErrorUI()
            MainLoopPump.run(for: 0.2)
            XCTAssertNil(errorLine(shaking), "an error removed before its reveal never shows")
        }
    }

    func testReducedMotionMakesTheLabelJump() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            let resting = try XCTUnwrap(Self.bounds(of: "label", in: field))
            field.becomeFirstResponder()
            MainLoopPump.waitForFrames(of: field.widget.pointer, 2)
            let floating = try XCTUnwrap(Self.bounds(of: "label", in: field))
            XCTAssertEqual(Double(floating.size.height / resting.size.height), 0.75, accuracy: 0.02)
        }
    }
}

final class DelegateLifetimeTests: XCTestCase {
    @MainActor private final class Owner: EntryFieldDelegate, PickerFieldDelegate, DateFieldDelegate {
        var field: EntryField?
    }

    func testFieldsHoldTheirDelegatesWeaklySoNoCycleForms() throws {
        try withGtk {
            weak var weakOwner: Owner?
            let entry = EntryField(label: "A")
            let picker = PickerField(label: "B", data: ["x"])
            let date = DateField(label: "C")
            do {
                let owner = Owner()
                owner.field = entry // the app holds its field, the field points back
                entry.delegate = owner
                picker.delegate = owner
                date.delegate = owner
                weakOwner = owner
            }
            XCTAssertNil(weakOwner, "the app's object is freed when the app lets go")
            XCTAssertNil(entry.delegate)
        }
    }
}
