import Foundation
import MaterialFieldsC
import XCTest

/// What loading the installed C library costs a process, where a test can pin the cause
/// rather than time it (`material-fields-bench library` measures the time and memory).
final class LibraryLoadTests: XCTestCase, InstalledLibraryTesting {
    /// One `import Foundation` in any module linked into the library brings ICU back (the
    /// library grows from 15 MB to 58 MB, 34 MB of it ICU's data), and nothing else would
    /// fail: the installed file's size and ICU's data name are checked here.
    func testTheLibraryCarriesNoICU() throws {
        try requireInstall()
        let path = Self.installed("lib/libmaterialfields.so.0.1.0")
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        XCTAssertLessThanOrEqual(size, 16_000_000, "at most 16 MB stripped (ICU's data alone is 34 MB)")
        let library = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertNil(library.range(of: Data("icudt".utf8)), "no ICU data package (icudtNN) in the library")
    }

    /// Swift's runtime finds `argv` by reading the whole of `/proc/self/maps` as it loads
    /// unless the library gives it the arguments itself (`ProcessArguments.swift`): in a
    /// process with GTK loaded that read is as long as the map, and the kernel's count of
    /// the bytes this thread has read (`rchar`) shows it (GTK reads its fonts on a thread of
    /// its own meanwhile).
    func testLoadingTheLibraryDoesNotReadTheProcessMemoryMap() throws {
        try requireInstall()
        let script = """
            import ctypes, gi
            gi.require_version("Gtk", "4.0")
            from gi.repository import Gtk
            def read_so_far():
                return next(int(line.split()[1]) for line in open("/proc/thread-self/io") if line.startswith("rchar:"))
            size = len(open("/proc/self/maps", "rb").read())
            before = read_so_far()
            ctypes.CDLL("libmaterialfields.so.0")
            print(size, read_so_far() - before)
            """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        let figures = result.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        XCTAssertEqual(figures.count, 2, result.output)
        guard figures.count == 2 else { return }
        XCTAssertGreaterThan(figures[0], 20_000, "GTK loaded: a map of hundreds of lines")
        XCTAssertLessThan(figures[1], figures[0] / 4, "the load read \(figures[1]) bytes, where the map is \(figures[0])")
    }

    /// The arguments the library gives Swift's `CommandLine` are the process's own. (Here, in
    /// the test process, Swift's runtime keeps its own function: this checks the reading of
    /// `/proc/self/cmdline`; the test above checks that the installed library uses it.)
    func testTheLibraryGivesSwiftTheProcessArguments() {
        var count: Int32 = -1
        let argv = processArguments(&count)
        let arguments = (0..<Int(count)).map { argv[$0].map { String(cString: $0) } }
        XCTAssertEqual(arguments, CommandLine.arguments.map { Optional($0) })
        XCTAssertNil(argv[Int(count)], "a NULL after the last, as C's argv has")
    }
}
