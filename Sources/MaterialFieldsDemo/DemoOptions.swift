import Foundation

/// The demo's command line: `material-fields-demo [--screenshot DIR]`.
struct DemoOptions {
    /// Where `--screenshot` writes its PNGs, nil for a normal interactive run.
    var screenshotDirectory: URL?

    /// Parses `arguments` (without the program name); unknown flags are an error.
    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--screenshot":
                guard let path = remaining.popFirst() else { throw UsageError("--screenshot needs a directory") }
                screenshotDirectory = URL(fileURLWithPath: path, isDirectory: true)
            case "--help", "-h":
                throw UsageError(nil)
            default:
                throw UsageError("unknown option \(argument)")
            }
        }
    }

    /// A bad command line, with the usage text to print.
    struct UsageError: Error {
        let message: String?
        init(_ message: String?) { self.message = message }
        var usage: String {
            (message.map { "material-fields-demo: \($0)\n" } ?? "")
                + "usage: material-fields-demo [--screenshot DIR]\n"
                + "  --screenshot DIR  render the window to DIR/window.png (cairo renderer) and exit\n"
        }
    }
}
