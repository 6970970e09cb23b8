#!/usr/bin/env bash
# Builds the DocC documentation of every public module and fails on any DocC warning or on a
# public symbol of the package's own with no documentation, then checks that no public
# declaration of MaterialFields mentions a C pointer type, and that every type, case, member
# and label the README and the articles name is the code's (Scripts/check-doc-names.py).
# (SwiftPM's own "prohibited flag(s): -pthread" note about GTK's pkg-config flags is not
# DocC's and is ignored.)
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
# What the script makes in the temporary folder goes when it exits, however it exits.
own_template="" stale=""
trap 'rm -rf "$own_template" "$stale"' EXIT
# DocC copies its HTML template from the toolchain into each archive, keeping the files'
# owner: a user other than the toolchain's (root) gets EPERM from fchown, which DocC reports
# as "The file doesn't exist". A copy of the template of the user's own avoids it.
if [ -z "${DOCC_HTML_DIR:-}" ]; then
    template="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/share/docc/render"
    if [ -d "$template" ] && [ "$(stat -c %u "$template")" != "$(id -u)" ]; then
        own_template=$(mktemp -d "${TMPDIR:-/tmp}/material-fields-docc.XXXXXX")
        cp -R "$template/." "$own_template/"
        export DOCC_HTML_DIR=$own_template
    fi
fi
for module in FieldCore GtkInterop MaterialFields; do
    log=$(swift package generate-documentation --target "$module" --enable-inherited-docs \
        --experimental-documentation-coverage --coverage-summary-level detailed 2>&1) || { echo "$log"; exit 1; }
    warnings=$(echo "$log" | grep -E '(^|: )warning:' | grep -v 'prohibited flag' || true)
    # Symbols with no abstract, but those the compiler makes for a conformance (==, !=,
    # hash(into:), init(rawValue:), a string literal's one-character initializers, Codable's init(from:) and encode(to:), ...), a property wrapper's $projection, articles and groups.
    undocumented=$(echo "$log" | awk -F'|' 'NF > 5 && $3 ~ /false/ { print $1 "|" $2 }' | sed 's/  */ /g' |
        grep -vE '^(!=|==|<|hash\(into:\)|hashValue|init\(rawValue:\)|init\(unicodeScalarLiteral:\)|init\(extendedGraphemeCluster|init\(from:\)|encode\(to:\)|rawValue|localizedDescription|description|allCases|\$)' |
        grep -vE '\| (Article|CollectionGroup|Extended)' || true)
    if [ -n "$warnings" ] || [ -n "$undocumented" ]; then
        echo "error: DocC warnings or undocumented symbols in $module:" >&2
        echo "$warnings" >&2
        echo "$undocumented" >&2
        status=1
    else
        echo "docs: $module built with no warning, every symbol of its own documented"
    fi
done
python3 - <<'PYTHON' || status=1
import json, pathlib, sys
root = pathlib.Path(".build/plugins/Swift-DocC/outputs/MaterialFields.doccarchive/data/documentation")
banned = ("UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafePointer", "OpaquePointer")
symbols, offenders = 0, []
for page in root.rglob("*.json"):
    data = json.loads(page.read_text())
    if data.get("kind") != "symbol" or data.get("identifier", {}).get("url", "").find("/MaterialFields/") < 0:
        continue
    symbols += 1
    declarations = json.dumps([s for s in data.get("primaryContentSections", []) if s.get("kind") == "declarations"])
    if any(name in declarations for name in banned):
        offenders.append(data["identifier"]["url"])
if symbols == 0:
    sys.exit("error: no MaterialFields symbol found in the documentation archive")
if offenders:
    sys.exit("error: public MaterialFields declarations mention a C pointer:\n  " + "\n  ".join(sorted(offenders)))
print(f"docs: {symbols} public MaterialFields symbols, none mentions a C pointer")
PYTHON
python3 Scripts/check-doc-names.py || status=1
# The name check can fail: an article naming a case the code does not have is refused.
stale=$(mktemp "${TMPDIR:-/tmp}/material-fields-stale.XXXXXX.md")
echo 'A date row takes `.noSuchMode`.' > "$stale"
if python3 Scripts/check-doc-names.py "$stale" > /dev/null 2>&1; then
    echo "error: Scripts/check-doc-names.py took an article naming a case the code does not have" >&2
    status=1
fi
exit $status
