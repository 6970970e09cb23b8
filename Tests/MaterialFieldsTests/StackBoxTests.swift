import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// StackBox in real windows: what GTK allocates is what FieldCore's solver computes, for
/// every option, at several sizes, in both text directions.
final class StackBoxTests: XCTestCase {
    /// Plain widgets of a known size: GTK measures them at exactly `size`.
    @MainActor private static func block(_ size: Size) -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_set_size_request(widget, Int32(size.width), Int32(size.height))
        return widget
    }

    /// The rectangles GTK gave `box`'s children, in the box's coordinates.
    @MainActor private static func allocations(in box: StackBox) -> [Rect] {
        box.children.filter { $0.isVisible }.map { child in
            let bounds = WidgetTree.bounds(of: child.pointer, in: box.widget.pointer)
            return Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                        width: Double(bounds.size.width), height: Double(bounds.size.height))
        }
    }

    /// What the solver says for children of `sizes` under `constraints` in a box of `size`.
    private static func solved(_ options: StackBox.Options, sizes: [Size], constraints: [StackConstraints], in size: Size,
                               rightToLeft: Bool = false) -> [Rect] {
        let layout = StackLayout(orientation: options.orientation, justify: options.justify ?? .start,
                                 align: options.align ?? .start, insets: options.insets, spacing: options.spacing,
                                 isRightToLeft: rightToLeft)
        let children = zip(sizes, constraints).map { StackChild(minimum: $0, natural: $0, constraints: $1) }
        return layout.frames(for: children, in: size).map(\.pixelAligned)
    }

    private static let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 80, height: 10)]
    private static let constraints = [StackConstraints(), StackConstraints(width: 50, height: 24, proportionalWidth: 2, proportionalHeight: 2),
                                      StackConstraints(proportionalWidth: 3, alignment: .center)]

    /// Shows a box of the three blocks with `options` in a `width` x `height` window and
    /// checks every child's allocation against the solver.
    @MainActor private static func check(_ options: StackBox.Options, width: Int32, height: Int32,
                                         constraints: [StackConstraints] = constraints, rightToLeft: Bool = false,
                                         file: StaticString = #filePath, line: UInt = #line) {
        let box = StackBox(options: options)
        if rightToLeft { gtk_widget_set_direction(box.widget.pointer, GTK_TEXT_DIR_RTL) }
        for (size, constraint) in zip(sizes, constraints) { box.append(Widget(block(size)), constraint) }
        let window = TestWindow(width: width, height: height, child: box.widget.pointer)
        defer { window.close() }
        XCTAssertTrue(window.present(waitingFor: box.widget.pointer), file: file, line: line)
        MainLoopPump.waitForFrames(of: box.widget.pointer)
        let boxSize = Size(width: Double(gtk_widget_get_width(box.widget.pointer)), height: Double(gtk_widget_get_height(box.widget.pointer)))
        let expected = solved(options, sizes: sizes, constraints: constraints, in: boxSize, rightToLeft: rightToLeft)
        XCTAssertEqual(allocations(in: box), expected, "\(options) at \(boxSize.width) x \(boxSize.height)", file: file, line: line)
        XCTAssertEqual(box.plannedFrames, expected, file: file, line: line)
    }

    func testEveryJustifyAndAlignAllocatesWhatTheSolverComputesAtSeveralWidths() throws {
        try withGtk {
            let justifies: [Justify?] = Justify.allCases + [nil]
            let aligns: [Alignment?] = Alignment.allCases + [nil]
            for orientation in Orientation.allCases {
                for justify in justifies {
                    for align in aligns {
                        let options = StackBox.Options(orientation: orientation, justify: justify, align: align,
                                                       insets: Insets(top: 3, leading: 7, bottom: 5, trailing: 11), spacing: 6)
                        for (width, height) in [(Int32(333), Int32(200)), (640, 120)] {
                            Self.check(options, width: width, height: height)
                        }
                    }
                }
            }
        }
    }

    func testTheSeedsKeyViewRuleOnRealWidgets() throws {
        try withGtk {
            let views = (0..<3).map { _ in Self.block(Size(width: 10, height: 10)) }
            let box = try stackViews(orientation: .horizontal, justify: .start, views: views.map(Widget.init),
                                     widths: [nil, 50, nil], proportionalWidths: [1, 2, 3])
            let window = TestWindow(width: 400, height: 60, child: box.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: box.widget.pointer))
            MainLoopPump.waitForFrames(of: box.widget.pointer)
            XCTAssertEqual(Self.allocations(in: box).map(\.width), [25, 50, 75])
            XCTAssertEqual(Self.allocations(in: box).map(\.x), [0, 25, 75])
        }
    }

    func testRightToLeftMirrorsTheLayout() throws {
        try withGtk {
            for justify in [Justify.start, .center, .spaceBetween, .fill] {
                let options = StackBox.Options(orientation: .horizontal, justify: justify, align: .start,
                                               insets: Insets(top: 0, leading: 20, bottom: 0, trailing: 4), spacing: 8)
                Self.check(options, width: 400, height: 80, rightToLeft: true)
            }
            // And the first child is at the right edge, inside the leading inset.
            let box = StackBox(orientation: .horizontal, justify: .start, insets: Insets(top: 0, leading: 20, bottom: 0, trailing: 0))
            gtk_widget_set_direction(box.widget.pointer, GTK_TEXT_DIR_RTL)
            box.append(Widget(Self.block(Size(width: 30, height: 10))))
            let window = TestWindow(width: 200, height: 40, child: box.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: box.widget.pointer))
            MainLoopPump.waitForFrames(of: box.widget.pointer)
            XCTAssertEqual(Self.allocations(in: box).first?.maxX, Double(gtk_widget_get_width(box.widget.pointer)) - 20)
        }
    }

    func testChildrenFollowTheWindowWhenItIsResized() throws {
        try withGtk {
            let box = StackBox(orientation: .horizontal, justify: .spaceBetween, align: .center, spacing: 4)
            for size in Self.sizes { box.append(Widget(Self.block(size))) }
            let window = TestWindow(width: 300, height: 100, child: box.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: box.widget.pointer))
            MainLoopPump.waitForFrames(of: box.widget.pointer)
            XCTAssertEqual(Self.allocations(in: box).last?.maxX, 300)
            gtk_window_set_default_size(gCast(window.window), 500, 160)
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_width(box.widget.pointer) == 500 }, timeout: 3), "the window grew")
            MainLoopPump.waitForFrames(of: box.widget.pointer)
            XCTAssertEqual(Self.allocations(in: box).last?.maxX, 500, "the last child moved to the new right edge")
            XCTAssertEqual(Self.allocations(in: box).first.map { $0.y + $0.height / 2 }, 80, "and all are centred in the new height")
        }
    }

    func testAFieldsWrappingHelperTextGrowsItsRow() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            let field = EntryField(label: "Address")
            field.helperText = "The street, the number and the flat, as written on your letters, so the courier finds you"
            let box = StackBox(orientation: .vertical, justify: .start, align: .fill)
            box.append(field.widget)
            box.append(Widget(Self.block(Size(width: 10, height: 10))))
            let window = TestWindow(width: 600, height: 400, child: box.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: box.widget.pointer))
            MainLoopPump.waitForFrames(of: box.widget.pointer)
            let wide = gtk_widget_get_height(field.widget.pointer)
            gtk_window_set_default_size(gCast(window.window), 220, 400)
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_width(box.widget.pointer) == 220 }, timeout: 3))
            MainLoopPump.waitForFrames(of: box.widget.pointer)
            let narrow = gtk_widget_get_height(field.widget.pointer)
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(field.widget.pointer, GTK_ORIENTATION_VERTICAL, 220, &minimum, &natural, nil, nil)
            XCTAssertGreaterThan(narrow, wide, "the helper wraps onto more lines and the row grows")
            XCTAssertEqual(narrow, natural, "to the field's own height for that width")
            XCTAssertEqual(Self.allocations(in: box)[1].y, Double(narrow), "and the next child moves down")
        }
    }

    func testAChildThatChangesBetweenTwoMeasuresIsMeasuredAfresh() throws {
        try withGtk {
            // The box reuses the children's widths from GTK's width measure for the height
            // for a width it asks right after; a change in between must not be missed.
            let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new("Short")
            gtk_label_set_wrap(gCast(label), 1)
            let box = StackBox(orientation: .vertical, justify: .start, align: .start)
            box.append(Widget(label))
            let reference = GObjectRef(box.widget.pointer)
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(reference.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_label_set_text(gCast(label), "A text long enough to wrap onto several lines in a box two hundred pixels wide")
            gtk_widget_measure(reference.widget, GTK_ORIENTATION_VERTICAL, 200, &minimum, &natural, nil, nil)
            var labelMinimum: Int32 = 0, labelNatural: Int32 = 0
            gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, 200, &labelMinimum, &labelNatural, nil, nil)
            XCTAssertEqual(natural, labelNatural, "the box is as tall as its label at the box's width, with the new text")
            gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, 60, &labelMinimum, &labelNatural, nil, nil)
            XCTAssertLessThan(natural, labelNatural, "not at the short text's width")
        }
    }

    func testAStackInsideAStackLaysOutBoth() throws {
        try withGtk {
            // Stacks share the buffers a layout works in; the inner one lays out while the
            // outer one holds its own, and neither may see the other's children.
            let inner = StackBox(orientation: .horizontal, justify: .spaceBetween, align: .center, spacing: 4)
            for size in Self.sizes { inner.append(Widget(Self.block(size))) }
            let outer = StackBox(orientation: .vertical, justify: .start, align: .fill, spacing: 6)
            outer.append(Widget(Self.block(Size(width: 30, height: 12))))
            outer.append(inner.widget)
            for index in 0..<40 { outer.append(Widget(Self.block(Size(width: 20 + Double(index), height: 8)))) }
            let window = TestWindow(width: 320, height: 700, child: outer.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: outer.widget.pointer))
            MainLoopPump.waitForFrames(of: outer.widget.pointer)
            XCTAssertEqual(Self.allocations(in: outer).count, 42)
            XCTAssertEqual(Self.allocations(in: outer), outer.plannedFrames)
            XCTAssertEqual(Self.allocations(in: inner).count, 3)
            XCTAssertEqual(Self.allocations(in: inner), inner.plannedFrames)
            let innerWidth = Double(gtk_widget_get_width(inner.widget.pointer))
            XCTAssertEqual(innerWidth, 320, "the inner stack fills the outer one's width")
            XCTAssertEqual(Self.allocations(in: inner).last?.maxX, innerWidth, "space between puts the last child at the end")
        }
    }

    func testRandomChildrenAndOptionsNeverOverlapAndStayInside() throws {
        try withGtk {
            var random = SeededRandom(seed: 0x5EED)
            let box = StackBox()
            let window = TestWindow(width: 360, height: 240, child: box.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: box.widget.pointer))
            for round in 0..<60 {
                box.removeAll()
                box.options = StackBox.Options(
                    orientation: random.pick(Orientation.allCases), justify: random.pick(Justify.allCases + [nil]),
                    align: random.pick(Alignment.allCases + [nil]),
                    insets: Insets(top: random.double(-10...60), leading: random.double(-10...200), bottom: random.double(0...60),
                                   trailing: random.double(0...200)),
                    spacing: random.pick([-5, 0, 3, 50, .nan, 1_000]))
                for _ in 0..<random.int(1...7) {
                    let constraints = StackConstraints(
                        width: random.pick([nil, -4, 0, 25, 400, .nan]), height: random.pick([nil, 10, 300, -1]),
                        proportionalWidth: random.pick([nil, 1, 2.5, -1, 0]), proportionalHeight: random.pick([nil, 1, 3]),
                        alignment: random.pick(Alignment.allCases + [nil]))
                    box.append(Widget(Self.block(Size(width: random.double(0...150), height: random.double(0...90)))), constraints)
                }
                MainLoopPump.waitForFrames(of: box.widget.pointer)
                let bounds = Rect(x: 0, y: 0, width: Double(gtk_widget_get_width(box.widget.pointer)), height: Double(gtk_widget_get_height(box.widget.pointer)))
                let frames = Self.allocations(in: box)
                for (index, frame) in frames.enumerated() {
                    XCTAssertTrue(frame.x >= 0 && frame.y >= 0 && frame.maxX <= bounds.width && frame.maxY <= bounds.height,
                                  "round \(round): child \(index) \(frame) is inside \(bounds)")
                    for other in frames[(index + 1)...] {
                        XCTAssertFalse(frame.overlaps(other), "round \(round): \(frame) and \(other) do not overlap")
                    }
                }
            }
        }
    }

    func testBadInputIsClampedNeverACrash() throws {
        try withGtk {
            let box = StackBox(orientation: .horizontal, insets: Insets(top: .nan, leading: -20, bottom: .infinity, trailing: 0),
                               spacing: -8)
            box.append(Widget(Self.block(Size(width: 20, height: 20))), StackConstraints(width: -30, proportionalWidth: .nan))
            box.append(Widget(Self.block(Size(width: 20, height: 20))), StackConstraints(proportionalWidth: 1))
            let window = TestWindow(width: 200, height: 50, child: box.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: box.widget.pointer))
            MainLoopPump.waitForFrames(of: box.widget.pointer)
            let frames = Self.allocations(in: box)
            XCTAssertEqual(frames[0].width, 20, "a negative width counts as 0, and no child is sized below its minimum")
            XCTAssertEqual(frames[1].x, 20, "negative spacing and insets count as 0")
            XCTAssertEqual(frames[1].width, 180, "a lone proportion takes the free space (the seed crashed)")

            // A zero-size box places its children at zero size.
            var allocation = GtkAllocation(x: 0, y: 0, width: 0, height: 0)
            gtk_widget_size_allocate(box.widget.pointer, &allocation, -1)
            XCTAssertEqual(box.plannedFrames.map(\.width), [0, 0])

            XCTAssertThrowsError(try stackViews(orientation: .vertical, views: [Widget(Self.block(.zero))], widths: [1, 2])) { error in
                XCTAssertEqual(error as? StackViewsError, .lengthMismatch(parameter: "widths", expected: 1, actual: 2))
                XCTAssertEqual("\(error)", "widths has 2 values for 1 views; give one per view (nil for none)")
            }
            let taken = Self.block(.zero)
            box.append(Widget(taken))
            XCTAssertThrowsError(try stackViews(orientation: .vertical, views: [Widget(taken)])) { error in
                XCTAssertEqual(error as? StackViewsError, .viewHasAnotherParent(index: 0))
            }
            XCTAssertFalse(StackBox().append(Widget(taken)), "a widget with a parent is not taken from it")
        }
    }

    func testStackViewsReusesAContainerAndTheHelpersWork() throws {
        try withGtk {
            // Held, as an app holds widgets it takes out of a container and uses again.
            let held = (0..<3).map { _ in GObjectRef(Self.block(Size(width: 10, height: 10))) }
            let (a, b, c) = (held[0].widget, held[1].widget, held[2].widget)
            let box = try stackViews(orientation: .vertical, views: [Widget(a), Widget(b)], heights: [20, nil])
            XCTAssertEqual(box.children, [Widget(a), Widget(b)])
            XCTAssertEqual(box.constraints(of: Widget(a)).height, 20)
            try stackViews(container: box, orientation: .horizontal, justify: .center, views: [Widget(c), Widget(a)])
            XCTAssertEqual(box.children, [Widget(c), Widget(a)], "the container's children become the views, in order")
            XCTAssertNil(gtk_widget_get_parent(b), "a child no longer listed is removed")
            XCTAssertEqual(box.constraints(of: Widget(a)), .none, "each view gets the constraints of this call")
            XCTAssertEqual(box.orientation, .horizontal)
            XCTAssertEqual(box.justify, .center)

            let inset = try XCTUnwrap(insetView(Widget(b), insets: Insets(horizontal: 12, vertical: 6)))
            XCTAssertEqual(inset.children, [Widget(b)])
            XCTAssertEqual(inset.insets, Insets(horizontal: 12, vertical: 6))
            XCTAssertNil(insetView(Widget(b), insets: .zero), "a view already placed is not moved")
            resetStackViews(box)
            XCTAssertTrue(box.children.isEmpty)
            XCTAssertEqual(box.options, StackBox.Options())
        }
    }

    func testABoxAndItsChildrensConstraintsComeFromAUIFile() throws {
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            let ui = """
            <interface>
              <object class="MfStackBox" id="box">
                <property name="orientation">horizontal</property>
                <property name="justify">space-between</property>
                <property name="align">center</property>
                <property name="spacing">4</property>
                <property name="inset-leading">10</property>
                <child>
                  <object class="GtkBox" id="first">
                    <property name="width-request">30</property>
                    <property name="height-request">10</property>
                    <layout>
                      <property name="width">50</property>
                      <property name="alignment">end</property>
                    </layout>
                  </object>
                </child>
                <child>
                  <object class="GtkBox" id="second">
                    <property name="width-request">30</property>
                    <property name="height-request">10</property>
                    <layout>
                      <property name="proportional-height">1</property>
                    </layout>
                  </object>
                </child>
              </object>
            </interface>
            """
            let box = try XCTUnwrap(StackBox.wrapping(try UIFile(ui).widget("box")))
            XCTAssertEqual(box.options, StackBox.Options(orientation: .horizontal, justify: .spaceBetween, align: .center,
                                                         insets: Insets(top: 0, leading: 10, bottom: 0, trailing: 0), spacing: 4))
            XCTAssertEqual(box.children.map { box.constraints(of: $0) },
                           [StackConstraints(width: 50, alignment: .end), StackConstraints(proportionalHeight: 1)])
            var notified = 0
            try GObjectSignals.connect(box.widget.pointer, "notify::spacing") { _ in notified += 1 }
            box.spacing = 4
            box.spacing = 9
            box.spacing = 9
            XCTAssertEqual(notified, 1, "notify fires once per real change")
        }
    }
}
