import Foundation

/// Locates the package's shipped resources (the CSS theme) at run time.
///
/// SwiftPM copies `Resources/css` into a resource bundle beside the executable, for
/// `swift run` and for any app that depends on the package alike; `Bundle.module`
/// finds it without absolute paths.
public enum MaterialFieldsResources {
    /// The bundle holding the resources.
    public static var bundle: Bundle { .module }

    /// The URL of a stylesheet in `Resources/css`, such as `"material-fields"`, or nil
    /// if the bundle has no such file.
    public static func styleSheetURL(named name: String) -> URL? {
        bundle.url(forResource: name, withExtension: "css", subdirectory: "css")
    }
}
