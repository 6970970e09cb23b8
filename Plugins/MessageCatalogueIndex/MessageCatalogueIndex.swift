import Foundation
import PackagePlugin

/// Writes the index of the gettext catalogues the MessageCatalogues target embeds.
///
/// SwiftPM compiles each `po/<language>.po` into a constant of its own
/// (`PackageResources.de_po`, `PackageResources.pt_BR_po`) and offers no list of them: this
/// plugin writes the list from the target's own resources (Package.swift's
/// `catalogueLanguages`) at each build, so the languages are named in one place.
@main
struct MessageCatalogueIndex: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "po")
        let catalogues = files.filter { $0.type == .resource }.map(\.url)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        // A translator's file whose language Package.swift does not list yet.
        for file in files where file.type != .resource {
            Diagnostics.warning("po/\(file.url.lastPathComponent) is not compiled in: add its language to catalogueLanguages in Package.swift")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "MessageCatalogueIndex.swift")
        let code = Self.index(of: catalogues.map { $0.deletingPathExtension().lastPathComponent })
        // The code is the command's argument, so the command runs again (and the file
        // changes) exactly when the set of languages does, not when a translation does.
        // printf writes it unchanged.
        return [
            .buildCommand(
                displayName: "Indexing \(catalogues.count) message catalogues of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "printf '%s' \"$1\" > \"$2\"", "sh", code, output.path],
                outputFiles: [output]
            ),
        ]
    }

    /// The Swift source naming each language's embedded bytes.
    static func index(of languages: [String]) -> String {
        let cases = languages.map { "        case \"\($0)\": PackageResources.\(identifier(forResource: $0 + ".po"))\n" }
        return """
            // Made by the MessageCatalogueIndex plugin from the target's po/*.po: not to be edited.
            extension EmbeddedCatalogues {
                /// The languages with a catalogue, as their files are named.
                static let languages: [String] = [\(languages.map { "\"\($0)\"" }.joined(separator: ", "))]

                /// The bytes of `language`'s .po file, or nil if none is compiled in.
                static func bytes(of language: String) -> [UInt8]? {
                    switch language {
            \(cases.joined())        default: nil
                    }
                }
            }

            """
    }

    /// The name SwiftPM gives an embedded resource (its `spm_mangledToC99ExtendedIdentifier`):
    /// every character that cannot be in a C identifier becomes `_` (`pt_BR.po` is `pt_BR_po`,
    /// `sr@latin.po` is `sr_latin_po`), and so does a leading digit.
    static func identifier(forResource name: String) -> String {
        var characters = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                ? Character(scalar) : "_"
        }
        if let first = characters.first, first.isNumber { characters[0] = "_" }
        return String(characters)
    }
}
