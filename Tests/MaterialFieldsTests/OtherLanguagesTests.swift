import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsC
import XCTest

/// The widgets from C, Python, JavaScript and Vala, as their users reach them: through the
/// library, header, pkg-config file, typelib and Vala API that `Scripts/install-c-library.sh`
/// installs in `.build/c` (Scripts/test.sh runs it before the tests). Each language runs the
/// same sign-up example with `--check`, which fills the form, submits it and prints the values.
final class OtherLanguagesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let prefix = root.appendingPathComponent(".build/c")
    private static func installed(_ path: String) -> String { prefix.appendingPathComponent(path).path }
    private static func source(_ path: String) -> String { root.appendingPathComponent(path).path }

    /// What a language's user sets to reach a library installed outside the system's folders.
    private static let environment = [
        "PKG_CONFIG_PATH": installed("lib/pkgconfig"),
        "GI_TYPELIB_PATH": installed("lib/girepository-1.0"),
        "LD_LIBRARY_PATH": installed("lib"),
        "G_DEBUG": "fatal-criticals",
    ]

    /// What the sign-up example prints in every language.
    private static let signUpOutput = """
        empty form submits: no
        e-mail error: This field is required
        confirm error: The passwords do not match
        value-changed: 9 times; dirty: yes
        submitted: name=Ada Lovelace email=ada@example.com size=Medium birthday=1990-12-10 newsletter=yes
        complete form submits: yes
        dirty after saving: no

        """

    private func requireInstall() throws {
        guard FileManager.default.fileExists(atPath: Self.installed("lib/girepository-1.0/MaterialFields-1.0.typelib")) else {
            XCTFail("no C library in .build/c: run Scripts/install-c-library.sh .build/c (Scripts/test.sh does)")
            throw XCTSkip("not installed")
        }
    }

    /// Runs `tool` (found on the PATH) with `arguments` and the environment plus `extra`;
    /// its exit status, its output and its errors.
    private func run(_ tool: String, _ arguments: [String], _ extra: [String: String] = [:]) throws
        -> (status: Int32, output: String, errors: String) {
        let result = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, environment: extra)
        return (result.status, result.output, result.errors)
    }

    /// Runs a program as a user without Swift would: with the toolchain's folder hidden
    /// behind an empty one (Scripts/without-swift.sh), so nothing of Swift's can load.
    private func runWithoutSwift(_ command: [String], _ extra: [String: String] = [:]) throws
        -> (status: Int32, output: String, errors: String) {
        try run(Self.source("Scripts/without-swift.sh"), command, Self.environment.merging(extra) { $1 })
    }

    /// Builds `sources` into one program with the installed pkg-config file and GCC's strict warnings as errors.
    private func compileC(_ sources: String...) throws -> String {
        let flags = try run("pkg-config", ["--cflags", "--libs", "material-fields"], Self.environment)
        XCTAssertEqual(flags.status, 0, flags.errors)
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("mf-c-\(UUID().uuidString)").path
        let build = try run("gcc", ["-Wall", "-Wextra", "-Wno-unused-parameter", "-Werror", "-Werror=incompatible-pointer-types",
                                    "-o", binary] + sources + flags.output.split(whereSeparator: \.isWhitespace).map(String.init))
        XCTAssertEqual(build.status, 0, build.output + build.errors)
        return binary
    }

    /// The check that the examples need no Swift can fail: the demo, a Swift program, does not
    /// run through it, whether the toolchain is hidden or the loader's record is read instead.
    func testAProgramThatNeedsSwiftFailsWhereSwiftIsAbsent() throws {
        let demo = Self.source(".build/debug/material-fields-demo")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: demo), "Scripts/test.sh builds the demo first")
        let hidden = try runWithoutSwift([demo, "--help"])
        XCTAssertNotEqual(hidden.status, 0)
        XCTAssertTrue(hidden.errors.contains("libswift"), hidden.errors)
        let audited = try runWithoutSwift([demo, "--help"], ["MATERIAL_FIELDS_WITHOUT_SWIFT": "audit"])
        XCTAssertEqual(audited.status, 1)
        XCTAssertTrue(audited.errors.contains("loaded from the Swift toolchain"), audited.errors)
        XCTAssertTrue(audited.errors.contains("/lib/swift/linux/libswiftCore.so"), audited.errors)
    }

    func testTheCExampleBuildsWithStrictWarningsAndRunsWhereSwiftIsAbsent() throws {
        try requireInstall()
        let binary = try compileC(Self.source("c/examples/sign-up.c"))
        defer { try? FileManager.default.removeItem(atPath: binary) }
        let result = try runWithoutSwift([binary, "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, Self.signUpOutput)
    }

    func testThePythonExampleRunsWhereSwiftIsAbsent() throws {
        try requireInstall()
        let result = try runWithoutSwift(["/usr/bin/python3", Self.source("c/examples/sign-up.py"), "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, Self.signUpOutput)
    }

    func testPythonSetsANumberFieldsRangeAndReadsItsValue() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        price = MaterialFields.NumberField.new("Price")
        price.props.minimum = 0
        price.props.value = -5
        print(price.props.value, price.get_text(), isinstance(price, MaterialFields.EntryField))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "0.0 0 True\n", "a value below the minimum is brought into range")
    }

    func testPythonMakesASuggestionFieldAndReplacesItsSuggestions() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        city = MaterialFields.SuggestionField.new("City", ["London", "Lisbon"])
        city.set_suggestions(["Lyon"])
        city.set_text("Ly")
        print(type(city).__name__, isinstance(city, MaterialFields.EntryField), city.get_text())
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "SuggestionField True Ly\n")
    }

    func testPythonReadsAndSetsAChipsFieldsChipsAndHearsThemChange() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        tags = MaterialFields.ChipsField.new("Tags", 2)
        heard = []
        tags.connect("notify::chips", lambda field, _: heard.append(list(field.props.chips)))
        tags.set_chips(["gtk", "GTK", "swift", "vala"])
        tags.props.chips = ["python"]
        print(tags.get_chips(), tags.props.maximum_count, heard, isinstance(tags, MaterialFields.SuggestionField))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "['python'] 2 [['gtk', 'swift'], ['python']] True\n",
                       "a repeat and one past the maximum are left out; each change is heard once")
    }

    func testPythonSetsADateRangeAndMakesWeekendsUnavailable() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, GLib, MaterialFields
        Gtk.init()
        stay = MaterialFields.DateRangeField.new("Stay", 7)
        asked = []
        stay.set_unavailable_func(lambda day: asked.append(day.get_day_of_week()) or day.get_day_of_week() >= 6)
        stay.set_range(GLib.DateTime.new_local(2027, 3, 2, 8, 0, 0), GLib.DateTime.new_local(2027, 3, 5, 8, 0, 0))
        ok, start, end = stay.get_range()
        try:
            stay.set_range(end, start)
        except GLib.Error as error:
            print(error.matches(MaterialFields.error_quark(), MaterialFields.Error.INVALID_RANGE))
        stay.open()
        print(ok, start.get_day_of_month(), end.get_day_of_month(), stay.props.maximum_days, len(asked) > 0)
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "True\nTrue 2 5 7 True\n",
                       "a reversed range is a GLib.Error; the open calendar asks the Python function of its days")
    }

    func testPythonSetsATimeAndReadsItBack() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        alarm = MaterialFields.TimeField.new("Alarm")
        heard = []
        alarm.connect("time-changed", lambda field: heard.append(field.get_time()))
        empty = alarm.get_time()
        alarm.set_time(7, 30)
        print(empty, alarm.get_time(), heard)
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "(False, hour=-1, minute=-1) (True, hour=7, minute=30) []\n",
                       "a time set from code is no user edit: time-changed is the user's")
    }

    func testPythonKeepsAFormsDraftAndANewViewIsOfferedIt() throws {
        try requireInstall()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mf-py-drafts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import GLib, Gtk, MaterialFields
        Gtk.init()
        def view():
            form = MaterialFields.Form.new()
            form.add_row("name", "Name", MaterialFields.RowKind.ENTRY, True)
            return MaterialFields.FormView.new(form)
        first = view()
        offered = first.keep_drafts("org.example.Python", "sign-up", None)
        first.get_form().set_text("name", "Ada")
        loop = GLib.MainLoop()
        GLib.timeout_add(700, loop.quit)
        loop.run()
        print(offered, view().keep_drafts("org.example.Python", "sign-up", "Restore your sign-up?"))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script], ["XDG_DATA_HOME": home])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "False True\n", "nothing offered at first; the draft typed is offered to the next view")
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/org.example.Python/drafts/sign-up.json"))
    }

    func testPythonAnswersOutOfOrderNeverOverwriteTheNewestVerdict() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        form = MaterialFields.Form.new()
        form.add_row("name", "User name", MaterialFields.RowKind.ENTRY, True)
        form.set_text("name", "ada")
        form.set_text("name", "grace")  # typed while the server thought about ada
        print(form.set_check_result("name", "grace", None), form.set_check_result("name", "ada", "ada is taken"),
              form.validate(), form.get_error("name"))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "True False True None\n", "the late answer about ada is dropped")
    }

    func testTheJavaScriptExampleRunsInGJS() throws {
        try requireInstall()
        let result = try runWithoutSwift(["gjs", "-m", Self.source("c/examples/sign-up.js"), "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, Self.signUpOutput)
    }

    func testTheValaExampleCompilesInTheMaterialFieldsNamespaceWithoutPointerWarnings() throws {
        try requireInstall()
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("mf-vala-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: binary) }
        // `using MaterialFields;` in the example: the namespace every other language uses.
        let build = try run("valac", ["--vapidir", Self.installed("share/vala/vapi"), "--pkg", "material-fields",
                                      "-X", "-Werror=incompatible-pointer-types", Self.source("c/examples/sign-up.vala"),
                                      "-o", binary], Self.environment)
        XCTAssertEqual(build.status, 0, build.output + build.errors)
        let result = try runWithoutSwift([binary, "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, Self.signUpOutput)
    }

    func testMisuseFromCGetsACriticalAndNoCrash() throws {
        try requireInstall()
        let binary = try compileC(Self.source("c/tests/contracts.c"), Self.source("c/tests/contracts-fields.c"),
                                  Self.source("c/tests/contracts-drafts.c"), Self.source("c/tests/contracts-history.c"),
                                  Self.source("c/tests/contracts-dates.c"))
        defer { try? FileManager.default.removeItem(atPath: binary) }
        let result = try runWithoutSwift([binary, Self.source("c/examples/profile.ui")])
        XCTAssertEqual(result.status, 0, result.output + result.errors)
        for check in ["1. a call from another thread logs a critical and does nothing",
                      "2. mf_field_set_error (field, NULL) clears it",
                      "3. MF_IS_* macros and typed, g_autoptr-able instances",
                      "4. mf_form_add_row with a NULL tag logs a critical",
                      "4. mf_date_field_set_date with NULL logs a critical",
                      "5. a .ui file naming MF_FIELD_VARIANT_OUTLINED loads",
                      "the picker's choices come from the .ui file",
                      "6. once its form is freed, the view still validates",
                      "7. with no material_fields_init () the fields are styled (a 64 px outlined field)",
                      "8. new choices without it choose nothing, not XL",
                      "14. an optional date row with limits is valid while empty",
                      "14. a failing warning check lets the form through and shows its message",
                      "14. and once more when reset() puts the values back",
                      "14. a should-begin-editing handler returning FALSE keeps focus out",
                      "14. a should-change handler returning FALSE refuses an edit",
                      "14. completed fires after the last step",
                      "14. a custom row shows the app's widget",
                      "suggestions for an entry field are a critical and a no-op",
                      "14. forcing dark, then light, repaints the fields in Material's tones"] {
            XCTAssertTrue(result.output.contains("ok: \(check)\n"), check)
        }
        XCTAssertTrue(result.output.hasSuffix(" passed, 0 failed\n"), result.output)
        XCTAssertTrue(result.errors.contains("MaterialFields-CRITICAL"), "the criticals went to the log as GLib's own do")
    }

    func testTheLibraryIsVersionedAndNamedBySonameEverywhere() throws {
        try requireInstall()
        let dynamic = try run("readelf", ["-d", Self.installed("lib/libmaterialfields.so.0.1.0")])
        XCTAssertTrue(dynamic.output.contains("Library soname: [libmaterialfields.so.0]"), dynamic.output)
        XCTAssertFalse(dynamic.output.contains("libswift"), "no Swift library is needed at run time")
        XCTAssertFalse(dynamic.output.contains("libFoundation"), "nor Foundation")
        let library = try Data(contentsOf: URL(fileURLWithPath: Self.installed("lib/libmaterialfields.so.0.1.0")))
        XCTAssertNil(library.range(of: Data(Self.root.appendingPathComponent(".build").path.utf8)),
                     "no path into the build folder (a resource bundle's) in the library")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: Self.installed("lib/libmaterialfields.so.0")),
                       "libmaterialfields.so.0.1.0")
        let gir = try String(contentsOfFile: Self.installed("share/gir-1.0/MaterialFields-1.0.gir"), encoding: .utf8)
        XCTAssertTrue(gir.contains(#"shared-library="libmaterialfields.so.0""#), "no build folder's path in the typelib")
        XCTAssertTrue(gir.contains(#"<class name="FormView""#) && gir.contains(#"<glib:signal name="submitted""#))
        let pc = try String(contentsOfFile: Self.installed("lib/pkgconfig/material-fields.pc"), encoding: .utf8)
        XCTAssertTrue(pc.contains("Version: 0.1.0") && pc.contains("-lmaterialfields"), pc)
    }

    func testTheCReferenceDocumentsEverySymbol() throws {
        try requireInstall()
        let check = try run("gi-docgen", ["check", Self.installed("share/gir-1.0/MaterialFields-1.0.gir")])
        XCTAssertEqual(check.status, 0, check.errors)
        XCTAssertFalse((check.output + check.errors).contains("WARNING"), check.output + check.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.installed("share/doc/MaterialFields-1.0/class.FormView.html")))
    }

    func testTheArticleShowsTheExamplesOwnLines() throws {
        let article = try String(contentsOfFile: Self.source("Sources/MaterialFields/MaterialFields.docc/FromCAndPython.md"),
                                 encoding: .utf8)
        var blocks = 0
        for (language, example) in [("c", "sign-up.c"), ("python", "sign-up.py"), ("javascript", "sign-up.js"), ("vala", "sign-up.vala")] {
            let source = try String(contentsOfFile: Self.source("c/examples/\(example)"), encoding: .utf8)
            let lines = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            for block in article.components(separatedBy: "```\(language)\n").dropFirst() {
                blocks += 1
                for line in block.components(separatedBy: "```")[0].split(separator: "\n") {
                    XCTAssertTrue(lines.contains(line.trimmingCharacters(in: .whitespaces)), "\(example) has no line \(line)")
                }
            }
        }
        XCTAssertEqual(blocks, 4)
    }

    func testTheTypelibDeclaresWhatTheSwiftTypesRegister() throws {
        try requireInstall()
        let listing = try run("/usr/bin/python3", [Self.source("Scripts/typelib-types.py")], Self.environment)
        XCTAssertEqual(listing.status, 0, listing.errors)
        let typelib = Set(listing.output.split(separator: "\n").map(String.init))
        var registered: Set<String> = []
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            // The C library's own types, which the Swift package does not register.
            for type in [mfFormGetType(), mfRowKindGetType(), mfRuleGetType(), mfSeverityGetType(), mfColorSchemeGetType()] {
                XCTAssertNotEqual(type, 0)
            }
            var lines: Set<String> = []
            for (name, typeName) in [("Field", "MfField"), ("EntryField", "MfEntryField"), ("NumberField", "MfNumberField"),
                                     ("SuggestionField", "MfSuggestionField"), ("ChipsField", "MfChipsField"), ("AreaField", "MfAreaField"),
                                     ("PickerField", "MfPickerField"), ("DateField", "MfDateField"),
                                     ("DateRangeField", "MfDateRangeField"), ("TimeField", "MfTimeField"), ("StackBox", "MfStackBox"), ("StackLayout", "MfStackLayout"),
                                     ("StackLayoutChild", "MfStackLayoutChild"), ("Form", "MfForm"), ("FormView", "MfFormView"),
                                     ("StackedFormView", "MfStackedFormView")] {
                let (properties, signals) = Self.declared(by: g_type_from_name(typeName))
                lines.insert("\(name) \(typeName) props=\(properties.joined(separator: ",")) signals=\(signals.joined(separator: ","))")
            }
            for (name, typeName) in [("FieldVariant", "MfFieldVariant"), ("InputPurpose", "MfInputPurpose"), ("DateMode", "MfDateMode"),
                                     ("StackOrientation", "MfStackOrientation"), ("StackJustify", "MfStackJustify"),
                                     ("StackAlignment", "MfStackAlignment"), ("RowKind", "MfRowKind"), ("Rule", "MfRule"),
                                     ("Severity", "MfSeverity"), ("ColorScheme", "MfColorScheme")] {
                lines.insert("\(name) \(typeName) enum=\(Self.nicks(of: g_type_from_name(typeName)).joined(separator: ","))")
            }
            registered = lines
        }
        XCTAssertEqual(typelib.count, 26, listing.output)
        XCTAssertEqual(typelib, registered, "every type, property, signal and enum value, in both")
    }

    /// The properties and signals `type` itself declares (not its parents'), sorted.
    @MainActor private static func declared(by type: GType) -> (properties: [String], signals: [String]) {
        guard let typeClass = g_type_class_ref(type) else { return ([], []) }
        defer { g_type_class_unref(typeClass) }
        var count: guint = 0
        var properties: [String] = []
        if let specs = g_object_class_list_properties(typeClass.assumingMemoryBound(to: GObjectClass.self), &count) {
            for index in 0..<Int(count) {
                if let spec = specs[index], spec.pointee.owner_type == type { properties.append(String(cString: spec.pointee.name)) }
            }
            g_free(specs)
        }
        var signals: [String] = []
        if let ids = g_signal_list_ids(type, &count) {
            for index in 0..<Int(count) { signals.append(String(cString: g_signal_name(ids[index]))) }
            g_free(ids)
        }
        return (properties.sorted(), signals.sorted())
    }

    /// An enum type's value nicks, in value order, as introspection names them.
    @MainActor private static func nicks(of type: GType) -> [String] {
        guard let enumClass = g_type_class_ref(type)?.assumingMemoryBound(to: GEnumClass.self) else { return [] }
        defer { g_type_class_unref(enumClass) }
        return (0..<Int(enumClass.pointee.n_values)).map {
            String(cString: enumClass.pointee.values[$0].value_nick).replacingOccurrences(of: "-", with: "_")
        }
    }
}
