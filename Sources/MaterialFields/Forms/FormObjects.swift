import CGtk
import FieldCore
import GtkInterop

/// The form objects that C, a binding or a `.ui` file give an `MfFormView` through its
/// construct-only `form` property: the C library's `MfForm`, which the library offers here
/// before it registers any type. A Swift app makes its views on its forms
/// (``FormView/init(form:)``) and has no such objects.
@MainActor
package struct FormObjects {
    /// The GType of the objects (`MfForm`), the property's type.
    package let type: GType
    /// Makes `formless`, a view just made with no form, show the form of `object`, keeping
    /// `object` with it (``AnyFormView/formObject``); a critical and a view that shows
    /// nothing when it cannot (the form is shown elsewhere already).
    package let show: @MainActor (_ object: UnsafeMutablePointer<GObject>, _ formless: AnyFormView) -> Void

    /// Offers form objects of `type`, shown by `show`.
    package init(type: GType, show: @escaping @MainActor (UnsafeMutablePointer<GObject>, AnyFormView) -> Void) {
        self.type = type
        self.show = show
    }

    /// The form objects, once the C library has offered them.
    package static var offered: FormObjects?
}

extension AnyFormView {
    /// The `form` property: an `MfForm` when the C library offered its form objects before
    /// the type was registered (any C, binding or `.ui` caller's process), else any GObject
    /// (a Swift app's, where the C library comes later if at all); either way a form object
    /// given is shown by the objects offered when it is given.
    package static var propertyTable: [WidgetProperty] {
        let definition = PropertyDefinition("form", .object(FormObjects.offered?.type ?? g_object_get_type()),
                                            blurb: "The form the view shows", constructOnly: true)
        return [.custom(definition, source: .configuration,
                        get: { (view: AnyFormView) in .object(view.formObject.map { ObjectPointer($0.object) }) },
                        set: { view, value in
                            // Construct-only: GObject sets it once, NULL when the caller gave none.
                            guard let object = value.objectValue, view.formObject == nil else { return }
                            FormObjects.offered?.show(object, view)
                        })]
    }

    /// The properties the type installs.
    static func properties() -> [PropertyDefinition] { propertyTable.map(\.definition) }
}
