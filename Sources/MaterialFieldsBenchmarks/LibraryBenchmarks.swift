import Foundation
import GtkTestSupport

/// What the C library costs the process that loads it, beside GTK and libadwaita in the same
/// run (`material-fields-bench library`, from the package's folder after
/// `Scripts/install-c-library.sh .build/c`): each library's stripped file, its package, and
/// the time and memory of loading it into Python and making a first two-row form
/// (`Scripts/first-form.py`, a fresh process each time; medians of 11). The package's size is
/// read when `Scripts/build-debs.sh` has left it in `.build/debs`.
enum LibraryBenchmarks {
    static func run() {
        let folder = FileManager.default.currentDirectoryPath
        let prefix = ProcessInfo.processInfo.environment["MATERIAL_FIELDS_PREFIX"] ?? "\(folder)/.build/c"
        let probe = "\(folder)/Scripts/first-form.py"
        var report = Report()
        let environment = ["GI_TYPELIB_PATH": "\(prefix)/lib/girepository-1.0", "LD_LIBRARY_PATH": "\(prefix)/lib"]
        var rows: [(String, [(Double, Double, String)])] = []
        for library in ["gtk", "adwaita", "material-fields"] {
            rows.append((library, (0..<11).compactMap { _ in firstForm(probe, library, environment) }))
        }
        for (library, runs) in rows {
            guard let path = runs.first?.2 else {
                report.add(library, "not measured (material-fields: Scripts/install-c-library.sh .build/c; adwaita: gir1.2-adw-1)")
                continue
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            report.add("\(library): \((path as NSString).lastPathComponent), stripped", String(format: "%.1f MB", Double(size) / 1e6))
            if library != "gtk" {
                report.add("\(library): loaded into Python, a first form", String(
                    format: "%.2f ms, %.2f MB resident (medians of %d)",
                    Stopwatch.median(runs.map(\.0)), Stopwatch.median(runs.map(\.1)), runs.count))
            } else {
                report.add("gtk: a first form of its own widgets (GTK loaded)", String(
                    format: "%.2f ms, %.2f MB resident", Stopwatch.median(runs.map(\.0)), Stopwatch.median(runs.map(\.1))))
            }
        }
        for package in packages(in: folder) {
            let size = (try? FileManager.default.attributesOfItem(atPath: package)[.size] as? Int) ?? 0
            report.add((package as NSString).lastPathComponent, String(format: "%.2f MB", Double(size) / 1e6))
        }
        report.print(heading: "The C library in a process: size, load time and memory against GTK and libadwaita")
    }

    /// One run of the probe: milliseconds, megabytes and the library's file; nil when it failed.
    private static func firstForm(_ probe: String, _ library: String, _ environment: [String: String]) -> (Double, Double, String)? {
        guard let run = try? Subprocess.run(URL(fileURLWithPath: "/usr/bin/python3"), [probe, library], environment: environment)
        else { return nil }
        let fields = run.output.split(separator: " ")
        guard run.status == 0, fields.count == 3, let time = Double(fields[0]), let memory = Double(fields[1]),
              fields[2] != "-" else { return nil }
        return (time, memory, String(fields[2]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The runtime package Scripts/build-debs.sh left in `.build/debs`, if any.
    private static func packages(in folder: String) -> [String] {
        let debs = "\(folder)/.build/debs"
        return ((try? FileManager.default.contentsOfDirectory(atPath: debs)) ?? [])
            .filter { $0.hasPrefix("libmaterialfields0_") && $0.hasSuffix(".deb") }.map { "\(debs)/\($0)" }
    }
}
