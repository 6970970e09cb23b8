import Foundation

/// The README's examples as the tests hold them: each block between a
/// `// README-EXAMPLE-BEGIN` line (optionally followed by a name) and a
/// `// README-EXAMPLE-END` line of a test source, which README.md must show word for word
/// in a Swift code block, so the README's code is code the tests compile and run.
public enum ReadmeExamples {
    /// How many examples the source file at `path` holds, and those README.md does not show.
    public static func check(sourceFile path: String) throws -> (examples: Int, missing: [String]) {
        let file = URL(fileURLWithPath: path)
        var root = file.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path), root.path != "/" {
            root = root.deletingLastPathComponent()
        }
        let source = try String(contentsOf: file, encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
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
}
