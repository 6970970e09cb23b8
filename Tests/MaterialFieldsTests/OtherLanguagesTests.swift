import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import TestSupport
import MaterialFields
import MaterialFieldsC
import XCTest

/// The widgets from C, Python, JavaScript and Vala, as their users reach them: through the
/// library, header, pkg-config file, typelib and Vala API that `Scripts/install-c-library.sh`
/// installs in `.build/c` (Scripts/test.sh runs it before the tests). Each language runs the
/// same sign-up example with `--check`, which fills the form, submits it and prints the values.
final class OtherLanguagesTests: XCTestCase, InstalledLibraryTesting {
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
        defer { binary.remove() }
        let result = try runWithoutSwift([binary.path, "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, Self.signUpOutput)
    }

    /// A form in a `.ui` file, loaded by a C program whose only code is the submit handler
    /// (c/examples/subscribe.c); `FormBuilderFileTests` fills it by keyboard.
    func testTheCProgramLoadsAFormFromAUiFileWithNoOtherCode() throws {
        try requireInstall()
        let binary = try compileC(Self.source("c/examples/subscribe.c"))
        defer { binary.remove() }
        let result = try runWithoutSwift([binary.path, Self.source("c/examples/subscribe.ui"), "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
            empty form submits: no
            plan error: This field is required
            with a wrong address: refused
            e-mail error: Enter an address such as ada@example.com
            submitted: name=Ada Lovelace plan=Yearly seats=3 terms=yes
            complete form submits: yes

            """)
    }

    func testThePythonExampleRunsWhereSwiftIsAbsent() throws {
        try requireInstall()
        let result = try runWithoutSwift(["/usr/bin/python3", Self.source("c/examples/sign-up.py"), "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, Self.signUpOutput)
    }

    func testTheJavaScriptExampleRunsInGJS() throws {
        try requireInstall()
        let result = try runWithoutSwift(["gjs", "-m", Self.source("c/examples/sign-up.js"), "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, Self.signUpOutput)
    }

    func testTheValaExampleCompilesInTheMaterialFieldsNamespaceWithoutPointerWarnings() throws {
        try requireInstall()
        let binary = TemporaryPath("mf-vala")
        defer { binary.remove() }
        // `using MaterialFields;` in the example: the namespace every other language uses.
        let build = try run("valac", ["--vapidir", Self.installed("share/vala/vapi"), "--pkg", "material-fields",
                                      "-X", "-Werror=incompatible-pointer-types", Self.source("c/examples/sign-up.vala"),
                                      "-o", binary.path], Self.environment)
        XCTAssertEqual(build.status, 0, build.output + build.errors)
        let result = try runWithoutSwift([binary.path, "--check"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, Self.signUpOutput)
    }

    func testMisuseFromCGetsACriticalAndNoCrash() throws {
        try requireInstall()
        let binary = try compileC(Self.source("c/tests/contracts.c"), Self.source("c/tests/contracts-fields.c"),
                                  Self.source("c/tests/contracts-drafts.c"), Self.source("c/tests/contracts-history.c"),
                                  Self.source("c/tests/contracts-dates.c"), Self.source("c/tests/contracts-views.c"),
                                  Self.source("c/tests/contracts-themes.c"))
        defer { binary.remove() }
        // The settings checks bind to keys of a schema compiled for the run, kept in memory.
        let schemas = try TemporaryPath.folder("mf-schemas")
        defer { schemas.remove() }
        try Data("""
            <schemalist><schema id="org.materialfields.Contracts" path="/org/materialfields/contracts/">
            <key name="birthday" type="s"><default>''</default></key>
            <key name="arrival" type="s"><default>''</default></key>
            <key name="arrival-time" type="s"><default>''</default></key>
            </schema></schemalist>
            """.utf8).write(to: schemas.url.appendingPathComponent("org.materialfields.Contracts.gschema.xml"))
        XCTAssertEqual(try run("glib-compile-schemas", [schemas.path]).status, 0)
        let result = try runWithoutSwift([binary.path, Self.source("c/examples/profile.ui")],
                                         ["GSETTINGS_SCHEMA_DIR": schemas.path, "GSETTINGS_BACKEND": "memory"])
        XCTAssertEqual(result.status, 0, result.output + result.errors)
        for check in ["1. a call from another thread logs a critical and does nothing",
                      "2. mf_field_set_error (field, NULL) shows the error state with no text, as Swift's nil does",
                      "2. mf_field_remove_error_ui clears it",
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
                      "settings: a date setting fills the date field through the mapping",
                      "settings: a date chosen in the field is saved as YYYY-MM-DD",
                      "settings: a range emptied in the field empties its setting",
                      "settings: a time binds to a string key as it is",
                      "14. completed fires after the last step",
                      "14. a custom row shows the app's widget",
                      "suggestions for an entry field are a critical and a no-op",
                      "14. forcing dark, then light, repaints the fields in Material's tones",
                      "a new form view is floating, as gtk_box_new ()'s box is",
                      "and its last g_object_unref () frees it there and then, as any widget's",
                      "a form view g_object_new () made has no form: its calls are a critical and a no-op",
                      "form: g_object_new () gives a view its form, and it reads back",
                      "form: a second view of the same form is a critical and shows nothing",
                      "form: the view keeps its form alive", "form: and lets it go with itself",
                      "a .ui file: a form of sections, rows and rules loads with no call before it",
                      "a .ui file: a C app reaches a row's field by its tag",
                      "a .ui file: a rule's message is the file's",
                      "15. a row's own theme wins", "15. each real change told once, by whose theme",
                      "15. a resource that is not there is NULL (a warning), not GTK's abort"] {
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

    /// The library's ABI is its C API and nothing else: the dynamic symbol table holds exactly
    /// the functions the GIR documents, and none of the Swift runtime or FoundationEssentials
    /// linked into it (c/libmaterialfields.map).
    func testTheLibraryExportsItsCAPIAndNoSwiftSymbol() throws {
        try requireInstall()
        let table = try run("nm", ["-D", "--defined-only", Self.installed("lib/libmaterialfields.so.0.1.0")])
        XCTAssertEqual(table.status, 0, table.errors)
        let exported = Set(table.output.split(separator: "\n").compactMap { line in
            line.split(separator: " ").last.map { String($0.split(separator: "@").first ?? $0) }
        })
        XCTAssertEqual(exported.filter { !$0.hasPrefix("mf_") && !$0.hasPrefix("material_fields_") }, [],
                       "only the C API is exported")
        let gir = try String(contentsOfFile: Self.installed("share/gir-1.0/MaterialFields-1.0.gir"), encoding: .utf8)
        let documented = Set(gir.matches(of: /(?:c:identifier|glib:get-type)="((?:mf|material_fields)_[a-z0-9_]+)"/)
            .map { String($0.1) })
        XCTAssertEqual(exported, documented, "every exported function is in the GIR, and every GIR function is exported")
        XCTAssertGreaterThan(exported.count, 100)
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
        // A C block comes from the example or, for what it has no place for (a date bound to a
        // setting), from the contract checks that run it.
        let sources = ["c": ["c/examples/sign-up.c", "c/tests/contracts-dates.c"], "python": ["c/examples/sign-up.py"],
                       "javascript": ["c/examples/sign-up.js"], "vala": ["c/examples/sign-up.vala"]]
        for (language, files) in sources {
            let example = files.joined(separator: " or ")
            let source = try files.map { try String(contentsOfFile: Self.source($0), encoding: .utf8) }.joined(separator: "\n")
            let lines = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            for block in article.components(separatedBy: "```\(language)\n").dropFirst() {
                blocks += 1
                // (A block inside a list item is indented: its closing fence leaves a blank line.)
                for line in block.components(separatedBy: "```")[0].split(separator: "\n")
                where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    XCTAssertTrue(lines.contains(line.trimmingCharacters(in: .whitespaces)), "\(example) has no line \(line)")
                }
            }
        }
        XCTAssertEqual(blocks, 5)
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
            for type in [mfFormGetType(), mfFormSectionGetType(), mfFormRowGetType(), mfFormRuleGetType(), mfRowKindGetType(),
                         mfRuleGetType(), mfSeverityGetType(), mfColorSchemeGetType()] {
                XCTAssertNotEqual(type, 0)
            }
            var lines: Set<String> = []
            for (name, typeName) in [("Field", "MfField"), ("EntryField", "MfEntryField"), ("NumberField", "MfNumberField"),
                                     ("SuggestionField", "MfSuggestionField"), ("ChipsField", "MfChipsField"), ("AreaField", "MfAreaField"),
                                     ("PickerField", "MfPickerField"), ("DateField", "MfDateField"),
                                     ("DateRangeField", "MfDateRangeField"), ("TimeField", "MfTimeField"), ("StackBox", "MfStackBox"), ("StackLayout", "MfStackLayout"),
                                     ("StackLayoutChild", "MfStackLayoutChild"), ("Form", "MfForm"), ("FormView", "MfFormView"),
                                     ("StackedFormView", "MfStackedFormView"), ("FormSection", "MfFormSection"),
                                     ("FormRow", "MfFormRow"), ("FormRule", "MfFormRule")] {
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
        XCTAssertEqual(typelib.count, 29, listing.output)
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
