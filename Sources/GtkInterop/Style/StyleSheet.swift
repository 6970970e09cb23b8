import CGtk
import FoundationEssentials

/// A CSS stylesheet applied to every widget on the default display.
@MainActor
public final class StyleSheet {
    private let provider: GObjectRef
    private var installedPriority: UInt32?

    /// GTK's priority for application stylesheets: above the theme, below user CSS.
    public static let applicationPriority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)

    /// Parses `css`; GTK reports parse errors as warnings and skips the bad rules.
    public init(css: String) {
        provider = GObjectRef(adopting: gtk_css_provider_new())
        reload(css: css)
    }

    /// Replaces the rules with those of `css`, installed or not; GTK restyles the widgets
    /// they apply to.
    public func reload(css: String) {
        mf_css_provider_load(provider.pointer(as: GtkCssProvider.self), css)
    }

    /// Reads and parses the file at `url`.
    ///
    /// - Throws: ``GtkInteropError/unreadableFile(path:reason:)`` if it cannot be read.
    public convenience init(contentsOf url: URL) throws {
        let css: String
        do {
            css = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw GtkInteropError.unreadableFile(path: url.path, reason: String(describing: error))
        }
        self.init(css: css)
    }

    /// Applies the stylesheet to the default display; a no-op if already applied or if
    /// there is no display.
    public func install(priority: UInt32 = StyleSheet.applicationPriority) {
        guard installedPriority == nil, let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, provider.opaque, priority)
        installedPriority = priority
    }

    /// Removes the stylesheet from the default display; a no-op if not applied.
    public func uninstall() {
        guard installedPriority != nil, let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, provider.opaque)
        installedPriority = nil
    }
}
