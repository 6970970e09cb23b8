import FieldCore
import Testing

/// A child's constraints as one value, and frames on whole pixels.
@Suite("Stack constraints and pixel frames")
struct StackConstraintsTests {
    @Test func constraintsBecomeTheSolversChild() {
        let constraints = StackConstraints(width: 50, proportionalWidth: 2, alignment: .center)
        let child = StackChild(natural: Size(width: 10, height: 10), constraints: constraints)
        #expect(child == StackChild(natural: Size(width: 10, height: 10), width: 50, proportionalWidth: 2, alignment: .center))
        #expect(StackConstraints.none == StackConstraints())
    }

    @Test func pixelAlignedFramesThatTouchStillTouch() {
        let frames = stackViews(container: Size(width: 100, height: 10), orientation: .horizontal,
                                sizes: Array(repeating: .zero, count: 3), proportionalWidths: [1, 1, 1])
        let pixels = frames.map(\.pixelAligned)
        #expect(pixels.map(\.x) == [0, 33, 67])
        #expect(pixels.map(\.width) == [33, 34, 33])
        #expect(pixels[0].maxX == pixels[1].x && pixels[1].maxX == pixels[2].x, "no gap, no overlap")
        #expect(pixels[2].maxX == 100)
    }
}

/// Where this library differs from the StackViews seed, on purpose.
@Suite("Where the stack differs from the seed")
struct StackSeedDifferenceTests {
    @Test func centerCentresInsideTheInsets() {
        // The seed centred on the container and ignored the insets.
        let frames = stackViews(container: Size(width: 100, height: 10), orientation: .horizontal, justify: .center,
                                insets: Insets(top: 0, leading: 20, bottom: 0, trailing: 0), sizes: [Size(width: 10, height: 10)])
        #expect(frames[0].x == 55)
    }

    @Test func spaceBetweenWithOneChildPutsItAtTheStart() {
        let frames = stackViews(container: Size(width: 100, height: 10), orientation: .horizontal, justify: .spaceBetween,
                                insets: Insets(top: 0, leading: 4, bottom: 0, trailing: 0), sizes: [Size(width: 10, height: 10)])
        #expect(frames[0].x == 4)
        #expect(frames[0].width == 10)
    }
}
