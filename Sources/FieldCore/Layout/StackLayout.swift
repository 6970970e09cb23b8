/// A flex-box-like stack (StackViews' `stackViews(...)` on iOS) as a pure function from
/// the container's size and the children's sizes to one frame per child.
///
/// Whatever the input (negative, NaN or infinite sizes, insets or spacing larger than the
/// container), every frame lies inside the container and no two frames overlap.
public struct StackLayout: Equatable, Sendable {
    /// The stacking axis.
    public var orientation: Orientation
    /// How children share the stack's length.
    public var justify: Justify
    /// How children sit across the stack, unless a child says otherwise.
    public var align: Alignment
    /// Space between the container's edges and the children.
    public var insets: Insets
    /// Space between neighbouring children.
    public var spacing: Double
    /// Whether the layout runs right to left (leading is the right edge).
    public var isRightToLeft: Bool

    /// A stack layout.
    public init(orientation: Orientation, justify: Justify = .fill, align: Alignment = .fill,
                insets: Insets = .zero, spacing: Double = 0, isRightToLeft: Bool = false) {
        self.orientation = orientation
        self.justify = justify
        self.align = align
        self.insets = insets
        self.spacing = spacing
        self.isRightToLeft = isRightToLeft
    }

    // MARK: Frames

    /// Working storage for a layout, which a caller that lays out often keeps from one
    /// layout to the next: once it has grown to the children's count, a layout into it
    /// allocates nothing.
    package struct Scratch {
        var mainSizes: [Double] = []
        var crossSizes: [Double] = []

        /// Empty storage, which grows on first use.
        package init() {}
    }

    /// ``frames(for:in:)`` on whole pixels (``Rect/pixelAligned``), as a toolkit places them.
    public func pixelFrames(for children: [StackChild], in container: Size) -> [Rect] {
        var frames: [Rect] = [], scratch = Scratch()
        pixelFrames(for: children, in: container, into: &frames, scratch: &scratch)
        return frames
    }

    /// ``pixelFrames(for:in:)`` written into `frames`, which it replaces, working in
    /// `scratch`: with both kept from the last layout, no allocation.
    package func pixelFrames(for children: [StackChild], in container: Size, into frames: inout [Rect],
                             scratch: inout Scratch) {
        self.frames(for: children, in: container, into: &frames, scratch: &scratch)
        for index in frames.indices { frames[index] = frames[index].pixelAligned }
    }

    /// One frame per child, in the children's order.
    public func frames(for children: [StackChild], in container: Size) -> [Rect] {
        var frames: [Rect] = [], scratch = Scratch()
        self.frames(for: children, in: container, into: &frames, scratch: &scratch)
        return frames
    }

    private func frames(for children: [StackChild], in container: Size, into frames: inout [Rect],
                        scratch: inout Scratch) {
        frames.removeAll(keepingCapacity: true)
        guard !children.isEmpty else { return }
        let width = Self.clean(container.width), height = Self.clean(container.height)
        let horizontal = orientation == .horizontal
        let (mainLength, crossLength) = horizontal ? (width, height) : (height, width)
        let (mainStart, mainEnd) = Self.fit(horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom), into: mainLength)
        let (crossStart, crossEnd) = Self.fit(horizontal ? (insets.top, insets.bottom) : (insets.leading, insets.trailing), into: crossLength)
        let innerMain = max(0, mainLength - mainStart - mainEnd)
        let innerCross = max(0, crossLength - crossStart - crossEnd)
        let count = children.count
        let gap = count > 1 ? min(Self.clean(spacing), innerMain / Double(count - 1)) : 0
        let available = max(0, innerMain - gap * Double(count - 1))

        mainSizes(children, available: available, into: &scratch.mainSizes)
        let used = scratch.mainSizes.reduce(0, +)
        let leftover = max(0, available - used)
        var cursor = mainStart
        var extraGap = 0.0
        switch justify {
        case .start, .fill: break
        case .end: cursor += leftover
        case .center: cursor += leftover / 2
        case .spaceBetween: if count > 1 { extraGap = leftover / Double(count - 1) }
        }

        crossSizes(children, available: innerCross, into: &scratch.crossSizes)
        frames.reserveCapacity(count)
        for (index, child) in children.enumerated() {
            let size = scratch.mainSizes[index]
            let crossSize = scratch.crossSizes[index]
            let crossOffset: Double
            switch child.alignment ?? align {
            case .fill, .start: crossOffset = 0
            case .center: crossOffset = (innerCross - crossSize) / 2
            case .end: crossOffset = innerCross - crossSize
            }
            let crossPosition = crossStart + crossOffset
            var frame = horizontal
                ? Rect(x: cursor, y: crossPosition, width: size, height: crossSize)
                : Rect(x: crossPosition, y: cursor, width: crossSize, height: size)
            if isRightToLeft { frame.x = width - frame.x - frame.width }
            frames.append(Self.clamp(frame, to: Size(width: width, height: height)))
            cursor += size + gap + extraGap
        }
    }

    // MARK: Measuring (for GTK's measure)

    /// The smallest container that fits every child at its minimum (a fixed size counts as
    /// is, or as the child's minimum where that is larger).
    public func minimumSize(for children: [StackChild]) -> Size {
        measure(children) { $0.minimum }
    }

    /// The container size that gives every child its natural size.
    public func naturalSize(for children: [StackChild]) -> Size {
        measure(children) { $0.natural }
    }

    private func measure(_ children: [StackChild], _ size: (StackChild) -> Size) -> Size {
        let horizontal = orientation == .horizontal
        var main = 0.0, cross = 0.0
        for child in children {
            let base = size(child)
            let childWidth = constraint(of: child, alongStack: horizontal).fixed ?? Self.clean(base.width)
            let childHeight = constraint(of: child, alongStack: !horizontal).fixed ?? Self.clean(base.height)
            main += horizontal ? childWidth : childHeight
            cross = max(cross, horizontal ? childHeight : childWidth)
        }
        main += Self.clean(spacing) * Double(max(0, children.count - 1))
        let width = (horizontal ? main : cross) + Self.clean(insets.leading) + Self.clean(insets.trailing)
        let height = (horizontal ? cross : main) + Self.clean(insets.top) + Self.clean(insets.bottom)
        return Size(width: width, height: height)
    }

    // MARK: Sizes along the stack

    // The sizing runs once per child on every measure and allocation of a stack of a
    // thousand children: plain loops over the children rather than a chain of `map` and
    // `filter`, each of which would allocate an array per pass.

    /// The child's fixed size and proportion along the stack (or across it), cleaned. A
    /// fixed size is never below the child's minimum: a label of a fixed width keeps its
    /// whole text at the user's large text, as GTK never sizes a widget below its minimum.
    private func constraint(of child: StackChild, alongStack: Bool) -> (fixed: Double?, proportion: Double?) {
        let horizontal = (orientation == .horizontal) == alongStack
        let minimum = Self.clean(horizontal ? child.minimum.width : child.minimum.height)
        return (Self.cleanOptional(horizontal ? child.width : child.height).map { max($0, minimum) },
                Self.positive(horizontal ? child.proportionalWidth : child.proportionalHeight))
    }

    /// The size of one proportional unit, set by the first child with both a size and a
    /// proportion (StackViews' key-view rule), if any.
    private func proportionalUnit(_ children: [StackChild], alongStack: Bool) -> Double? {
        for child in children {
            if case let (fixed?, proportion?) = constraint(of: child, alongStack: alongStack) { return fixed / proportion }
        }
        return nil
    }

    private func mainSizes(_ children: [StackChild], available: Double, into sizes: inout [Double]) {
        let horizontal = orientation == .horizontal
        let unit = proportionalUnit(children, alongStack: true)
        sizes.removeAll(keepingCapacity: true)
        sizes.reserveCapacity(children.count)
        var flexibleCount = 0, proportionalTotal = 0.0
        for child in children {
            let (fixed, proportion) = constraint(of: child, alongStack: true)
            if let fixed {
                sizes.append(fixed)
            } else if let proportion {
                if let unit { sizes.append(proportion * unit) } else {
                    sizes.append(0) // shared below
                    proportionalTotal += proportion
                }
            } else {
                sizes.append(Self.clean(horizontal ? child.natural.width : child.natural.height))
                flexibleCount += 1
            }
        }
        // Flexible: neither a size nor a proportion; proportional with no key view: a
        // proportion and no size.
        func isFlexible(_ index: Int) -> Bool {
            let (fixed, proportion) = constraint(of: children[index], alongStack: true)
            return fixed == nil && proportion == nil
        }

        // With no key view, proportional children share the free space.
        if unit == nil, proportionalTotal > 0 {
            var taken = 0.0
            for index in sizes.indices {
                let (fixed, proportion) = constraint(of: children[index], alongStack: true)
                if fixed != nil || proportion == nil { taken += sizes[index] }
            }
            let share = max(0, available - taken) / proportionalTotal
            for index in sizes.indices {
                let (fixed, proportion) = constraint(of: children[index], alongStack: true)
                if fixed == nil, let proportion { sizes[index] = proportion * share }
            }
        }

        if justify == .fill, flexibleCount > 0 {
            let leftover = available - sizes.reduce(0, +)
            if leftover > 0 {
                for index in sizes.indices where isFlexible(index) { sizes[index] += leftover / Double(flexibleCount) }
            }
        }

        // Too long: shrink flexible children towards their minimum, then everything evenly.
        var total = sizes.reduce(0, +)
        if total > available {
            func room(_ index: Int) -> Double {
                let minimum = Self.clean(horizontal ? children[index].minimum.width : children[index].minimum.height)
                return max(0, sizes[index] - min(minimum, sizes[index]))
            }
            var capacity = 0.0
            for index in sizes.indices where isFlexible(index) { capacity += room(index) }
            if capacity > 0 {
                let take = min(total - available, capacity)
                for index in sizes.indices where isFlexible(index) { sizes[index] -= room(index) * take / capacity }
                total = sizes.reduce(0, +)
            }
            if total > available, total > 0 {
                let scale = available / total
                for index in sizes.indices { sizes[index] *= scale }
            }
        }
    }

    // MARK: Sizes across the stack

    private func crossSizes(_ children: [StackChild], available: Double, into sizes: inout [Double]) {
        let horizontal = orientation == .horizontal
        let unit = proportionalUnit(children, alongStack: false)
        var largest: Double?
        for child in children {
            if let proportion = constraint(of: child, alongStack: false).proportion { largest = max(largest ?? proportion, proportion) }
        }
        sizes.removeAll(keepingCapacity: true)
        sizes.reserveCapacity(children.count)
        for child in children {
            let (fixed, proportion) = constraint(of: child, alongStack: false)
            let size: Double
            if let fixed {
                size = fixed
            } else if let proportion {
                size = unit.map { proportion * $0 } ?? available * proportion / (largest ?? proportion)
            } else if (child.alignment ?? align) == .fill {
                size = available
            } else {
                size = Self.clean(horizontal ? child.natural.height : child.natural.width)
            }
            sizes.append(min(size, available))
        }
    }

    // MARK: Cleaning input

    private static func clean(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    private static func cleanOptional(_ value: Double?) -> Double? {
        value.map(clean)
    }

    private static func positive(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }

    /// Shrinks two insets evenly so that together they fit `length`.
    private static func fit(_ pair: (Double, Double), into length: Double) -> (Double, Double) {
        let start = clean(pair.0), end = clean(pair.1)
        guard start + end > length, start + end > 0 else { return (start, end) }
        let scale = length / (start + end)
        return (start * scale, end * scale)
    }

    private static func clamp(_ frame: Rect, to container: Size) -> Rect {
        let x = min(max(0, frame.x), container.width)
        let y = min(max(0, frame.y), container.height)
        return Rect(x: x, y: y, width: max(0, min(frame.width, container.width - x)),
                    height: max(0, min(frame.height, container.height - y)))
    }
}
