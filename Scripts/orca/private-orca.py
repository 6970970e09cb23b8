#!/usr/bin/env python3
"""Starts the installed Orca (its own launcher, /usr/bin/orca, with the arguments given) as a
screen reader private to one test session.

Orca's launcher refuses to start while any process of the same user is named "orca"
(`pgrep -u UID -x orca`), whatever display and accessibility bus that one serves: beside a
developer's own Orca, the session's would not start. The Orca started here reads only the
session's own X display and accessibility bus (orca-session.py), where the user's Orca cannot
hear the test's windows nor this one the user's, so that check is left out; and this process
is named "mf-test-orca" rather than "orca", so that the user's Orca, started or restarted
meanwhile, does not refuse to start either. Nothing else of Orca changes, and the user's Orca
is never stopped (as `orca --replace` would stop it).

    private-orca.py [ORCA'S ARGUMENTS...]
"""
import runpy
import sys

LAUNCHER = "/usr/bin/orca"
NAME = "mf-test-orca"


def main():
    # The launcher's top level runs (its imports, its path), not its main(), which it runs
    # only as __main__. run_path returns a copy of its names: the functions main() calls are
    # replaced in main's own globals.
    orca = runpy.run_path(LAUNCHER, run_name="material_fields_private_orca")["main"]
    names = orca.__globals__
    for needed in ("otherOrcas", "setProcessName"):
        if needed not in names:
            sys.exit(f"private-orca.py: {LAUNCHER} has no {needed}(); this Orca is not one it knows")
    names["otherOrcas"] = lambda: []
    rename = names["setProcessName"]
    names["setProcessName"] = lambda name: rename(NAME)
    sys.argv = [LAUNCHER] + sys.argv[1:]
    return orca()


if __name__ == "__main__":
    sys.exit(main())
