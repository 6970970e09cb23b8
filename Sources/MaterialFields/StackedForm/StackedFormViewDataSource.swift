/// Where a ``StackedFormView`` gets its steps (`StackedFormViewDataSource` on iOS).
@MainActor
public protocol StackedFormViewDataSource: AnyObject {
    /// How many steps the form has.
    func numberOfElements(in stackedFormView: StackedFormView) -> Int
    /// The step at `index`.
    func stackedFormView(_ stackedFormView: StackedFormView, stackedFormElementAt index: Int) -> any StackedFormViewElement
}
