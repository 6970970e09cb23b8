#!/usr/bin/python3
"""Prints the accessibility tree of a running application as a screen reader reads it
over AT-SPI, one JSON object per line: depth, role, name, description, states.

    Scripts/atspi-tree.py APP-NAME [TIMEOUT-SECONDS]

Needs python3-pyatspi (Debian) and the session bus the application uses. Exits 2 when
the application does not appear on the bus in time."""
import json
import sys
import time

import pyatspi

app_name = sys.argv[1]
deadline = time.time() + (float(sys.argv[2]) if len(sys.argv) > 2 else 20)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == app_name:
            return app
    return None


app = find_app()
while app is None and time.time() < deadline:
    time.sleep(0.25)
    app = find_app()
if app is None:
    print(f"{app_name} is not on the accessibility bus", file=sys.stderr)
    sys.exit(2)


def walk(node, depth):
    if node is None or depth > 60:
        return
    states = node.getState()
    record = {
        "depth": depth,
        "role": node.getRoleName(),
        "name": node.name or "",
        "description": node.description or "",
        "states": sorted(pyatspi.stateToString(state) for state in states.getStates()),
    }
    try:
        text = node.queryText()
        record["text"] = text.getText(0, text.characterCount)  # GTK 4.8 reads no text for an end of -1
    except NotImplementedError:
        pass
    print(json.dumps(record, ensure_ascii=False))
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), depth + 1)


walk(app, 0)
