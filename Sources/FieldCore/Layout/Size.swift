/// A width and height.
public struct Size: Equatable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)
}
