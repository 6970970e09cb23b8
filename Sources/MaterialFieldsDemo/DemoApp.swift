import CGtk
import Foundation
import GtkInterop
import MaterialFields
import MaterialFieldsDemoKit

/// The demo application: its actions and shortcuts, the window, and the modes that
/// render screenshots or print the heights table instead of running interactively.
@MainActor
final class DemoApp {
    private let options: DemoOptions
    /// The application id, also the name of its folder of drafts.
    private static let id = "io.github.materialfields.Demo"
    private let app = Application(id: DemoApp.id)
    private var window: DemoWindow?
    private var status: Int32 = 0
    /// The pages, kept after the window goes so their forms can be reported.
    private var pages: [any DemoPage] = []

    init(options: DemoOptions) {
        self.options = options
    }

    func run() -> Int32 {
        if options.screenshotDirectory != nil {
            // Screenshots must not depend on the machine's GPU: the cairo renderer is stable.
            setenv("GSK_RENDERER", "cairo", 1)
        }
        app.onActivate { [weak self] in self?.activate() }
        // Ctrl+Q closes the window as its close button does: unsaved changes are asked about.
        addAction("quit", accelerators: ["<Control>q"]) { [weak self] in self?.window?.close() }
        addAction("about", accelerators: ["F1"]) { [weak self] in self?.window?.showAbout() }
        addAction("dark", accelerators: ["<Control>d"]) { [weak self] in self?.window?.toggleDarkStyle() }
        addAction("palette", accelerators: ["<Control><Shift>d"]) { [weak self] in self?.window?.toggleDesktopColours() }
        if options.dumpFormsPath != nil {
            // SIGTERM ends the run cleanly (the fuzzing test stops the demo this way).
            DemoApp.terminating = self
            g_unix_signal_add(SIGTERM, { _ in
                MainActor.assumeIsolated {
                    DemoApp.terminating?.quit()
                    // Dialogs (About, a confirmation) would keep the loop running.
                    if let app = DemoApp.terminating?.app { g_application_quit(gCast(app.application, to: GApplication.self)) }
                }
                return 0
            }, nil)
        }
        let loopStatus = app.run()
        writeFormReports()
        return status != 0 ? status : loopStatus
    }

    private func activate() {
        if let window {
            window.present()
            return
        }
        do {
            if options.rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
            if options.highContrast, let settings = gtk_settings_get_default() {
                // As a desktop's high-contrast setting chooses GTK's theme; the fields follow it.
                let theme = options.scheme == .dark ? "Default-hc-dark" : "Default-hc"
                GObjectProperties.set(settings.gObject, "gtk-theme-name", to: .string(theme))
            }
            try MaterialStyle.install(options.scheme ?? (options.screenshotDirectory != nil ? .light : nil),
                                      palette: options.palette)
        } catch {
            FileHandle.standardError.write(Data("material-fields-demo: \(error)\n".utf8))
        }
        let signUp = SignUpPage()
        let booking = BookingPage()
        // Screenshots show the pages as they are, whatever a user left as a draft.
        if options.screenshotDirectory == nil {
            signUp.keepDrafts(appID: Self.id)
            booking.keepDrafts(appID: Self.id)
        }
        let pages: [any DemoPage] = [FieldsPage(), signUp, ContactPage(), FormPage(), LayoutPage(), CheckoutPage(), booking, ThemesPage()]
        self.pages = pages
        let window = DemoWindow(app: app, pages: pages)
        self.window = window
        if let page = options.page, !window.show(page: page) {
            FileHandle.standardError.write(Data("material-fields-demo: no page '\(page)'; pages: \(pages.map(\.name).joined(separator: ", "))\n".utf8))
            status = 2
            quit()
            return
        }
        window.present()
        if options.submit, let name = options.page, let page = pages.first(where: { $0.name == name }) {
            _ = MainLoop.schedule(after: 0.3) { page.submitForm() }
        }
        if let directory = options.screenshotDirectory {
            status = Screenshots.write(window: window, to: directory)
            quit()
        }
    }

    /// The app SIGTERM quits.
    private static var terminating: DemoApp?

    /// Writes `--dump-forms`: every page's form report, by page name.
    private func writeFormReports() {
        guard let path = options.dumpFormsPath else { return }
        let reports = Dictionary(uniqueKeysWithValues: pages.compactMap { page in page.formReport.map { (page.name, $0) } })
        do {
            try JSONEncoder().encode(reports).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("material-fields-demo: cannot write \(path): \(error)\n".utf8))
        }
    }

    private func quit() {
        if let window { gtk_window_destroy(gCast(window.window)) }
        window = nil
    }

    private func addAction(_ name: String, accelerators: [String], _ handler: @escaping @MainActor () -> Void) {
        let action: OpaquePointer = g_simple_action_new(name, nil)
        _ = try? GObjectSignals.connect(action, "activate") { _ in handler() }
        g_action_map_add_action(OpaquePointer(app.application), action)
        g_object_unref(action.gPointer)
        app.setAccelerators(accelerators, forAction: "app.\(name)")
    }
}
