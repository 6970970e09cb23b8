import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop
import MaterialFieldsResources

/// A ``FieldTheme`` given to some fields only (a form row's own theme): the colour rules
/// of the shipped stylesheet and of every part's (``StylePart``), rewritten with the
/// theme's colours under a CSS class of its own. GTK 4.8's `@define-color` names are
/// global, so a theme cannot be scoped by redefining them; the rules are copied instead,
/// one stylesheet per theme, installed on first use.
@MainActor
enum ScopedTheme {
    private static var installed: [String: StyleSheet] = [:]

    /// The CSS class that gives a field `theme`'s colours, nil when `theme` has the
    /// built-in colours (fields follow the app's light or dark setting then, whatever
    /// values of the app's it holds) or a shipped stylesheet cannot be read.
    static func cssClass(for theme: FieldTheme) -> String? {
        guard !theme.followsScheme else { return nil }
        let palette = theme.paletteCSS()
        let name = "mf-theme-" + String(UInt(bitPattern: palette.hashValue), radix: 36)
        if installed[name] == nil {
            guard let shipped = MaterialFieldsResources.styleSheet(named: "material-fields"),
                  let parts = StylePart.css(of: StylePart.allCases) else { return nil }
            let base = shipped + "\n" + parts
            let sheet = StyleSheet(css: css(from: base, palette: palette, scope: name))
            // GTK ranks stylesheets of one priority by the order they came, before any
            // selector's specificity: above the application's, below the user's own CSS.
            sheet.install(priority: StyleSheet.applicationPriority + 100)
            installed[name] = sheet
        }
        return name
    }

    /// The colour rules of `base` (the shipped stylesheets' text) with each `@mf_…` colour
    /// replaced by its value in `palette` (`@define-color` lines) and each `.mf-field`
    /// narrowed to `.mf-field.scope`.
    nonisolated static func css(from base: String, palette: String, scope: String) -> String {
        var colors: [String: String] = [:]
        for line in palette.split(separator: "\n") where line.hasPrefix("@define-color mf_") {
            let parts = line.dropFirst("@define-color ".count).dropLast().split(separator: " ", maxSplits: 1)
            if parts.count == 2 { colors[String(parts[0])] = String(parts[1]) }
        }
        var rules: [String] = []
        var withoutComments = ""
        var rest = base[...]
        while let open = rest.firstRange(of: "/*") {
            withoutComments += rest[..<open.lowerBound]
            rest = rest[open.upperBound...].firstRange(of: "*/").map { rest[$0.upperBound...] } ?? ""
        }
        withoutComments += rest
        for rule in withoutComments.split(separator: "}") {
            let pieces = rule.split(separator: "{", maxSplits: 1)
            guard pieces.count == 2, pieces[1].contains("@mf_"), pieces[0].contains(".mf-field") else { continue }
            let selector = pieces[0].trimmed
                .replacing(".mf-field", with: ".mf-field.\(scope)")
            var body = String(pieces[1])
            for (name, value) in colors.sorted(by: { $0.key.count > $1.key.count }) {
                body = body.replacing("@\(name)", with: value)
            }
            rules.append("\(selector) {\(body)}")
        }
        return rules.joined(separator: "\n") + "\n"
    }
}
