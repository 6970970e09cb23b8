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
    private let app = Application(id: "io.github.materialfields.Demo")
    private var window: DemoWindow?
    private var status: Int32 = 0

    init(options: DemoOptions) {
        self.options = options
    }

    func run() -> Int32 {
        if options.screenshotDirectory != nil {
            // Screenshots must not depend on the machine's GPU: the cairo renderer is stable.
            setenv("GSK_RENDERER", "cairo", 1)
        }
        app.onActivate { [weak self] in self?.activate() }
        addAction("quit", accelerators: ["<Control>q"]) { [weak self] in self?.quit() }
        addAction("about", accelerators: ["F1"]) { [weak self] in self?.window?.showAbout() }
        let loopStatus = app.run()
        return status != 0 ? status : loopStatus
    }

    private func activate() {
        if let window {
            window.present()
            return
        }
        do {
            try MaterialStyle.install(options.screenshotDirectory != nil ? .light : .system)
        } catch {
            FileHandle.standardError.write(Data("material-fields-demo: \(error)\n".utf8))
        }
        let pages: [any DemoPage] = [FieldsPage(), SignUpPage(), ContactPage(), FormPage(), LayoutPage(), CheckoutPage()]
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
