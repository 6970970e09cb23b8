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

    /// A first form runs a few hundred of the library's functions, and the kernel maps the
    /// file around each page it runs: the C entry points and the functions behind them are
    /// laid out together at the front of the code (`c/libmaterialfields.order`), before the
    /// standard library's one large section, and the compiler's unnamed functions (closure
    /// destroyers, key-path accessors) just before them (`c/libmaterialfields.ld`). With
    /// an entry point missing from the order, or the standard library's one large section
    /// placed among the package's functions, the entry points sit 3.8 MB or more into the
    /// code (of 9.9 MB); laid out, within its first quarter.
    func testTheEntryPointsAndTheUnnamedFunctionsAreLaidOutAtTheFrontOfTheCode() throws {
        try requireInstall()
        let script = """
            import ctypes, os, struct, sys
            path = os.path.realpath(sys.argv[1])
            data = open(path, "rb").read()
            shoff, = struct.unpack_from("<Q", data, 0x28)
            size, count, names = struct.unpack_from("<HHH", data, 0x3A)
            def header(i):
                return struct.unpack_from("<IIQQQQIIQ", data, shoff + i * size)
            table = header(names)[4]
            sections = {}
            for i in range(count):
                name, _, _, address, _, length, _, _, alignment = header(i)
                sections[data[table + name:data.index(b"\\0", table + name)].decode()] = (address, length, alignment)
            library = ctypes.CDLL(path)
            base = next(int(line.split("-")[0], 16) for line in open("/proc/self/maps")
                        if line.split()[-1] == path and int(line.split()[2], 16) == 0)
            start, length, alignment = sections[".text"]
            unnamed = sections.get(".text.unnamed", (0, 0, 1))
            print(start, length, alignment, unnamed[0], unnamed[1])
            for entry in ("mf_form_new", "mf_form_add_row", "mf_form_view_new", "mf_entry_field_new", "material_fields_init"):
                print(entry, ctypes.cast(getattr(library, entry), ctypes.c_void_p).value - base)
            """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script, Self.installed("lib/libmaterialfields.so.0.1.0")])
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ") }
        let code = lines.first.map { $0.compactMap { Int($0) } } ?? []
        XCTAssertEqual(code.count, 5, result.output)
        guard code.count == 5 else { return }
        let (start, length, alignment, unnamed, unnamedLength) = (code[0], code[1], code[2], code[3], code[4])
        XCTAssertGreaterThan(unnamedLength, 0, "the unnamed functions have a section of their own")
        XCTAssertTrue((0..<max(alignment, 1)).contains(start - (unnamed + unnamedLength)),
                      "and it ends where the ordered code begins (\(unnamed + unnamedLength) and \(start))")
        XCTAssertEqual(lines.count, 6, result.output)
        for line in lines.dropFirst() {
            guard line.count == 2, let offset = Int(line[1]) else { XCTFail(result.output); continue }
            XCTAssertLessThan(offset - start, length / 4, "\(line[0]) is \(offset - start) bytes into the code")
        }
    }

    /// A type's `*_get_type()` registers that type and what it is made of, as a GNOME
    /// library's does, not every type of the library (1.21 M instructions of a first form,
    /// callgrind): a first form from Python registers the form's and the entry field's types, a date field's
    /// type is registered when a caller first names it, and `MaterialFields.init ()`, which a
    /// `.ui` file's app calls first, registers every one.
    func testAGetTypeFunctionRegistersItsOwnTypeAndInitRegistersEveryType() throws {
        try requireInstall()
        let script = """
            import ctypes, gi
            gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
            from gi.repository import Gtk, MaterialFields
            gobject = ctypes.CDLL("libgobject-2.0.so.0")
            gobject.g_type_from_name.restype = ctypes.c_size_t
            def registered(*names):
                return " ".join(name for name in names if gobject.g_type_from_name(name.encode()))
            names = ("MfForm", "MfFormView", "MfField", "MfEntryField", "MfInputPurpose", "MfDateField", "MfDateMode",
                     "MfChipsField", "MfStackBox", "MfStackedFormView")
            Gtk.init()
            form = MaterialFields.Form.new()
            form.add_row("name", "Name", MaterialFields.RowKind.ENTRY, True)
            Gtk.Window(child=MaterialFields.FormView.new(form))
            print(registered(*names))
            MaterialFields.DateField.new("Born")
            print(registered(*names))
            MaterialFields.init()
            print(registered(*names))
            """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output.split(separator: "\n"), [
            "MfForm MfFormView MfField MfEntryField MfInputPurpose",
            "MfForm MfFormView MfField MfEntryField MfInputPurpose MfDateField MfDateMode",
            "MfForm MfFormView MfField MfEntryField MfInputPurpose MfDateField MfDateMode MfChipsField MfStackBox MfStackedFormView",
        ])
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
