/// Lays items out in lines from the leading edge, starting a new line where the next would
/// not fit (how chips wrap below a field). Right to left, a view mirrors the frames.
public struct FlowLayout: Equatable, Sendable {
    /// The gap between neighbours on a line.
    public var spacing: Double
    /// The gap between lines.
    public var lineSpacing: Double

    /// A layout with these gaps.
    public init(spacing: Double, lineSpacing: Double) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// The frames of items of `sizes` in `width`, each line as tall as its tallest item and
    /// the items in it centred on it. An item wider than `width` takes a line of its own,
    /// narrowed to `width`.
    public func frames(for sizes: [Size], width: Double) -> [Rect] {
        var frames: [Rect] = []
        var line: [Size] = []
        var top = 0.0
        func closeLine() {
            let height = line.map(\.height).max() ?? 0
            var x = 0.0
            for size in line {
                let itemWidth = min(size.width, width)
                frames.append(Rect(x: x, y: top + (height - size.height) / 2, width: itemWidth, height: size.height))
                x += itemWidth + spacing
            }
            top += height + lineSpacing
            line = []
        }
        var lineWidth = 0.0
        for size in sizes {
            let needed = line.isEmpty ? size.width : lineWidth + spacing + size.width
            if !line.isEmpty, needed > width {
                closeLine()
                lineWidth = size.width
            } else {
                lineWidth = needed
            }
            line.append(size)
        }
        if !line.isEmpty { closeLine() }
        return frames
    }

    /// The height of the lines `frames` made (0 for none).
    public func height(of frames: [Rect]) -> Double {
        frames.map(\.maxY).max() ?? 0
    }
}
