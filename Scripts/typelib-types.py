#!/usr/bin/python3
"""Lists what MaterialFields' typelib declares, one class per line, read from the
typelib itself (GI_TYPELIB_PATH must reach it):

    EntryField MfEntryField props=is-clearable,is-monetary,... signals=return-pressed
    FieldVariant MfFieldVariant enum=filled,outlined
"""
import gi
from gi import _gi

repository = _gi.Repository.get_default()
repository.require("MaterialFields", "1.0", 0)
for info in sorted(repository.get_infos("MaterialFields"), key=lambda info: info.get_name()):
    if isinstance(info, _gi.ObjectInfo):
        properties = ",".join(sorted(p.get_name() for p in info.get_properties()))
        signals = ",".join(sorted(s.get_name() for s in info.get_signals()))
        print(f"{info.get_name()} {info.get_type_name()} props={properties} signals={signals}")
    elif isinstance(info, _gi.EnumInfo) and info.get_g_type().name != "void":
        values = ",".join(v.get_name() for v in info.get_values())
        print(f"{info.get_name()} {info.get_type_name()} enum={values}")
