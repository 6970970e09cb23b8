/// A child's frame in its container's coordinates.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// Whether the two frames share any area (touching edges do not).
    public func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY && width > 0 && height > 0
            && other.width > 0 && other.height > 0
    }

    /// The frame on whole pixels, each edge rounded, so neighbours that touch still touch
    /// and never overlap (how a GTK container allocates it).
    public var pixelAligned: Rect {
        let left = x.rounded(), top = y.rounded()
        return Rect(x: left, y: top, width: maxX.rounded() - left, height: maxY.rounded() - top)
    }

    /// A sentence saying what went wrong or what the value is.
    public var description: String { "(\(x), \(y), \(width) x \(height))" }
}
