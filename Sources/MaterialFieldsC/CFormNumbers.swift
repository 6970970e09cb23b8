import CGtk
import FieldCore
import Foundation

// A C form's number rows: added with their range, step and digits, read and set as doubles.

/// `mf_form_add_number_row` (c/mf-form.h).
@_cdecl("mf_form_add_number_row")
public func mfFormAddNumberRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ minimum: Double, _ maximum: Double, _ step: Double, _ fractionDigits: gint, _ required: gboolean,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_number_row", otherwise: 0, object, tag, label, minimum, maximum, step, fractionDigits, required,
              errorOut) { call, object, tag, label, minimum, maximum, step, fractionDigits, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL"),
              call.require(!minimum.isNaN && !maximum.isNaN && !step.isNaN, "the bounds and the step are numbers") else { return 0 }
        guard minimum <= maximum else { return call.fail(errorOut, .invalidRange, "the minimum is above the maximum") }
        // The largest doubles stand for no bound, as on MfNumberField's properties.
        let bound = { (value: Double) in abs(value) >= .greatestFiniteMagnitude ? nil : FormValue.number(value).decimal }
        let format = NumberFormat(fractionDigits: fractionDigits < 0 ? nil : Int(fractionDigits))
        let kind = RowKind.number(format: format, minimum: bound(minimum), maximum: bound(maximum),
                                  step: step > 0 ? FormValue.number(step).decimal ?? 1 : 1)
        var rules = CForm.requiredRules(required, for: kind)
        if fractionDigits == 0 { rules.insert(.wholeNumber, at: 0) }
        return call.add({ Row(tag: tag, label: label, kind: kind, rules: rules) }, to: form, errorOut)
    }
}

/// `mf_form_get_number` (c/mf-form.h).
@_cdecl("mf_form_get_number")
public func mfFormGetNumber(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                            _ number: UnsafeMutablePointer<Double>?) -> gboolean {
    CCall.run("mf_form_get_number", otherwise: 0, object, tag, number) { call, object, tag, number in
        guard let (form, tag) = call.form(object, tag: tag), case .number(let value)? = try? form.value(of: tag) else { return 0 }
        number?.pointee = value
        return 1
    }
}

/// `mf_form_set_number` (c/mf-form.h).
@_cdecl("mf_form_set_number")
public func mfFormSetNumber(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ number: Double,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_number", otherwise: 0, object, tag, number, errorOut) { call, object, tag, number, errorOut in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        guard case .number? = form.findRow(tag: tag)?.kind else {
            return call.fail(errorOut, .invalidForm, "\"\(tag)\" is not a number row")
        }
        return call.set(number.isNaN ? .none : .number(number), for: tag, in: form, errorOut)
    }
}
