import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

// A C form's values by kind, its errors and its state since the last save.

extension CCall {
    /// Stores `value` in the row with `tag`: FALSE with `error` set when the tag is unknown
    /// or the row holds another kind of value.
    @MainActor
    func set(_ value: FormValue, for tag: String, in form: Form<String>,
             _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
        CLibraryError.reporting(errorOut, .invalidForm) { try form.setValue(value, for: tag) }
    }
}

/// `mf_form_get_text` (c/material-fields.h).
@_cdecl("mf_form_get_text")
public func mfFormGetText(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    CCall.run("mf_form_get_text", otherwise: nil, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag), let text = try? form.text(of: tag) else { return nil }
        return g_strdup(text)
    }
}

/// `mf_form_set_text` (c/material-fields.h).
@_cdecl("mf_form_set_text")
public func mfFormSetText(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_text", otherwise: 0, object, tag, text, errorOut) { call, object, tag, text, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let text = call.string(text, "text != NULL") else { return 0 }
        return call.set(.text(text), for: tag, in: form, errorOut)
    }
}

/// `mf_form_get_date` (c/material-fields.h).
@_cdecl("mf_form_get_date")
public func mfFormGetDate(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> OpaquePointer? {
    CCall.run("mf_form_get_date", otherwise: nil, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag), case .date(let day?)? = try? form.value(of: tag) else { return nil }
        return dateTime(day)
    }
}

/// `mf_form_set_date` (c/material-fields.h).
@_cdecl("mf_form_set_date")
public func mfFormSetDate(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ day: OpaquePointer?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_date", otherwise: 0, object, tag, day, errorOut) { call, object, tag, day, errorOut in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        return call.set(.date(date(day)), for: tag, in: form, errorOut)
    }
}

/// `mf_form_get_active` (c/material-fields.h).
@_cdecl("mf_form_get_active")
public func mfFormGetActive(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> gboolean {
    CCall.run("mf_form_get_active", otherwise: 0, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag), case .flag(let on)? = try? form.value(of: tag) else { return 0 }
        return on ? 1 : 0
    }
}

/// `mf_form_set_active` (c/material-fields.h).
@_cdecl("mf_form_set_active")
public func mfFormSetActive(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ active: gboolean,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_active", otherwise: 0, object, tag, active, errorOut) { call, object, tag, active, errorOut in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        return call.set(.flag(active != 0), for: tag, in: form, errorOut)
    }
}

/// `mf_form_get_choice` (c/material-fields.h).
@_cdecl("mf_form_get_choice")
public func mfFormGetChoice(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> gint {
    CCall.run("mf_form_get_choice", otherwise: -1, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag), case .choice(let index?, _)? = try? form.value(of: tag) else { return -1 }
        return gint(index)
    }
}

/// `mf_form_set_choice` (c/material-fields.h).
@_cdecl("mf_form_set_choice")
public func mfFormSetChoice(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ index: gint,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_choice", otherwise: 0, object, tag, index, errorOut) { call, object, tag, index, errorOut in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        guard case .picker(let choices, _, _)? = form.findRow(tag: tag)?.kind else {
            return call.fail(errorOut, .invalidForm, "no picker row tagged \"\(tag)\"")
        }
        guard index == -1 || choices.indices.contains(Int(index)) else {
            return call.fail(errorOut, .invalidForm, "\"\(tag)\" has no choice \(index)")
        }
        let value: FormValue = index == -1 ? .choice(nil, "") : .choice(Int(index), choices[Int(index)])
        return call.set(value, for: tag, in: form, errorOut)
    }
}

/// `mf_form_set_server_error` (c/material-fields.h).
@_cdecl("mf_form_set_server_error")
public func mfFormSetServerError(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ message: UnsafePointer<CChar>?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_server_error", otherwise: 0, object, tag, message, errorOut) { call, object, tag, message, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let message = call.string(message, "message != NULL") else { return 0 }
        return CLibraryError.reporting(errorOut, .invalidForm) { try form.setErrors([tag: message]) }
    }
}

/// `mf_form_set_check_result` (c/material-fields.h).
@_cdecl("mf_form_set_check_result")
public func mfFormSetCheckResult(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ checkedText: UnsafePointer<CChar>?,
    _ message: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_check_result", otherwise: 0, object, tag, checkedText, message, errorOut) {
        call, object, tag, checkedText, message, errorOut in
        guard let (form, tag) = call.form(object, tag: tag),
              let checked = call.string(checkedText, "checked_text != NULL") else { return 0 }
        guard case .text? = form.findRow(tag: tag)?.value else {
            return call.fail(errorOut, .invalidForm, "no text row tagged \"\(tag)\"")
        }
        var recorded = false
        let answer = message.map { String(cString: $0) }
        guard CLibraryError.reporting(errorOut, .invalidForm, {
            recorded = try form.setCheckResult(answer, for: tag, checking: .text(checked))
        }) != 0 else { return 0 }
        return recorded ? 1 : 0
    }
}

/// `mf_form_validate` (c/material-fields.h).
@_cdecl("mf_form_validate")
public func mfFormValidate(_ object: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_form_validate", otherwise: 0, object) { call, object in
        call.form(object)?.form.validate().isValid == true ? 1 : 0
    }
}

/// `mf_form_reset` (c/material-fields.h).
@_cdecl("mf_form_reset")
public func mfFormReset(_ object: UnsafeMutableRawPointer?) {
    CCall.run("mf_form_reset", otherwise: (), object) { call, object in
        // reset() reports a structure change, after which the form notifies `dirty` itself.
        call.form(object)?.form.reset()
    }
}

/// `mf_form_mark_saved` (c/material-fields.h).
@_cdecl("mf_form_mark_saved")
public func mfFormMarkSaved(_ object: UnsafeMutableRawPointer?) {
    CCall.run("mf_form_mark_saved", otherwise: (), object) { call, object in
        guard let form = call.form(object) else { return }
        form.form.markSaved()
        form.refreshDirty()
    }
}

/// `mf_form_get_dirty` (c/material-fields.h).
@_cdecl("mf_form_get_dirty")
public func mfFormGetDirty(_ object: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_form_get_dirty", otherwise: 0, object) { call, object in call.form(object)?.form.hasUnsavedChanges == true ? 1 : 0 }
}

/// `mf_form_is_touched` (c/material-fields.h).
@_cdecl("mf_form_is_touched")
public func mfFormIsTouched(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> gboolean {
    CCall.run("mf_form_is_touched", otherwise: 0, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        return form.findRow(tag: tag)?.isTouched == true ? 1 : 0
    }
}

/// `mf_form_get_error` (c/material-fields.h).
@_cdecl("mf_form_get_error")
public func mfFormGetError(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    CCall.run("mf_form_get_error", otherwise: nil, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag), let message = form.findRow(tag: tag)?.errorMessage else { return nil }
        return g_strdup(message)
    }
}

/// `mf_form_get_warning` (c/material-fields.h).
@_cdecl("mf_form_get_warning")
public func mfFormGetWarning(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    CCall.run("mf_form_get_warning", otherwise: nil, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag), let message = form.findRow(tag: tag)?.field.warningText else { return nil }
        return g_strdup(message)
    }
}
