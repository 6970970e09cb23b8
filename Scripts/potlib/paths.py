"""Where the sources, the template and the catalogues are."""

import os

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
POT = os.path.join("po", "material-fields.pot")
SOURCES = "Sources"
# Targets whose texts are not the library's messages.
SKIPPED = {
    "MaterialFieldsDemoKit",
    "MaterialFieldsBenchmarks",
    "GtkTestSupport",
    "DocumentationExamples",
    "MaterialFieldsDemo",
    "FirstWindow",
}
