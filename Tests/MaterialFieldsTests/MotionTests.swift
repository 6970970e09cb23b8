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

    /// The label's drawn height, and whether it is drawn at its own size (no scale in its
    /// transform: its height on screen is its allocation's; an outlined field's floating
    /// label has padding at the sides, which its width does not count).
    @MainActor private static func labelDrawing(in field: Field) throws -> (height: Float, unscaled: Bool) {
        let label = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "label"))
        let bounds = try XCTUnwrap(Self.bounds(of: "label", in: field))
        return (bounds.size.height, bounds.size.height == Float(gtk_widget_get_height(label)))
    }

    /// The field's natural width, and its height at the harness's width.
    @MainActor private static func naturalSize(of field: Field, in harness: FieldHarness) -> (width: Int32, height: Int32) {
        var minimum: Int32 = 0, width: Int32 = 0
        gtk_widget_measure(field.widget.pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &width, nil, nil)
        return (width, harness.height(of: field))
    }

    func testTheLabelMovesScaledAndOnceFloatedIsDrawnAtTheFloatingSizeWithTheFieldsSizeUnchanged() throws {
        try withGtk {
            // A label longer than the field's natural width: it is what that width is made of.
            let filled = EntryField(label: "The name on the card, as it is printed")
            let outlined = EntryField(label: "お名前（カードに印字されたとおり）")
            outlined.variant = .outlined
            let harness = try FieldHarness([filled, outlined], width: 600)
            defer { harness.close() }
            Self.enableAnimations()
            defer { GoldenImage.steadyRendering() }
            for field in [filled, outlined] as [Field] {
                let resting = try Self.labelDrawing(in: field)
                let restingSize = Self.naturalSize(of: field, in: harness)
                XCTAssertTrue(resting.unscaled, "at rest, the label is drawn at its own size")
                field.becomeFirstResponder()
                var scaledOnTheWay = false
                let deadline = Date().addingTimeInterval(0.4)
                while Date() < deadline {
                    MainLoopPump.waitForFrames(of: field.widget.pointer, 1)
                    if try !Self.labelDrawing(in: field).unscaled { scaledOnTheWay = true }
                    let size = Self.naturalSize(of: field, in: harness)
                    XCTAssertEqual(size.width, restingSize.width, "the field's natural width stays as the label moves")
                    XCTAssertEqual(size.height, restingSize.height, "and so does its height")
                }
                XCTAssertTrue(scaledOnTheWay, "on its way, the label is scaled")
                let floated = try Self.labelDrawing(in: field)
                XCTAssertTrue(floated.unscaled, "once floated, it is drawn at the floating size itself, with no scale")
                XCTAssertEqual(Double(floated.height / resting.height), 0.75, accuracy: 0.05, "16 px to 12 px")
                harness.focusElsewhere()
                MainLoopPump.waitForFrames(of: field.widget.pointer, 30)
                let back = try Self.labelDrawing(in: field)
                XCTAssertTrue(back.unscaled)
                XCTAssertEqual(back.height, resting.height, "at rest again, at the resting size")
                XCTAssertEqual(Self.naturalSize(of: field, in: harness).width, restingSize.width)
            }
        }
    }

    func testAMnemonicLabelThatFloatedRestsAtItsRestingSizeOnceLeft() throws {
        try withGtk {
            Self.enableAnimations()
            defer { GoldenImage.steadyRendering() }
            // A label with a mnemonic, as a form's rows have: GTK 4.8 keeps the floating
            // size in the underline's attributes unless the field takes it out.
            let visited = EntryField(label: "_User name")
            let untouched = EntryField(label: "_User name")
            let harness = try FieldHarness([visited, untouched], animated: true)
            defer { harness.close() }
            let resting = try Self.labelDrawing(in: untouched)
            visited.becomeFirstResponder()
            MainLoopPump.waitForFrames(of: visited.widget.pointer, 30)
            XCTAssertEqual(Double(try Self.labelDrawing(in: visited).height / resting.height), 0.75, accuracy: 0.05, "floated")
            harness.focusElsewhere()
            MainLoopPump.waitForFrames(of: visited.widget.pointer, 30)
            let back = try Self.labelDrawing(in: visited)
            XCTAssertTrue(back.unscaled)
            XCTAssertEqual(back.height, resting.height, "at rest again, as large as a label never floated")
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
