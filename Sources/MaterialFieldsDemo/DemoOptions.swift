import Foundation
import GtkInterop
import MaterialFields

/// The demo's command line: `material-fields-demo [--screenshot DIR]`.
struct DemoOptions {
    /// Where `--screenshot` writes its PNGs, nil for a normal interactive run.
    var screenshotDirectory: URL?
    /// Whether to print the fields' heights table and exit.
    var measure = false
    /// The page to open, by name.
    var page: String?
    /// Whether to submit the opened page's form once it shows (for accessibility checks of
    /// the error state).
    var submit = false
    /// Where to write each form's values, errors and broken invariants when the demo
    /// ends (normally, or on SIGTERM), for the fuzzing test.
    var dumpFormsPath: String?
    /// The fields' palette (`--palette`).
    var palette = FieldPalette.material
    /// Light or dark as asked (`--light`, `--dark`), nil to follow the desktop.
    var scheme: ColorScheme?
    /// Whether to lay out right to left, as a Hebrew or Arabic locale does (`--rtl`).
    var rightToLeft = false
    /// Whether to run under GTK's high-contrast theme (`--high-contrast`): `Default-hc`, or
    /// `Default-hc-dark` with `--dark`.
    var highContrast = false

    /// Parses `arguments` (without the program name); unknown flags are an error.
    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--screenshot":
                guard let path = remaining.popFirst() else { throw UsageError("--screenshot needs a directory") }
                screenshotDirectory = URL(fileURLWithPath: path, isDirectory: true)
            case "--page":
                guard let name = remaining.popFirst() else { throw UsageError("--page needs a page name") }
                page = name
            case "--measure":
                measure = true
            case "--submit":
                submit = true
            case "--dump-forms":
                guard let path = remaining.popFirst() else { throw UsageError("--dump-forms needs a file") }
                dumpFormsPath = path
            case "--palette":
                guard let name = remaining.popFirst(), let chosen = FieldPalette(rawValue: name) else {
                    throw UsageError("--palette needs material or desktop")
                }
                palette = chosen
            case "--light":
                scheme = .light
            case "--dark":
                scheme = .dark
            case "--rtl":
                rightToLeft = true
            case "--high-contrast":
                highContrast = true
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
                + "usage: material-fields-demo [--page NAME [--submit]] [--palette material|desktop] [--light|--dark] [--rtl]\n"
                + "                            [--high-contrast] [--screenshot DIR] [--measure]\n"
                + "  --page NAME       open the page NAME (fields, signup, contact, form, layout, checkout, booking, themes)\n"
                + "  --submit          submit the opened page's form once it shows, so its errors show\n"
                + "  --palette NAME    the fields' colours: material (Material 3's) or desktop (the desktop's accent)\n"
                + "  --light, --dark   force the light or dark style (the desktop's otherwise; light for screenshots)\n"
                + "  --rtl             lay out right to left, as a Hebrew or Arabic locale does\n"
                + "  --high-contrast   use GTK's high-contrast theme (Default-hc, or Default-hc-dark with --dark)\n"
                + "  --dump-forms FILE on exit (or SIGTERM), write each form's values, errors and broken invariants as JSON\n"
                + "  --screenshot DIR  render every page to DIR/NAME.png (cairo renderer, fixed size) and exit\n"
                + "  --measure         print the fields' heights as GTK measures them, as Markdown, and exit\n"
        }
    }
}
