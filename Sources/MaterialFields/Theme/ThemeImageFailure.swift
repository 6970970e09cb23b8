/// Why a theme's image could not be shown: what ``ThemedPicture/failure`` holds, and what a
/// C caller's warning says.
public enum ThemeImageFailure: Error, Equatable, CustomStringConvertible {
    /// The picture file could not be read or decoded (GTK's message).
    case cannotRead(path: String, reason: String)
    /// No image is registered at the resource path.
    case noResource(String)
    /// There is no display to look the icon theme up on.
    case noDisplay

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read the theme image \(path): \(reason)"
        case .noResource(let path): "no resource at \(path) (is the app's GResource bundle registered?)"
        case .noDisplay: "no display to look the icon theme up on"
        }
    }
}
