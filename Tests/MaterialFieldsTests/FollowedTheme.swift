import CGtk
import GtkInterop
import MaterialFields

/// GTK's theme chosen by its name while the fields follow it, as a desktop or
/// `settings.ini` chooses it; put back afterwards, with the light scheme the other tests
/// expect.
@MainActor
enum FollowedTheme {
    /// Runs `body` with the fields following GTK's theme; `body` sets a theme by its name
    /// with the function it is given.
    static func run(_ body: (_ setTheme: (String) -> Void) throws -> Void) throws {
        guard let settings = gtk_settings_get_default() else { return }
        let original = GObjectProperties.value(of: settings.gObject, "gtk-theme-name")?.stringValue ?? "Default"
        defer {
            GObjectProperties.set(settings.gObject, "gtk-theme-name", to: .string(original))
            try? MaterialStyle.install(.light)
        }
        try MaterialStyle.install()
        try body { name in GObjectProperties.set(settings.gObject, "gtk-theme-name", to: .string(name)) }
    }
}
