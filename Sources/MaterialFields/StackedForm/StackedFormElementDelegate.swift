/// What a step tells its ``StackedFormView`` (`StackedFormElementDelegate` on iOS).
@MainActor
public protocol StackedFormElementDelegate: AnyObject {
    /// The step's data became valid: the call-to-action button becomes sensitive.
    func dataDidBecomeValid(in element: any StackedFormViewElement)
    /// The step's data became invalid: the call-to-action button becomes insensitive.
    func dataDidBecomeInvalid(in element: any StackedFormViewElement)
    /// The user finished the step (Return in its last field, say): the view advances if
    /// the step is valid, as its call-to-action does.
    func didFinishInput(in element: any StackedFormViewElement)
}
