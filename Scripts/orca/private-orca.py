#!/usr/bin/env python3
"""Starts the installed Orca (its own launcher, /usr/bin/orca, with the arguments given) as a
screen reader private to one test session.

Orca's launcher refuses to start while any process of the same user is named "orca"
(`pgrep -u UID -x orca`), whatever display and accessibility bus that one serves. So a
developer who uses Orca could not run the screen-reader tests: each waited a minute for
speech and failed. The Orca started here reads only the session's own X display and
accessibility bus (orca-session.py), where the user's Orca cannot hear the test's windows nor
this one the user's, so that check is left out, and this process is named "mf-test-orca"
rather than "orca", so that the user's Orca, started or restarted meanwhile, does not refuse
to start either. Nothing else of Orca changes, and the user's Orca is never stopped (as
`orca --replace` would do).

    private-orca.py [ORCA'S ARGUMENTS...]
"""
import runpy
import shutil
import sys

NAME = "mf-test-orca"


def main():
    launcher = shutil.which("orca") or "/usr/bin/orca"
    # The launcher's own definitions, without running it (it runs main() only as __main__).
    orca = runpy.run_path(launcher, run_name="material_fields_private_orca")["main"]
    names = orca.__globals__
    if "otherOrcas" in names:
        names["otherOrcas"] = lambda: []
    if "setProcessName" in names:
        rename = names["setProcessName"]
        names["setProcessName"] = lambda name: rename(NAME)
    sys.argv = [launcher] + sys.argv[1:]
    return orca()


if __name__ == "__main__":
    sys.exit(main())
