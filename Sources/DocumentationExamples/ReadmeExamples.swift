import Foundation

/// The documentation's examples as the tests hold them: each block between a
/// `// README-EXAMPLE-BEGIN` line (optionally followed by a name) and a
/// `// README-EXAMPLE-END` line of a source file, which README.md or a DocC article
/// (`Sources/*/*.docc/*.md`) must show word for word in a Swift code block, so the code
/// the documentation shows is code the tests compile and run.
public enum ReadmeExamples {
    /// How many examples the source file at `path` holds, and those the documentation does
    /// not show.
    public static func check(sourceFile path: String) throws -> (examples: Int, missing: [String]) {
        let file = URL(fileURLWithPath: path)
        var root = file.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path), root.path != "/" {
            root = root.deletingLastPathComponent()
        }
        let source = try String(contentsOf: file, encoding: .utf8)
        let readme = try documentation(under: root)
        // Split so that this file holds no marker of its own.
        let begin = "// README-EXAMPLE-" + "BEGIN", end = "// README-EXAMPLE-" + "END"
        var examples: [String] = []
        var rest = source[...]
        while let start = rest.range(of: begin), let lineEnd = rest[start.upperBound...].firstIndex(of: "\n"),
              let stop = rest[lineEnd...].range(of: end) {
            examples.append(String(rest[rest.index(after: lineEnd)..<stop.lowerBound]))
            rest = rest[stop.upperBound...]
        }
        return (examples.count, examples.filter { !readme.contains("```swift\n" + $0 + "```") })
    }

    /// README.md and every DocC article of the package at `root`, as one text.
    public static func documentation(under root: URL) throws -> String {
        var texts = [try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            for article in articles.sorted() where article.hasSuffix(".md") {
                texts.append(try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8))
            }
        }
        return texts.joined(separator: "\n")
    }
}
