// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// `MATERIAL_FIELDS_HEADLESS=1` declares only the GTK-free targets, so FieldCore's
/// tests build and run on a machine where GTK is not even installed.
let headless = ProcessInfo.processInfo.environment["MATERIAL_FIELDS_HEADLESS"] == "1"

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

var products: [Product] = [
    .library(name: "FieldCore", targets: ["FieldCore"]),
]

/// The languages of the gettext catalogues in po/, one file each (`po/de.po`). A new
/// language is its file and its name here; a test fails for a file not listed.
let catalogueLanguages = [
    "ar", "cs", "de", "es", "fr", "he", "it", "ja", "nl", "pl", "pt_BR", "ru", "sv", "tr", "uk", "zh_CN",
]

var targets: [Target] = [
    .target(
        name: "FieldCore",
        // The messages' translations (MessageCatalogues) are compiled in, as the stylesheets
        // are: no resource bundle to find at run time, so the C library and apps installed
        // elsewhere than their build folder find them.
        dependencies: ["MessageCatalogues"],
        swiftSettings: swiftSettings
    ),
    // The translators' po/ folder itself, each po/*.po embedded as it is; the
    // MessageCatalogueIndex plugin writes the code that finds them by language.
    .target(
        name: "MessageCatalogues",
        path: "po",
        exclude: ["material-fields.pot"],
        sources: ["MessageCatalogues.swift"],
        resources: catalogueLanguages.map { .embedInCode("\($0).po") },
        swiftSettings: swiftSettings,
        plugins: ["MessageCatalogueIndex"]
    ),
    .plugin(name: "MessageCatalogueIndex", capability: .buildTool()),
    // Reads the README and the DocC articles, which must show the tests' examples word for word.
    .target(name: "DocumentationExamples", swiftSettings: swiftSettings),
    // What the C library itself writes for a locale's money (`strfmon`, which Swift cannot
    // call: it is variadic), for the tests that read it back in every locale.
    .target(name: "CLibraryFormats", path: "Tests/CLibraryFormats"),
    // What every test target shares, GTK or not (GtkTestSupport adds GTK's): a test's own
    // temporary paths, removed when its process exits.
    .target(name: "TestSupport", swiftSettings: swiftSettings),
    .testTarget(
        name: "FieldCoreTests",
        dependencies: [
            "FieldCore",
            "TestSupport",
            "DocumentationExamples",
            "CLibraryFormats",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        swiftSettings: swiftSettings
    ),
]

if !headless {
    products += [
        .library(name: "MaterialFields", targets: ["MaterialFields"]),
        .library(name: "GtkInterop", targets: ["GtkInterop"]),
        // libmaterialfields: the widgets for C and GObject introspection (see c/ and
        // Scripts/install-c-library.sh, which links it with the Swift runtime inside).
        .library(name: "MaterialFieldsC", type: .dynamic, targets: ["MaterialFieldsC"]),
        .executable(name: "material-fields-demo", targets: ["MaterialFieldsDemo"]),
        .executable(name: "material-fields-bench", targets: ["MaterialFieldsBenchmarks"]),
        // The README's first window, as a program (its tests type into it).
        .executable(name: "material-fields-first-window", targets: ["FirstWindow"]),
    ]
    targets += [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(
            name: "GtkInterop",
            // FieldCore is plain Swift: the rules GTK's side shares with it (a mnemonic's
            // plain text) are written once, there.
            dependencies: ["CGtk", "FieldCore"],
            swiftSettings: swiftSettings
        ),
        // The CSS theme lives in the top-level Resources/ folder; this target compiles it
        // in, so nothing is looked up on disk at run time.
        .target(
            name: "MaterialFieldsResources",
            path: "Resources",
            exclude: ["README.md"],
            sources: ["MaterialFieldsResources.swift"],
            resources: [
                .embedInCode("css/material-fields.css"),
                .embedInCode("css/material-fields-light.css"),
                .embedInCode("css/material-fields-dark.css"),
                .embedInCode("css/material-fields-high-contrast.css"),
                .embedInCode("css/material-fields-popup.css"),
                .embedInCode("css/material-fields-chips.css"),
                .embedInCode("css/material-fields-segments.css"),
                .embedInCode("css/material-fields-draft-offer.css"),
                .embedInCode("css/material-fields-error-summary.css"),
                .embedInCode("css/material-fields-stacked-form.css"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MaterialFields",
            dependencies: ["GtkInterop", "FieldCore", "MaterialFieldsResources", "CGtk"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MaterialFieldsC",
            dependencies: ["MaterialFields", "FieldCore", "GtkInterop", "CGtk"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "GtkTestSupport",
            dependencies: ["GtkInterop", "CGtk", "DocumentationExamples", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        // The demo's window and pages, shared by the executable and its tests.
        .target(
            name: "MaterialFieldsDemoKit",
            dependencies: ["MaterialFields", "FieldCore", "GtkInterop", "GtkTestSupport", "CGtk"],
            resources: [.embedInCode("Images/aurora.png"), .embedInCode("Images/ember.png")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "MaterialFieldsDemo",
            dependencies: ["MaterialFieldsDemoKit", "MaterialFields", "GtkInterop", "CGtk"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "FirstWindow",
            dependencies: ["MaterialFields"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "MaterialFieldsBenchmarks",
            dependencies: ["FieldCore", "MaterialFields", "GtkInterop", "GtkTestSupport", "TestSupport", "CGtk"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "GtkInteropTests",
            dependencies: ["GtkInterop", "GtkTestSupport", "CGtk"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MaterialFieldsDemoTests",
            dependencies: ["MaterialFieldsDemoKit", "MaterialFields", "FieldCore", "GtkInterop", "GtkTestSupport", "TestSupport", "CGtk"],
            exclude: ["Goldens"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MaterialFieldsTests",
            dependencies: ["MaterialFields", "MaterialFieldsC", "GtkInterop", "GtkTestSupport", "TestSupport", "CGtk", "CLibraryFormats"],
            exclude: ["Goldens"],
            swiftSettings: swiftSettings
        ),
    ]
}

let package = Package(
    name: "MaterialFields",
    products: products,
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation`: the DocC catalogs, checked in CI.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: targets
)
