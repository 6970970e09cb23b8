import CGtk
import Foundation
import GtkInterop
import MaterialFields

/// `--measure`: the heights table, as GTK measures the fields with the shipped theme.
@MainActor
func printHeights() -> Int32 {
    do {
        try Gtk.initialize()
        try MaterialStyle.install(.light)
    } catch {
        FileHandle.standardError.write(Data("material-fields-demo: \(error)\n".utf8))
        return 1
    }
    print(FieldHeights.markdownTable(FieldHeights.measureAll()), terminator: "")
    return 0
}

do {
    let options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(MainActor.assumeIsolated { options.measure ? printHeights() : DemoApp(options: options).run() })
} catch let error as DemoOptions.UsageError {
    FileHandle.standardError.write(Data(error.usage.utf8))
    exit(error.message == nil ? 0 : 2)
}
