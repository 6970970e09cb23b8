import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFieldsResources

/// Installs the package's shipped CSS theme on the default display and switches it
/// between light and dark.
///
/// Call ``install(_:)`` once after GTK is initialised. An app restyles the widgets with
/// its own stylesheet at a higher priority, or redefines the `mf_*` colours.
@MainActor
public enum MaterialStyle {
    private static var appearance: Appearance?

    /// Why the shipped theme could not be installed.
    public enum InstallError: Error, Equatable {
        /// The resource bundle has no such stylesheet: the package was copied without its
        /// `*.resources` folder beside the executable.
        case missingStyleSheet(String)
    }

    /// Installs the theme in `scheme`, or switches an installed theme to it.
    ///
    /// - Throws: ``InstallError/missingStyleSheet(_:)`` when a stylesheet is missing, or
    ///   ``GtkInteropError/unreadableFile(path:reason:)`` when one cannot be read.
    public static func install(_ scheme: ColorScheme = .system) throws {
        if let appearance {
            appearance.apply(scheme)
            return
        }
        let installed = Appearance(
            base: try styleSheet("material-fields"),
            light: try styleSheet("material-fields-light"),
            dark: try styleSheet("material-fields-dark")
        )
        installed.apply(scheme)
        appearance = installed
    }

    /// The scheme in use, nil before ``install(_:)``.
    public static var colorScheme: ColorScheme? { appearance?.colorScheme }

    /// The tokens of the installed theme (light until ``install(_:)`` says otherwise):
    /// the fields take their sizes and motion from it, as the stylesheet does.
    public static var theme: FieldTheme { colorScheme == .dark ? .dark : .light }

    private static func styleSheet(_ name: String) throws -> StyleSheet {
        guard let url = MaterialFieldsResources.styleSheetURL(named: name) else {
            throw InstallError.missingStyleSheet(name)
        }
        return try StyleSheet(contentsOf: url)
    }
}
