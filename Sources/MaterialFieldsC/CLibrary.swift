import CGtk
import FoundationEssentials
import GtkInterop
import MaterialFields

// The library's set-up, its error domain, its light or dark style and its enum types.

/// The GType named `name`, one of the library's, registered with what it is made of (its
/// parents, its properties' enums) and the form objects; 0 for another name, and 0 after a
/// critical if it cannot be registered. `material_fields_init` registers every type.
@MainActor
func registeredType(_ name: String) -> GType {
    do {
        try registerFormObjects()
        guard try MaterialFieldTypes.register(named: name) else { return 0 }
    } catch {
        CLibraryLog.critical("MaterialFields cannot register its types: \(error)")
        return 0
    }
    return g_type_from_name(name)
}

/// Registers the form and the types a `.ui` file describes a form with, which the form
/// view's `form` property takes (an `MfForm`), before any widget type.
@MainActor
private func registerFormObjects() throws {
    guard FormObjects.offered == nil else { return }
    for type in [CForm.type(), CFormSection.type(), CFormRow.type(), CFormRule.type()] where type == 0 {
        throw GtkInteropError.typeNameTaken("MfForm")
    }
    FormObjects.offered = CFormView.formObjects
}

/// An enum type of the C library's own (the widget types register theirs); 0 after a
/// critical if its name is taken.
@MainActor
func enumType(_ register: () throws -> EnumType) -> GType {
    do {
        return try register().gType
    } catch {
        CLibraryLog.critical("MaterialFields cannot register its enum types: \(error)")
        return 0
    }
}

/// Registers every widget type and installs the stylesheet, which then follows GTK's theme,
/// light or dark, live. Safe to call more than once.
@_cdecl("material_fields_init")
public func materialFieldsInit(_ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
    CCall.run("material_fields_init", otherwise: 0, errorOut) { _, errorOut in
        CLibraryError.reporting(errorOut, .failed) {
            try registerFormObjects()
            try MaterialFieldTypes.registerTypes()
            try MaterialStyle.install()
        }
    }
}

/// `material_fields_set_color_scheme` (c/material-fields.h): `MfColorScheme` is system
/// (follow GTK's theme, live), light, dark.
@_cdecl("material_fields_set_color_scheme")
public func materialFieldsSetColorScheme(_ scheme: gint) {
    CCall.run("material_fields_set_color_scheme", otherwise: (), scheme) { call, scheme in
        guard call.require((0...2).contains(scheme), "scheme is an MfColorScheme") else { return }
        let chosen: ColorScheme? = scheme == 1 ? .light : scheme == 2 ? .dark : nil
        do {
            try MaterialStyle.install(chosen)
        } catch {
            CLibraryLog.critical("material_fields_set_color_scheme: \(error)")
        }
    }
}

/// The error domain of the library's `GError`s.
@_cdecl("mf_error_quark")
public func mfErrorQuark() -> GQuark {
    CLibraryError.quark
}

/// `mf_row_kind_get_type` (c/material-fields.h).
@_cdecl("mf_row_kind_get_type")
public func mfRowKindGetType() -> GType {
    CCall.run("mf_row_kind_get_type", otherwise: 0) { _ in enumType(CEnums.rowKind) }
}

/// `mf_rule_get_type` (c/material-fields.h).
@_cdecl("mf_rule_get_type")
public func mfRuleGetType() -> GType {
    CCall.run("mf_rule_get_type", otherwise: 0) { _ in enumType(CEnums.rule) }
}

/// `mf_severity_get_type` (c/material-fields.h).
@_cdecl("mf_severity_get_type")
public func mfSeverityGetType() -> GType {
    CCall.run("mf_severity_get_type", otherwise: 0) { _ in enumType(CEnums.severity) }
}

/// `mf_color_scheme_get_type` (c/material-fields.h).
@_cdecl("mf_color_scheme_get_type")
public func mfColorSchemeGetType() -> GType {
    CCall.run("mf_color_scheme_get_type", otherwise: 0) { _ in enumType(CEnums.colorScheme) }
}

/// `mf_field_variant_get_type` (c/material-fields.h).
@_cdecl("mf_field_variant_get_type")
public func mfFieldVariantGetType() -> GType {
    CCall.run("mf_field_variant_get_type", otherwise: 0) { _ in registeredType("MfFieldVariant") }
}

/// `mf_input_purpose_get_type` (c/material-fields.h).
@_cdecl("mf_input_purpose_get_type")
public func mfInputPurposeGetType() -> GType {
    CCall.run("mf_input_purpose_get_type", otherwise: 0) { _ in registeredType("MfInputPurpose") }
}

/// `mf_date_mode_get_type` (c/material-fields.h).
@_cdecl("mf_date_mode_get_type")
public func mfDateModeGetType() -> GType {
    CCall.run("mf_date_mode_get_type", otherwise: 0) { _ in registeredType("MfDateMode") }
}
