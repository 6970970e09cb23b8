import CGtk
import FieldCore
import GtkInterop
import MaterialFields

extension CCall {
    /// `pointer` as a suggestion field, or nil after the critical.
    @MainActor
    func suggestionField(_ pointer: UnsafeMutableRawPointer?) -> SuggestingField? {
        widget(pointer, registeredType("MfSuggestionField"), "MF_IS_SUGGESTION_FIELD (field)").flatMap(SuggestingField.object(of:))
    }
}

/// `mf_suggestion_field_get_type` (c/material-fields.h).
@_cdecl("mf_suggestion_field_get_type")
public func mfSuggestionFieldGetType() -> GType {
    CCall.run("mf_suggestion_field_get_type", otherwise: 0) { _ in registeredType("MfSuggestionField") }
}

/// `mf_suggestion_field_new` (c/material-fields.h).
@_cdecl("mf_suggestion_field_new")
public func mfSuggestionFieldNew(
    _ label: UnsafePointer<CChar>?, _ suggestions: UnsafePointer<UnsafePointer<CChar>?>?
) -> UnsafeMutableRawPointer? {
    CCall.run("mf_suggestion_field_new", otherwise: nil, label, suggestions) { call, label, suggestions in
        let widget = newField("MfSuggestionField", label: label)
        call.suggestionField(widget)?.source = .list(CStringArray.strings(suggestions))
        return widget
    }
}

/// `mf_suggestion_field_set_suggestions` (c/material-fields.h).
@_cdecl("mf_suggestion_field_set_suggestions")
public func mfSuggestionFieldSetSuggestions(_ widget: UnsafeMutableRawPointer?, _ suggestions: UnsafePointer<UnsafePointer<CChar>?>?) {
    CCall.run("mf_suggestion_field_set_suggestions", otherwise: (), widget, suggestions) { call, widget, suggestions in
        call.suggestionField(widget)?.source = .list(CStringArray.strings(suggestions))
    }
}
