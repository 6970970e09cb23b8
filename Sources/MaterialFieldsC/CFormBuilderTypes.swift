import CGtk
import GtkInterop

// The types of a form described in a .ui file (c/mf-form-builder.h). GtkBuilder finds
// each by its get_type function, so a .ui file needs no call before it loads.

/// `mf_form_section_get_type` (c/mf-form-builder.h).
@_cdecl("mf_form_section_get_type")
public func mfFormSectionGetType() -> GType {
    CCall.run("mf_form_section_get_type", otherwise: 0) { _ in CFormSection.type() }
}

/// `mf_form_row_get_type` (c/mf-form-builder.h).
@_cdecl("mf_form_row_get_type")
public func mfFormRowGetType() -> GType {
    CCall.run("mf_form_row_get_type", otherwise: 0) { _ in CFormRow.type() }
}

/// `mf_form_rule_get_type` (c/mf-form-builder.h).
@_cdecl("mf_form_rule_get_type")
public func mfFormRuleGetType() -> GType {
    CCall.run("mf_form_rule_get_type", otherwise: 0) { _ in CFormRule.type() }
}
