import CGtk
import FieldCore
import GtkInterop

// A C form's rules: the ones without parameters, lengths, numbers, patterns, the app's
// own checks and rules across rows, all in FieldCore's one rule engine.

/// `MfRowCheck` (c/material-fields.h): the form, the tag, the value as text, the data.
public typealias CRowCheck = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                      UnsafeMutableRawPointer?) -> gboolean

/// A C check and its data, freed with `destroy` when the rule goes (with its form).
///
/// Unchecked `Sendable`, as a rule must be: the form calls its rules from its own
/// validation alone, on GTK's main thread where a C caller's form lives.
private final class CCheck: @unchecked Sendable {
    let check: CRowCheck
    /// The `MfForm` the check is told it is checking.
    let form: UnsafeMutableRawPointer?
    let data: UnsafeMutableRawPointer?
    let destroy: GDestroyNotify?

    init(check: CRowCheck, form: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?, destroy: GDestroyNotify?) {
        self.check = check
        self.form = form
        self.data = data
        self.destroy = destroy
    }

    deinit { destroy?(data) }
}

extension CCall {
    /// Appends `rule` to the rules of the row with `tag` (`others`: rows it reads): FALSE
    /// with `error` set for an unknown tag.
    @MainActor
    func append(_ rule: ValidationRule<FormValue>, to tag: String, in form: Form<String>, readingRows others: [String] = [],
                _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
        append(to: tag, in: form, readingRows: others, errorOut) { rule }
    }

    /// Appends the rule `make` makes, or reports why it cannot be made through `error`.
    @MainActor
    func append(to tag: String, in form: Form<String>, readingRows others: [String] = [],
                _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?,
                _ make: () throws(CRowRules.Refusal) -> ValidationRule<FormValue>) -> gboolean {
        do {
            try CRowRules.append([try make()], to: tag, in: form, readingRows: others)
            return 1
        } catch {
            return fail(errorOut, error.code, error.description)
        }
    }
}

/// `mf_form_add_rule` (c/material-fields.h): `MfRule` is required, e-mail, URL.
@_cdecl("mf_form_add_rule")
public func mfFormAddRule(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ rule: gint,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_rule", otherwise: 0, object, tag, rule, errorOut) { call, object, tag, rule, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), call.require((0...2).contains(rule), "rule is MF_RULE_REQUIRED, MF_RULE_EMAIL or MF_RULE_URL") else { return 0 }
        guard let kind = CRowRules.Kind(rawValue: Int(rule)),
              let plain = CRowRules.plain(kind, onSwitch: form.findRow(tag: tag)?.kind == .switch) else { return 0 }
        return call.append(plain, to: tag, in: form, errorOut)
    }
}

/// `mf_form_add_length_rule` (c/material-fields.h).
@_cdecl("mf_form_add_length_rule")
public func mfFormAddLengthRule(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ minimum: gint, _ maximum: gint,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_length_rule", otherwise: 0, object, tag, minimum, maximum, errorOut) { call, object, tag, minimum, maximum, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), call.require(minimum >= 0, "minimum >= 0"),
              call.require(maximum == -1 || maximum >= minimum, "maximum == -1 || maximum >= minimum") else { return 0 }
        var result: gboolean = 1
        for rule in CRowRules.lengths(minimum: Int(minimum), maximum: maximum >= 0 ? Int(maximum) : nil) where result != 0 {
            result = call.append(rule, to: tag, in: form, errorOut)
        }
        return result
    }
}

/// `mf_form_add_number_rule` (c/material-fields.h).
@_cdecl("mf_form_add_number_rule")
public func mfFormAddNumberRule(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ minimum: Double, _ maximum: Double,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_number_rule", otherwise: 0, object, tag, minimum, maximum, errorOut) { call, object, tag, minimum, maximum, errorOut in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        return call.append(to: tag, in: form, errorOut) { () throws(CRowRules.Refusal) in try CRowRules.number(minimum: minimum, maximum: maximum) }
    }
}

/// `mf_form_add_pattern_rule` (c/material-fields.h).
@_cdecl("mf_form_add_pattern_rule")
public func mfFormAddPatternRule(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ pattern: UnsafePointer<CChar>?,
    _ message: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_pattern_rule", otherwise: 0, object, tag, pattern, message, errorOut) { call, object, tag, pattern, message, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let pattern = call.string(pattern, "pattern != NULL") else { return 0 }
        return call.append(to: tag, in: form, errorOut) { () throws(CRowRules.Refusal) in
            try CRowRules.pattern(pattern, message: optionalString(message))
        }
    }
}

/// `mf_form_add_check` (c/material-fields.h).
@_cdecl("mf_form_add_check")
public func mfFormAddCheck(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ message: UnsafePointer<CChar>?, _ severity: gint,
    _ check: CRowCheck?, _ data: UnsafeMutableRawPointer?, _ destroy: GDestroyNotify?
) -> gboolean {
    CCall.run("mf_form_add_check", otherwise: 0, object, tag, message, severity, check, data, destroy) { call, object, tag, message, severity, check, data, destroy in
        guard let (form, tag) = call.form(object, tag: tag), let message = call.string(message, "message != NULL"),
              call.require(check != nil, "check != NULL"), let check,
              call.require((0...1).contains(severity), "severity is an MfSeverity") else {
            destroy?(data)
            return 0
        }
        let held = CCheck(check: check, form: object, data: data, destroy: destroy)
        let rule = ValidationRule<FormValue>(message, severity: severity == 1 ? .warning : .error) { value in
            held.check(held.form, tag, value.text, held.data) != 0
        }
        return call.append(rule, to: tag, in: form, nil)
    }
}

/// `mf_form_add_match_rule` (c/material-fields.h).
@_cdecl("mf_form_add_match_rule")
public func mfFormAddMatchRule(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ otherTag: UnsafePointer<CChar>?,
    _ message: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_match_rule", otherwise: 0, object, tag, otherTag, message, errorOut) { call, object, tag, otherTag, message, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let other = call.string(otherTag, "other_tag != NULL") else { return 0 }
        return call.append(to: tag, in: form, readingRows: [other], errorOut) { () throws(CRowRules.Refusal) in
            try CRowRules.match(other, in: form, message: optionalString(message))
        }
    }
}
