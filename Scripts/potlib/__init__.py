"""Scripts/update-pot.py's parts: where things are, the Swift calls read, the PO files written and checked."""
