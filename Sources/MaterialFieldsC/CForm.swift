import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// `MfForm`: a FieldCore form with string tags, for languages that cannot use the generic
/// `Form<Tag>`. It tells bindings what changed through `value-changed`, `error-changed`
/// and `warning-changed` (each with the row's tag) and the `dirty` property; an
/// `MfFormView` shows it and keeps it alive.
@MainActor
final class CForm: ObjectImplementation {
    let form = Form<String>()
    private var token: ObservationToken?
    private var wasDirty = false

    required init(object: UnsafeMutablePointer<GObject>) {
        super.init(object: object)
        token = form.changes.add { [weak self] change in self?.changed(change) }
    }

    private func changed(_ change: FormChange<String>) {
        switch change {
        case .value(let tag): emit("value-changed", .string(tag))
        case .error(let tag, _): emit("error-changed", .string(tag))
        case .warning(let tag, _): emit("warning-changed", .string(tag))
        case .helper, .structure, .focus, .check: break
        case .theme(let tag): emit("theme-changed", .string(tag))
        }
        refreshDirty()
    }

    /// Notifies `dirty` when it changed since last told (after a change, a reset or a save).
    func refreshDirty() {
        guard form.hasUnsavedChanges != wasDirty else { return }
        wasDirty.toggle()
        notify("dirty")
    }

    override func value(forProperty name: String) -> PropertyValue? {
        name == "dirty" ? .bool(form.hasUnsavedChanges) : nil
    }

    /// A `.ui` file's sections, and rows of a form with no sections of its own.
    override func addChild(_ child: UnsafeMutablePointer<GObject>, type: String?) {
        if let section = ObjectType.implementation(of: child, as: CFormSection.self) {
            section.add(to: form)
        } else if let row = ObjectType.implementation(of: child, as: CFormRow.self) {
            Self.add(row, to: form, inSection: nil)
        } else {
            CLibraryLog.warning("MfForm cannot take a \(String(cString: g_type_name(mf_instance_type(child)))) child: only MfFormSection or MfFormRow")
        }
    }

    /// Adds the row `row` describes to `form`, at the end of the section `key` (of the form
    /// when nil), then its rules; a warning and no row (or no rule) for what the form refuses,
    /// as GtkBuilder has no way to report it.
    static func add(_ row: CFormRow, to form: Form<String>, inSection key: String?) {
        do {
            let made = try row.row()
            if let key, let section = form.section(key: key) {
                try form.insert(made, inSection: key, at: section.tags.count)
            } else {
                try form.add(made)
            }
            try row.addRules(to: form)
        } catch {
            CLibraryLog.warning("MfForm: the row \"\(row.tag ?? "")\" is not as the file says: \(error)")
        }
    }

    /// `MfForm`, registered on first use; 0 after a critical if the name is taken.
    static func type() -> GType {
        do {
            return try ObjectType.register(ObjectTypeDefinition(
                name: "MfForm", parent: g_object_get_type(),
                properties: [PropertyDefinition("dirty", .bool(default: false),
                                                blurb: "Whether any value differs from its saved one", readOnly: true)],
                signals: [SignalDefinition("value-changed", parameters: [.string]),
                          SignalDefinition("error-changed", parameters: [.string]),
                          SignalDefinition("warning-changed", parameters: [.string]),
                          SignalDefinition("theme-changed", parameters: [.string])],
                takesChildren: true, implementation: CForm.self)).gType
        } catch {
            CLibraryLog.critical("MaterialFields cannot register MfForm: \(error)")
            return 0
        }
    }

    /// `MfRowKind`: the kinds of row a C form can hold, in the header's order. Each kind is
    /// made when a row asks for it: a number row's default format reads the desktop's locale,
    /// which a form of text rows never needs.
    static let kinds: [(nick: String, kind: @Sendable () -> RowKind)] = [
        ("entry", { .entry }), ("area", { .area }), ("date", { .date }), ("switch", { .switch }),
        ("picker", { .picker(data: []) }), ("button", { .button }), ("custom", { .custom }), ("number", { .number }),
        ("time", { .time }), ("date-range", { .dateRange }), ("chips", { .chips() }),
        ("segmented-date", { .segmentedDate() }),
    ]

    /// An entry row's kind: `purpose` an `MfInputPurpose` in range, `mask` in `InputMask`'s
    /// notation.
    static func entryKind(purpose: Int, unit: String?, monetary: Bool, mask: String?) -> RowKind {
        .entry(purpose: InputPurpose.allCases[purpose], unit: unit, isMonetary: monetary, mask: mask.map(InputMask.init))
    }

    /// The rule a `required` argument asks for on a row of `kind`.
    static func requiredRules(_ required: gboolean, for kind: RowKind) -> [ValidationRule<FormValue>] {
        guard required != 0 else { return [] }
        return kind == .switch ? [.isOn] : [.required]
    }
}

extension CCall {
    /// `pointer` as an `MfForm`, or nil after the critical.
    @MainActor
    func form(_ pointer: UnsafeMutableRawPointer?) -> CForm? {
        guard require(pointer != nil && mf_instance_is_a(pointer, CForm.type()) != 0, "MF_IS_FORM (form)"),
              let pointer else { return nil }
        return ObjectType.implementation(of: pointer.assumingMemoryBound(to: GObject.self), as: CForm.self)
    }

    /// The form and a tag that must not be NULL, or nil after the critical.
    @MainActor
    func form(_ pointer: UnsafeMutableRawPointer?, tag: UnsafePointer<CChar>?) -> (form: Form<String>, tag: String)? {
        guard let form = form(pointer)?.form, let tag = string(tag, "tag != NULL") else { return nil }
        return (form, tag)
    }

    /// Adds a row for a C caller: FALSE with `error` set when FieldCore refuses it.
    @MainActor
    func add(_ row: () -> Row<String>, to form: Form<String>,
             _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
        CLibraryError.reporting(errorOut, .invalidForm) { try form.add(row()) }
    }
}

/// `mf_form_get_type` (c/material-fields.h).
@_cdecl("mf_form_get_type")
public func mfFormGetType() -> GType {
    CCall.run("mf_form_get_type", otherwise: 0) { _ in CForm.type() }
}

/// `mf_form_new` (c/material-fields.h).
@_cdecl("mf_form_new")
public func mfFormNew() -> UnsafeMutableRawPointer? {
    CCall.run("mf_form_new", otherwise: nil) { _ in
        let type = CForm.type()
        guard type != 0, registeredType("MfFormView") != 0 else { return nil }
        return g_object_new_with_properties(type, 0, nil, nil).map { UnsafeMutableRawPointer($0) }
    }
}

/// `mf_form_add_section` (c/material-fields.h).
@_cdecl("mf_form_add_section")
public func mfFormAddSection(
    _ object: UnsafeMutableRawPointer?, _ key: UnsafePointer<CChar>?, _ header: UnsafePointer<CChar>?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_section", otherwise: 0, object, key, header, errorOut) { call, object, key, header, errorOut in
        guard let form = call.form(object)?.form, let key = call.string(key, "key != NULL") else { return 0 }
        return CLibraryError.reporting(errorOut, .invalidForm) {
            try form.insertSection(key: key, header: optionalString(header))
        }
    }
}

/// `mf_form_add_row` (c/material-fields.h).
@_cdecl("mf_form_add_row")
public func mfFormAddRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?, _ kind: gint,
    _ required: gboolean, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_row", otherwise: 0, object, tag, label, kind, required, errorOut) { call, object, tag, label, kind, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL"),
              call.require(CForm.kinds.indices.contains(Int(kind)), "kind is an MfRowKind") else { return 0 }
        let rowKind = CForm.kinds[Int(kind)].kind()
        return call.add({ Row(tag: tag, label: label, kind: rowKind, rules: CForm.requiredRules(required, for: rowKind)) },
                        to: form, errorOut)
    }
}

/// `mf_form_add_entry_row` (c/material-fields.h).
@_cdecl("mf_form_add_entry_row")
public func mfFormAddEntryRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?, _ purpose: gint,
    _ unit: UnsafePointer<CChar>?, _ monetary: gboolean, _ mask: UnsafePointer<CChar>?, _ required: gboolean,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_entry_row", otherwise: 0, object, tag, label, purpose, unit, monetary, mask, required, errorOut) { call, object, tag, label, purpose, unit, monetary, mask, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL"),
              call.require(InputPurpose.allCases.indices.contains(Int(purpose)), "purpose is an MfInputPurpose") else { return 0 }
        let kind = CForm.entryKind(purpose: Int(purpose), unit: optionalString(unit), monetary: monetary != 0, mask: optionalString(mask))
        return call.add({ Row(tag: tag, label: label, kind: kind, rules: CForm.requiredRules(required, for: kind)) },
                        to: form, errorOut)
    }
}

/// `mf_form_add_picker_row` (c/material-fields.h).
@_cdecl("mf_form_add_picker_row")
public func mfFormAddPickerRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?,
    _ choices: UnsafePointer<UnsafePointer<CChar>?>?, _ required: gboolean,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_picker_row", otherwise: 0, object, tag, label, choices, required, errorOut) { call, object, tag, label, choices, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL"),
              call.require(choices != nil, "choices != NULL") else { return 0 }
        let kind = RowKind.picker(data: CStringArray.strings(choices))
        return call.add({ Row(tag: tag, label: label, kind: kind, rules: CForm.requiredRules(required, for: kind)) },
                        to: form, errorOut)
    }
}

/// `mf_form_add_date_row` (c/material-fields.h).
@_cdecl("mf_form_add_date_row")
public func mfFormAddDateRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?, _ mode: gint,
    _ minimum: OpaquePointer?, _ maximum: OpaquePointer?, _ defaultDate: OpaquePointer?, _ required: gboolean,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_form_add_date_row", otherwise: 0, object, tag, label, mode, minimum, maximum, defaultDate, required, errorOut) { call, object, tag, label, mode, minimum, maximum, defaultDate, required, errorOut in
        guard let (form, tag) = call.form(object, tag: tag), let label = call.string(label, "label != NULL"),
              call.require(DateMode.allCases.indices.contains(Int(mode)), "mode is an MfDateMode") else { return 0 }
        let (low, high) = (date(minimum), date(maximum))
        if let low, let high, low > high {
            return call.fail(errorOut, .invalidDateLimits, "the minimum date is after the maximum")
        }
        let kind = RowKind.date(mode: DateMode.allCases[Int(mode)], minimum: low, maximum: high, defaultDate: date(defaultDate))
        var rules = CForm.requiredRules(required, for: kind)
        if low != nil || high != nil {
            // The limits bind a chosen date; an empty one is `required`'s to judge.
            let range = ValidationRule<FormValue>.dateRange(from: low, to: high)
            rules.append(ValidationRule(range.message) { $0 == .date(nil) || range($0) })
        }
        return call.add({ Row(tag: tag, label: label, kind: kind, rules: rules) }, to: form, errorOut)
    }
}
