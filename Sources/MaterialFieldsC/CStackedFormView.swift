import CGtk
import GtkInterop
import MaterialFields

/// What C adds to an `MfStackedFormView`, however it was made (`mf_stacked_form_view_new()`,
/// `g_object_new()`, a `.ui` file): its steps, one `StackedFormCard` each, which it serves as
/// the view's data source. The view keeps it; it does not keep the view.
@MainActor
final class CStackedFormView: StackedFormViewDataSource {
    unowned let view: StackedFormView
    private(set) var cards: [StackedFormCard] = []

    init(view: StackedFormView) {
        self.view = view
    }

    /// Adds a step and shows the steps again from the first (steps are added before the
    /// user starts).
    func append(_ card: StackedFormCard) {
        cards.append(card)
        view.dataSource = self
        try? view.setup() // cannot throw: there is a step now
    }

    func numberOfElements(in stackedFormView: StackedFormView) -> Int { cards.count }

    func stackedFormView(_ stackedFormView: StackedFormView, stackedFormElementAt index: Int) -> any StackedFormViewElement {
        cards[index]
    }
}

extension CCall {
    /// What C added to the `MfStackedFormView` `pointer` (made now, on first use), or nil after the critical.
    @MainActor
    func stackedFormView(_ pointer: UnsafeMutableRawPointer?) -> CStackedFormView? {
        guard let widget = widget(pointer, registeredType("MfStackedFormView"), "MF_IS_STACKED_FORM_VIEW (view)"),
              let view = StackedFormView.object(of: widget) else { return nil }
        if let added = view.keeper as? CStackedFormView { return added }
        let added = CStackedFormView(view: view)
        view.keep(added)
        return added
    }

    /// The step at `index` of `view`, or nil after the critical.
    @MainActor
    func step(_ index: guint, of view: CStackedFormView) -> StackedFormCard? {
        guard require(Int(index) < view.cards.count, "index < the number of steps") else { return nil }
        return view.cards[Int(index)]
    }
}

/// `mf_stacked_form_view_get_type` (c/material-fields.h).
@_cdecl("mf_stacked_form_view_get_type")
public func mfStackedFormViewGetType() -> GType {
    CCall.run("mf_stacked_form_view_get_type", otherwise: 0) { _ in registeredType("MfStackedFormView") }
}

/// `mf_stacked_form_view_new` (c/material-fields.h).
@_cdecl("mf_stacked_form_view_new")
public func mfStackedFormViewNew() -> UnsafeMutableRawPointer? {
    CCall.run("mf_stacked_form_view_new", otherwise: nil) { _ in newWidget("MfStackedFormView").map(UnsafeMutableRawPointer.init) }
}

/// `mf_stacked_form_view_append_step` (c/material-fields.h).
@_cdecl("mf_stacked_form_view_append_step")
public func mfStackedFormViewAppendStep(
    _ widget: UnsafeMutableRawPointer?, _ title: UnsafePointer<CChar>?, _ content: UnsafeMutableRawPointer?,
    _ ctaText: UnsafePointer<CChar>?
) {
    CCall.run("mf_stacked_form_view_append_step", otherwise: (), widget, title, content, ctaText) { call, widget, title, content, ctaText in
        guard let view = call.stackedFormView(widget), let title = call.string(title, "title != NULL"),
              let content = call.widget(content, gtk_widget_get_type(), "GTK_IS_WIDGET (content)"),
              call.require(gtk_widget_get_parent(content.pointer) == nil, "gtk_widget_get_parent (content) == NULL") else { return }
        view.append(StackedFormCard(title: title, content: content, ctaButtonText: optionalString(ctaText)))
    }
}

/// `mf_stacked_form_view_set_step_valid` (c/material-fields.h).
@_cdecl("mf_stacked_form_view_set_step_valid")
public func mfStackedFormViewSetStepValid(_ widget: UnsafeMutableRawPointer?, _ index: guint, _ valid: gboolean) {
    CCall.run("mf_stacked_form_view_set_step_valid", otherwise: (), widget, index, valid) { call, widget, index, valid in
        guard let view = call.stackedFormView(widget) else { return }
        call.step(index, of: view)?.setValid(valid != 0)
    }
}

/// `mf_stacked_form_view_set_step_summary` (c/material-fields.h).
@_cdecl("mf_stacked_form_view_set_step_summary")
public func mfStackedFormViewSetStepSummary(_ widget: UnsafeMutableRawPointer?, _ index: guint, _ summary: UnsafePointer<CChar>?) {
    CCall.run("mf_stacked_form_view_set_step_summary", otherwise: (), widget, index, summary) { call, widget, index, summary in
        guard let view = call.stackedFormView(widget), let summary = call.string(summary, "summary != NULL") else { return }
        call.step(index, of: view)?.summary = summary
    }
}

/// `mf_stacked_form_view_advance` (c/material-fields.h).
@_cdecl("mf_stacked_form_view_advance")
public func mfStackedFormViewAdvance(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_stacked_form_view_advance", otherwise: 0, widget) { call, widget in
        call.stackedFormView(widget)?.view.advance() == true ? 1 : 0
    }
}

/// `mf_stacked_form_view_get_current_step` (c/material-fields.h).
@_cdecl("mf_stacked_form_view_get_current_step")
public func mfStackedFormViewGetCurrentStep(_ widget: UnsafeMutableRawPointer?) -> guint {
    CCall.run("mf_stacked_form_view_get_current_step", otherwise: 0, widget) { call, widget in
        guint(call.stackedFormView(widget)?.view.currentIndex ?? 0)
    }
}

/// `mf_stacked_form_view_set_shows_error_summary` (c/mf-stacked-form-view.h).
@_cdecl("mf_stacked_form_view_set_shows_error_summary")
public func mfStackedFormViewSetShowsErrorSummary(_ widget: UnsafeMutableRawPointer?, _ shows: gboolean) {
    CCall.run("mf_stacked_form_view_set_shows_error_summary", otherwise: (), widget, shows) { call, widget, shows in
        call.stackedFormView(widget)?.view.showsErrorSummary = shows != 0
    }
}

/// `mf_stacked_form_view_get_error_summary` (c/mf-stacked-form-view.h).
@_cdecl("mf_stacked_form_view_get_error_summary")
public func mfStackedFormViewGetErrorSummary(_ widget: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    CCall.run("mf_stacked_form_view_get_error_summary", otherwise: nil, widget) { call, widget in
        guard let view = call.stackedFormView(widget) else { return nil }
        return newStringArray(view.view.errorSummaryItems.map(\.text))
    }
}
