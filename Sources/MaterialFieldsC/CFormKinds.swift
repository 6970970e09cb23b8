import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

// A C form's suggestion, number, time, date range and chips rows (c/mf-form-kinds.h): added with
// their options, read and set as C values.

/// `mf_form_add_number_row` (c/mf-form-kinds.h).
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
        let number: (kind: RowKind, rules: [ValidationRule<FormValue>])
        do throws(CRowRules.Refusal) {
            number = try CForm.numberKind(minimum: minimum, maximum: maximum, step: step, fractionDigits: Int(fractionDigits))
        } catch {
            return call.fail(errorOut, error.code, error.description)
        }
        return call.add({ Row(tag: tag, label: label, kind: number.kind, rules: number.rules + CForm.requiredRules(required, for: number.kind)) },
                        to: form, errorOut)
    }
}

extension CForm {
    /// A number row's kind, and the rule that a row with no fraction digits takes: the
    /// largest doubles stand for no bound (as on MfNumberField's properties), a step of 0
    /// or less for 1, fraction digits below 0 for any.
    ///
    /// - Throws: a refusal when the minimum is above the maximum.
    static func numberKind(minimum: Double, maximum: Double, step: Double, fractionDigits: Int)
        throws(CRowRules.Refusal) -> (kind: RowKind, rules: [ValidationRule<FormValue>]) {
        guard minimum <= maximum else { throw CRowRules.Refusal(code: .invalidRange, description: "the minimum is above the maximum") }
        let bound = { (value: Double) in abs(value) >= .greatestFiniteMagnitude ? nil : FormValue.number(value).decimal }
        let format = NumberFormat(fractionDigits: fractionDigits < 0 ? nil : fractionDigits)
        let kind = RowKind.number(format: format, minimum: bound(minimum), maximum: bound(maximum),
                                  step: step > 0 ? FormValue.number(step).decimal ?? 1 : 1)
        return (kind, fractionDigits == 0 ? [.wholeNumber] : [])
    }
}

/// `mf_form_get_number` (c/mf-form-kinds.h).
@_cdecl("mf_form_get_number")
public func mfFormGetNumber(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                            _ number: UnsafeMutablePointer<Double>?) -> gboolean {
    CCall.run("mf_form_get_number", otherwise: 0, object, tag, number) { call, object, tag, number in
        guard let (form, tag) = call.form(object, tag: tag), case .number(let value)? = try? form.value(of: tag) else { return 0 }
        number?.pointee = value
        return 1
    }
}

/// `mf_form_set_number` (c/mf-form-kinds.h).
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

/// `mf_form_add_time_row` (c/mf-form-kinds.h).
@_cdecl("mf_form_add_time_row")
public func mfFormAddTimeRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?, _ required: gboolean,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_time_row", otherwise: 0, object, tag, label, required, errorOut) { call, object, tag, label, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL") else { return 0 }
        return call.add({ Row(tag: tag, label: label, kind: .time, rules: CForm.requiredRules(required, for: .time)) }, to: form, errorOut)
    }
}

/// `mf_form_get_time` (c/mf-form-kinds.h).
@_cdecl("mf_form_get_time")
public func mfFormGetTime(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                          _ hour: UnsafeMutablePointer<gint>?, _ minute: UnsafeMutablePointer<gint>?) -> gboolean {
    CCall.run("mf_form_get_time", otherwise: 0, object, tag, hour, minute) { call, object, tag, hour, minute in
        hour?.pointee = -1
        minute?.pointee = -1
        guard let (form, tag) = call.form(object, tag: tag), case .time(let time?)? = try? form.value(of: tag) else { return 0 }
        hour?.pointee = gint(time.hour)
        minute?.pointee = gint(time.minute)
        return 1
    }
}

/// `mf_form_set_time` (c/mf-form-kinds.h).
@_cdecl("mf_form_set_time")
public func mfFormSetTime(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ hour: gint, _ minute: gint,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_time", otherwise: 0, object, tag, hour, minute, errorOut) { call, object, tag, hour, minute, errorOut in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        if hour == -1 { return call.set(.time(nil), for: tag, in: form, errorOut) }
        guard let time = TimeOfDay(hour: Int(hour), minute: Int(minute)) else {
            return call.fail(errorOut, .invalidForm, "\(hour):\(minute) is not a time on the clock")
        }
        return call.set(.time(time), for: tag, in: form, errorOut)
    }
}

/// `mf_form_add_date_range_row` (c/mf-form-kinds.h).
@_cdecl("mf_form_add_date_range_row")
public func mfFormAddDateRangeRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ minimum: OpaquePointer?, _ maximum: OpaquePointer?, _ maximumNights: gint, _ required: gboolean,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_date_range_row", otherwise: 0, object, tag, label, minimum, maximum, maximumNights, required,
              errorOut) { call, object, tag, label, minimum, maximum, maximumNights, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL") else { return 0 }
        let (low, high) = (date(minimum), date(maximum))
        if let low, let high, low > high {
            return call.fail(errorOut, .invalidDateLimits, "the minimum date is after the maximum")
        }
        let kind = RowKind.dateRange(minimum: low, maximum: high, maximumLength: maximumNights < 0 ? nil : .nights(Int(maximumNights)))
        return call.add({ Row(tag: tag, label: label, kind: kind, rules: CForm.requiredRules(required, for: kind)) }, to: form, errorOut)
    }
}

/// `mf_form_get_date_range` (c/mf-form-kinds.h).
@_cdecl("mf_form_get_date_range")
public func mfFormGetDateRange(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                               _ start: UnsafeMutablePointer<OpaquePointer?>?, _ end: UnsafeMutablePointer<OpaquePointer?>?) -> gboolean {
    CCall.run("mf_form_get_date_range", otherwise: 0, object, tag, start, end) { call, object, tag, start, end in
        start?.pointee = nil
        end?.pointee = nil
        guard let (form, tag) = call.form(object, tag: tag), case .dateRange(let range?)? = try? form.value(of: tag) else { return 0 }
        start?.pointee = dateTime(range.start)
        end?.pointee = dateTime(range.end)
        return 1
    }
}

/// `mf_form_set_date_range` (c/mf-form-kinds.h).
@_cdecl("mf_form_set_date_range")
public func mfFormSetDateRange(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ start: OpaquePointer?, _ end: OpaquePointer?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_date_range", otherwise: 0, object, tag, start, end, errorOut) { call, object, tag, start, end, errorOut in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        switch (date(start), date(end)) {
        case (nil, nil):
            return call.set(.dateRange(nil), for: tag, in: form, errorOut)
        case (let first?, let last?):
            guard let range = DateRange(start: first, end: last) else {
                return call.fail(errorOut, .invalidRange, "the end is before the start")
            }
            return call.set(.dateRange(range), for: tag, in: form, errorOut)
        default:
            return call.fail(errorOut, .invalidForm, "a range needs both its days, or neither")
        }
    }
}

/// `mf_form_add_suggestion_row` (c/mf-form-kinds.h).
@_cdecl("mf_form_add_suggestion_row")
public func mfFormAddSuggestionRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ suggestions: UnsafePointer<UnsafePointer<CChar>?>?, _ required: gboolean,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_suggestion_row", otherwise: 0, object, tag, label, suggestions, required, errorOut) { call, object, tag, label, suggestions, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL"),
              call.require(suggestions != nil, "suggestions != NULL") else { return 0 }
        let kind = RowKind.suggestions(.list(CStringArray.strings(suggestions)))
        return call.add({ Row(tag: tag, label: label, kind: kind, rules: CForm.requiredRules(required, for: kind)) }, to: form, errorOut)
    }
}

/// `mf_form_add_chips_row` (c/mf-form-kinds.h).
@_cdecl("mf_form_add_chips_row")
public func mfFormAddChipsRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ maximumCount: guint, _ required: gboolean, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_chips_row", otherwise: 0, object, tag, label, maximumCount, required, errorOut) { call, object, tag, label, maximumCount, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL") else { return 0 }
        let kind = RowKind.chips(maximumCount: maximumCount == 0 ? nil : Int(min(maximumCount, UInt32(Int32.max))))
        return call.add({ Row(tag: tag, label: label, kind: kind, rules: CForm.requiredRules(required, for: kind)) }, to: form, errorOut)
    }
}

/// `mf_form_get_chips` (c/mf-form-kinds.h): a new NULL-terminated array.
@_cdecl("mf_form_get_chips")
public func mfFormGetChips(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    CCall.run("mf_form_get_chips", otherwise: nil, object, tag) { call, object, tag in
        guard let (form, tag) = call.form(object, tag: tag), case .list(let items)? = try? form.value(of: tag) else { return nil }
        return newStringArray(items)
    }
}

/// `mf_form_set_chips` (c/mf-form-kinds.h).
@_cdecl("mf_form_set_chips")
public func mfFormSetChips(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ chips: UnsafePointer<UnsafePointer<CChar>?>?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_set_chips", otherwise: 0, object, tag, chips, errorOut) { call, object, tag, chips, errorOut in
        guard let (form, tag) = call.form(object, tag: tag) else { return 0 }
        return call.set(.list(CStringArray.strings(chips)), for: tag, in: form, errorOut)
    }
}
