import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// The C library's part of an `MfFormView` that shows an `MfForm`, kept by the widget: made
/// by `mf_form_view_new()`, or when GtkBuilder, a binding or `g_object_new` gives a view its
/// `form` property. The view keeps the `MfForm` object alive (`AnyFormView.formObject`), so a
/// binding that frees its form keeps a working view.
@MainActor
final class CFormView {
    /// The view, which keeps this (see `WidgetObject.keep`).
    unowned let view: FormView<String>

    /// The part of `view`, which shows the form of `formObject` and keeps that object.
    init(view: FormView<String>, formObject: UnsafeMutablePointer<GObject>) {
        self.view = view
        view.formObject = GObjectRef(formObject)
    }

    /// The form objects an `MfFormView` takes in its `form` property: `MfForm`s (registered
    /// before this is read).
    static let formObjects = FormObjects(type: CForm.type()) { object, formless in
        guard let form = ObjectType.implementation(of: object, as: CForm.self) else {
            CLibraryLog.critical("MfFormView: the form property takes an MfForm")
            return
        }
        do {
            let view = try FormView(form: form.form, replacing: formless)
            view.keep(CFormView(view: view, formObject: object))
        } catch {
            CLibraryLog.critical("MfFormView: another MfFormView shows this form")
        }
    }

    /// Undoes (or, with `back` false, redoes) a step of the view's history; false when no
    /// history is kept or there is nothing to take back or do again.
    func step(back: Bool) -> Bool {
        guard let history = view.history, back ? history.canUndo : history.canRedo else { return false }
        if back { history.undo() } else { history.redo() }
        return true
    }

    /// Shows `widget` in the custom row `tag`, in place of any given before; false when the
    /// form has no custom row `tag`.
    func setCustomWidget(_ widget: Widget, for tag: String) -> Bool {
        (try? view.setCustomWidget(widget, for: tag)) != nil
    }
}

extension CCall {
    /// `pointer` as an `MfFormView` that shows a form, or nil after the critical (one
    /// `g_object_new` or a `.ui` file made without its `form` property has none).
    @MainActor
    func formView(_ pointer: UnsafeMutableRawPointer?) -> CFormView? {
        guard let widget = widget(pointer, registeredType("MfFormView"), "MF_IS_FORM_VIEW (view)") else { return nil }
        guard let added = AnyFormView.object(of: widget)?.keeper as? CFormView else {
            CLibraryLog.critical("\(function): this MfFormView shows no form: make it with mf_form_view_new () or give it its form property")
            return nil
        }
        return added
    }
}

/// `mf_form_view_get_type` (c/material-fields.h).
@_cdecl("mf_form_view_get_type")
public func mfFormViewGetType() -> GType {
    CCall.run("mf_form_view_get_type", otherwise: 0) { _ in registeredType("MfFormView") }
}

/// `mf_form_view_new` (c/material-fields.h).
@_cdecl("mf_form_view_new")
public func mfFormViewNew(_ object: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    CCall.run("mf_form_view_new", otherwise: nil, object) { call, object in
        guard let form = call.form(object), let object else { return nil }
        let view: FormView<String>
        do {
            view = try FormView(form: form.form)
        } catch {
            CLibraryLog.critical("mf_form_view_new: another MfFormView shows this form")
            return nil
        }
        let part = CFormView(view: view, formObject: object.assumingMemoryBound(to: GObject.self))
        return UnsafeMutableRawPointer(view.handToC(keeping: part))
    }
}

/// `mf_form_view_get_form` (c/material-fields.h).
@_cdecl("mf_form_view_get_form")
public func mfFormViewGetForm(_ widget: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    CCall.run("mf_form_view_get_form", otherwise: nil, widget) { call, widget in call.formView(widget)?.view.formObject?.rawPointer }
}

/// `mf_form_view_get_field` (c/mf-form-view.h).
@_cdecl("mf_form_view_get_field")
public func mfFormViewGetField(_ widget: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    CCall.run("mf_form_view_get_field", otherwise: nil, widget, tag) { call, widget, tag in
        guard let view = call.formView(widget), let tag = call.string(tag, "tag != NULL") else { return nil }
        return view.view.field(for: tag).map { UnsafeMutableRawPointer($0.widget.pointer) }
    }
}

/// `mf_form_view_submit` (c/material-fields.h).
@_cdecl("mf_form_view_submit")
public func mfFormViewSubmit(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_form_view_submit", otherwise: 0, widget) { call, widget in call.formView(widget)?.view.submit() == true ? 1 : 0 }
}

/// `mf_form_view_focus_next` (c/material-fields.h).
@_cdecl("mf_form_view_focus_next")
public func mfFormViewFocusNext(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_form_view_focus_next", otherwise: 0, widget) { call, widget in call.formView(widget)?.view.focusNext() != nil ? 1 : 0 }
}

/// `mf_form_view_focus_previous` (c/material-fields.h).
@_cdecl("mf_form_view_focus_previous")
public func mfFormViewFocusPrevious(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_form_view_focus_previous", otherwise: 0, widget) { call, widget in call.formView(widget)?.view.focusPrevious() != nil ? 1 : 0 }
}

/// `mf_form_view_set_shows_toolbar` (c/material-fields.h).
@_cdecl("mf_form_view_set_shows_toolbar")
public func mfFormViewSetShowsToolbar(_ widget: UnsafeMutableRawPointer?, _ shows: gboolean) {
    CCall.run("mf_form_view_set_shows_toolbar", otherwise: (), widget, shows) { call, widget, shows in call.formView(widget)?.view.showsToolbar = shows != 0 }
}

/// `mf_form_view_set_shows_error_summary` (c/mf-form-view.h).
@_cdecl("mf_form_view_set_shows_error_summary")
public func mfFormViewSetShowsErrorSummary(_ widget: UnsafeMutableRawPointer?, _ shows: gboolean) {
    CCall.run("mf_form_view_set_shows_error_summary", otherwise: (), widget, shows) { call, widget, shows in
        call.formView(widget)?.view.showsErrorSummary = shows != 0
    }
}

/// `mf_form_view_get_error_summary` (c/mf-form-view.h).
@_cdecl("mf_form_view_get_error_summary")
public func mfFormViewGetErrorSummary(_ widget: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    CCall.run("mf_form_view_get_error_summary", otherwise: nil, widget) { call, widget in
        guard let view = call.formView(widget) else { return nil }
        return newStringArray(view.view.errorSummaryItems.map(\.text))
    }
}

/// `mf_form_view_set_custom_widget` (c/material-fields.h).
@_cdecl("mf_form_view_set_custom_widget")
public func mfFormViewSetCustomWidget(
    _ widget: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ child: UnsafeMutableRawPointer?
) -> gboolean {
    CCall.run("mf_form_view_set_custom_widget", otherwise: 0, widget, tag, child) { call, widget, tag, child in
        guard let view = call.formView(widget), let tag = call.string(tag, "tag != NULL"),
              let child = call.widget(child, gtk_widget_get_type(), "GTK_IS_WIDGET (widget)") else { return 0 }
        return view.setCustomWidget(child, for: tag) ? 1 : 0
    }
}

/// `mf_form_view_keep_drafts` (c/mf-form-view.h).
@_cdecl("mf_form_view_keep_drafts")
public func mfFormViewKeepDrafts(
    _ widget: UnsafeMutableRawPointer?, _ appID: UnsafePointer<CChar>?, _ formID: UnsafePointer<CChar>?,
    _ prompt: UnsafePointer<CChar>?
) -> gboolean {
    CCall.run("mf_form_view_keep_drafts", otherwise: 0, widget, appID, formID, prompt) { call, widget, appID, formID, prompt in
        guard let view = call.formView(widget), let appID = call.string(appID, "app_id != NULL"),
              let formID = call.string(formID, "form_id != NULL") else { return 0 }
        let store = DraftStore(appID: appID, formID: formID)
        let keeper = optionalString(prompt).map { view.view.keepDrafts(in: store, prompt: $0) } ?? view.view.keepDrafts(in: store)
        return keeper.offer != nil ? 1 : 0
    }
}

/// `mf_form_view_keep_history` (c/mf-form-view.h).
@_cdecl("mf_form_view_keep_history")
public func mfFormViewKeepHistory(_ widget: UnsafeMutableRawPointer?) {
    CCall.run("mf_form_view_keep_history", otherwise: (), widget) { call, widget in _ = call.formView(widget)?.view.keepHistory() }
}

/// `mf_form_view_undo` (c/mf-form-view.h).
@_cdecl("mf_form_view_undo")
public func mfFormViewUndo(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_form_view_undo", otherwise: 0, widget) { call, widget in call.formView(widget)?.step(back: true) == true ? 1 : 0 }
}

/// `mf_form_view_redo` (c/mf-form-view.h).
@_cdecl("mf_form_view_redo")
public func mfFormViewRedo(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_form_view_redo", otherwise: 0, widget) { call, widget in call.formView(widget)?.step(back: false) == true ? 1 : 0 }
}
