import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Create and destroy every widget kind many times, in and out of windows: every GObject
/// is finalized, and every Swift model the widgets held is freed with them (a model is
/// owned by its widget's Swift implementation, so a model freed means the implementation,
/// its signal closures and its observers were too).
final class WidgetLifetimeTests: XCTestCase {
    /// A weak reference to a Swift object.
    private struct Weak {
        weak var object: AnyObject?
    }

    /// Makes `count` widgets with `make` (which returns the widget and a model it holds),
    /// lets them go, and checks that none outlives the next turns of the main loop.
    @MainActor private static func cycle(_ count: Int, _ name: String,
                                  _ make: (Int) -> (widget: UnsafeMutablePointer<GtkWidget>, model: AnyObject?)) {
        var widgets: [WeakObjectRef] = []
        var models: [Weak] = []
        widgets.reserveCapacity(count)
        for index in 0..<count {
            let (widget, model) = make(index)
            widgets.append(WeakObjectRef(widget))
            models.append(Weak(object: model))
            if index % 1_000 == 999 { MainLoopPump.drain() }
        }
        // An object its widget let go goes at the next turn of the main loop.
        MainLoopPump.drain()
        MainLoopPump.run(for: 0.05)
        XCTAssertEqual(widgets.filter(\.isAlive).count, 0, "every \(name) widget is finalized")
        XCTAssertEqual(models.filter { $0.object != nil }.count, 0, "every \(name) model is freed")
    }

    func testTenThousandOfEachFieldAreFreedWithTheirModels() throws {
        try withGtk {
            Self.cycle(10_000, "EntryField") { index in
                let field = EntryField(label: "Entry \(index)")
                field.text = "text \(index)"
                field.setError(withText: index.isMultiple(of: 2) ? "error" : nil)
                return (field.widget.pointer, field.fieldModel)
            }
            Self.cycle(10_000, "AreaField") { index in
                let field = AreaField(label: "Area \(index)")
                field.text = "line\n\(index)"
                return (field.widget.pointer, field.fieldModel)
            }
            Self.cycle(10_000, "PickerField") { index in
                let field = PickerField(label: "Picker \(index)", data: ["A", "B", "C"])
                field.setIndexTo(index % 3)
                return (field.widget.pointer, field.model)
            }
            Self.cycle(10_000, "DateField") { index in
                let field = DateField(label: "Date \(index)")
                _ = field.choose(Date(timeIntervalSince1970: Double(index) * 86_400))
                return (field.widget.pointer, field.model)
            }
        }
    }

    func testAThousandOfEachViewAreFreedShownOrNot() throws {
        try withGtk {
            Self.cycle(1_000, "FormView") { index in
                let form = Form<Int>()
                for tag in 0..<5 { try? form.add(Row(tag: tag, label: "Row \(tag)", kind: tag == 3 ? .switch : .entry)) }
                guard let view = try? FormView(form: form) else { return (gtk_label_new("")!, nil) }
                let row = form.findRow(tag: 0)?.field
                return (view.widget.pointer, [row, form, view][index % 3])
            }
            Self.cycle(1_000, "StackBox") { index in
                let box = StackBox(orientation: .horizontal, spacing: 4)
                box.append(.label("a"), StackConstraints(width: Double(index % 50)))
                box.append(EntryField(label: "b").widget)
                return (box.widget.pointer, box)
            }
            Self.cycle(1_000, "StackedFormView") { index in
                let field = EntryField(label: "Step \(index)")
                let model = field.fieldModel
                let step = StackedFormCard(title: "Step", content: field.widget, ctaButtonText: "Next")
                guard let view = try? StackedFormView(elements: [step]) else { return (gtk_label_new("")!, nil) }
                return (view.widget.pointer, model)
            }
            // Shown in a window, then the window closed: the same.
            Self.cycle(200, "EntryField in a window") { index in
                let field = EntryField(label: "Shown \(index)")
                let window = TestWindow(width: 200, height: 80, child: field.widget.pointer)
                window.present(waitingFor: field.widget.pointer)
                window.close()
                return (field.widget.pointer, field.fieldModel)
            }
        }
    }
}
