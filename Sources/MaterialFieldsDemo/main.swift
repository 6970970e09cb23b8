import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields

/// The demo's entry point: a GtkApplication whose window shows the package's widgets.
@MainActor
func runDemo(_ options: DemoOptions) -> Int32 {
    if options.screenshotDirectory != nil {
        // Screenshots must not depend on the machine's GPU: the cairo renderer is stable.
        setenv("GSK_RENDERER", "cairo", 1)
    }
    let app = Application(id: "io.github.materialfields.Demo")
    var status: Int32 = 0
    app.onActivate {
        do {
            try MaterialStyle.install()
        } catch {
            FileHandle.standardError.write(Data("material-fields-demo: \(error)\n".utf8))
        }
        let window = DemoWindow.present(in: app)
        if let directory = options.screenshotDirectory, let window {
            status = Screenshots.write(window: window, to: directory)
            gtk_window_destroy(gCast(window))
        }
    }
    let loopStatus = app.run()
    return status != 0 ? status : loopStatus
}

do {
    let options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(MainActor.assumeIsolated { runDemo(options) })
} catch let error as DemoOptions.UsageError {
    FileHandle.standardError.write(Data(error.usage.utf8))
    exit(error.message == nil ? 0 : 2)
}
