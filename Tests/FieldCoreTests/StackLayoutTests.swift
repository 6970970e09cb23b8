import FieldCore
import PropertyBased
import Testing

@Suite("The stack layout solver")
struct StackLayoutTests {
    @Test func theSeedsKeyViewRule() {
        // From the seed: widths [nil, 50, nil] with proportions [1, 2, 3] give 25, 50 and 75.
        let frames = stackViews(container: Size(width: 300, height: 40), orientation: .horizontal, justify: .start,
                                sizes: Array(repeating: Size(width: 10, height: 10), count: 3),
                                widths: [nil, 50, nil], proportionalWidths: [1, 2, 3])
        #expect(frames.map(\.width) == [25, 50, 75])
        #expect(frames.map(\.x) == [0, 25, 75])
    }

    @Test func withNoFixedSizeProportionsShareTheFreeSpace() {
        // The seed crashed here.
        let frames = stackViews(container: Size(width: 100, height: 20), orientation: .horizontal,
                                spacing: 10, sizes: Array(repeating: .zero, count: 2), proportionalWidths: [1, 3])
        #expect(frames.map(\.width) == [22.5, 67.5])
        #expect(frames[1].x == 32.5)
    }

    @Test(arguments: [
        (Justify.start, [0.0, 30.0]), (.end, [40.0, 70.0]), (.center, [20.0, 50.0]), (.spaceBetween, [0.0, 70.0]),
    ])
    func justifyPlacesChildrenAlongTheStack(justify: Justify, xs: [Double]) {
        let frames = stackViews(container: Size(width: 100, height: 10), orientation: .horizontal, justify: justify,
                                spacing: 0, sizes: [Size(width: 30, height: 10), Size(width: 30, height: 10)])
        #expect(frames.map(\.x) == xs)
    }

    @Test func fillGrowsChildrenWithoutAFixedSize() {
        let frames = stackViews(container: Size(width: 100, height: 10), orientation: .horizontal, justify: .fill,
                                sizes: [Size(width: 20, height: 10), Size(width: 20, height: 10)], widths: [20, nil])
        #expect(frames.map(\.width) == [20, 80])
    }

    @Test(arguments: [
        (Alignment.fill, 0.0, 40.0), (.start, 0.0, 10.0), (.center, 15.0, 10.0), (.end, 30.0, 10.0),
    ])
    func alignPlacesChildrenAcross(align: Alignment, y: Double, height: Double) {
        let frames = stackViews(container: Size(width: 100, height: 40), orientation: .horizontal, align: align,
                                sizes: [Size(width: 10, height: 10)])
        #expect(frames[0].y == y)
        #expect(frames[0].height == height)
    }

    @Test func individualAlignmentsWin() {
        let frames = stackViews(container: Size(width: 100, height: 40), orientation: .horizontal, justify: .start,
                                align: .start, sizes: [Size(width: 10, height: 10), Size(width: 10, height: 10)],
                                individualAlignments: [nil, .end])
        #expect(frames.map(\.y) == [0, 30])
    }

    @Test func insetsAndRightToLeft() {
        let frames = stackViews(container: Size(width: 100, height: 40), orientation: .horizontal, justify: .start,
                                insets: Insets(top: 5, leading: 10, bottom: 5, trailing: 0), spacing: 5,
                                sizes: [Size(width: 20, height: 10), Size(width: 20, height: 10)], rightToLeft: true)
        #expect(frames.map(\.x) == [70, 45], "leading is the right edge")
        #expect(frames.map(\.y) == [5, 5])
        #expect(frames.map(\.height) == [30, 30])
    }

    @Test func verticalStacksMeasureTheirChildren() {
        let layout = StackLayout(orientation: .vertical, insets: Insets(horizontal: 4, vertical: 2), spacing: 10)
        let children = [StackChild(minimum: Size(width: 10, height: 5), natural: Size(width: 50, height: 20)),
                        StackChild(natural: Size(width: 80, height: 30))]
        #expect(layout.naturalSize(for: children) == Size(width: 88, height: 64))
        #expect(layout.minimumSize(for: children) == Size(width: 18, height: 19))
    }

    @Test func aFixedWidthIsNeverBelowTheChildsMinimum() {
        // A label given 110 px that needs 150 at the user's large text keeps its text.
        let layout = StackLayout(orientation: .horizontal, justify: .start, spacing: 8)
        let children = [StackChild(minimum: Size(width: 150, height: 20), natural: Size(width: 150, height: 20), width: 110),
                        StackChild(natural: Size(width: 40, height: 20))]
        #expect(layout.frames(for: children, in: Size(width: 300, height: 20)).map(\.width) == [150, 40])
        #expect(layout.minimumSize(for: children).width == 150 + 8, "and the box asks for it")
        let narrow = [StackChild(minimum: Size(width: 60, height: 20), natural: Size(width: 90, height: 20), width: 110)]
        #expect(layout.frames(for: narrow, in: Size(width: 300, height: 20)).map(\.width) == [110], "a larger fixed width stays")
    }

    // MARK: Properties

    private static let dimension = Gen.double(in: -50...400)
    private static let child = zip(dimension, dimension, dimension.optional(valueRate: 0.3),
                                   Gen.double(in: 0...5).optional(valueRate: 0.3))
        .map { width, height, fixed, proportion in
            StackChild(minimum: Size(width: width / 4, height: height / 4), natural: Size(width: width, height: height),
                       width: fixed, proportionalWidth: proportion)
        }
    private static let layout = zip(Gen<Orientation>.case, Gen<Justify>.case, Gen<Alignment>.case,
                                    Gen.double(in: -10...200), Gen.double(in: -10...60), Gen.bool)
        .map { orientation, justify, align, inset, spacing, rtl in
            StackLayout(orientation: orientation, justify: justify, align: align,
                        insets: Insets(top: inset, leading: inset, bottom: inset / 2, trailing: inset * 2),
                        spacing: spacing, isRightToLeft: rtl)
        }
    private static let container = zip(Gen.double(in: -20...500), Gen.double(in: -20...500))
        .map { Size(width: $0, height: $1) }

    @Test func childrenNeverOverlapAndStayInsideTheContainer() async {
        await propertyCheck(count: 500, input: Self.layout, Self.child.array(of: 0...8), Self.container) { layout, children, container in
            let frames = layout.frames(for: children, in: container)
            #expect(frames.count == children.count)
            let width = max(0, container.width), height = max(0, container.height)
            for frame in frames {
                #expect(frame.x >= 0 && frame.y >= 0 && frame.width >= 0 && frame.height >= 0)
                #expect(frame.maxX <= width + 1e-9 && frame.maxY <= height + 1e-9, "\(frame) in \(container)")
            }
            for i in frames.indices {
                for j in frames.indices where j > i {
                    let a = frames[i], b = frames[j]
                    let overlapX = min(a.maxX, b.maxX) - max(a.x, b.x)
                    let overlapY = min(a.maxY, b.maxY) - max(a.y, b.y)
                    #expect(!(overlapX > 1e-9 && overlapY > 1e-9), "\(a) overlaps \(b)")
                }
            }
        }
    }

    @Test func storageKeptFromAnotherLayoutChangesNoFrame() async {
        // A toolkit keeps the frames and the solver's scratch from one layout to the next
        // (of any stack), so that a layout allocates nothing: what they held must not leak.
        await propertyCheck(count: 300, input: Self.layout, Self.child.array(of: 0...8), Self.container) { layout, children, container in
            var frames: [Rect] = [], scratch = StackLayout.Scratch()
            let earlier = children.reversed() + children + [StackChild(natural: Size(width: 30, height: 30), width: 12)]
            layout.pixelFrames(for: Array(earlier), in: Size(width: 700, height: 900), into: &frames, scratch: &scratch)
            layout.pixelFrames(for: children, in: container, into: &frames, scratch: &scratch)
            #expect(frames == layout.pixelFrames(for: children, in: container))
        }
    }

    @Test func proportionsAreKeptWhenThereIsRoom() async {
        let proportions = Gen.double(in: 0.5...4).array(of: 1...6)
        await propertyCheck(count: 300, input: proportions, Gen.double(in: 0...20)) { proportions, spacing in
            let children = proportions.map { StackChild(natural: Size(width: 5, height: 5), proportionalWidth: $0) }
            let layout = StackLayout(orientation: .horizontal, spacing: spacing)
            let frames = layout.frames(for: children, in: Size(width: 1_000, height: 50))
            let unit = frames[0].width / proportions[0]
            for (frame, proportion) in zip(frames, proportions) {
                #expect(abs(frame.width - proportion * unit) < 1e-6)
            }
            let used = frames.reduce(0) { $0 + $1.width } + spacing * Double(proportions.count - 1)
            #expect(abs(used - 1_000) < 1e-6, "proportional children share all the free space")
        }
    }
}
