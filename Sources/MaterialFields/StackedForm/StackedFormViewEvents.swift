import GtkInterop

/// What a ``StackedFormView`` tells and asks its app, as closures: the Swift way to hear
/// it. Set them through ``StackedFormView/events`` (``StackedFormView/onComplete`` is one of
/// them); setting ``StackedFormView/delegate`` fills them in to call a
/// ``StackedFormViewDelegate`` (held weakly), for code ported from iOS.
@MainActor
public struct StackedFormViewEvents {
    /// Styles the call-to-action button for a valid (`true`) or invalid step; nil gives it
    /// the accent colour (`suggested-action`) while the step is valid.
    public var styleButton: (@MainActor (StackedFormView, Widget, _ isValid: Bool) -> Void)?
    /// The user completed the last step; the elements hold the data.
    public var didComplete: (@MainActor ([any StackedFormViewElement]) -> Void)?
    /// The collapsed height of the step at an index; nil, or
    /// ``StackedFormView/automaticElementHeight``, uses the step's own.
    public var collapsedHeight: (@MainActor (StackedFormView, Int) -> Double)?
    /// The call-to-action button's height; nil, or ``StackedFormView/automaticCtaButtonHeight``,
    /// uses its own.
    public var ctaButtonHeight: (@MainActor (StackedFormView) -> Double)?
    /// The step at an index is about to expand.
    public var willExpand: (@MainActor (StackedFormView, Int) -> Void)?
    /// The step at an index is about to collapse.
    public var willCollapse: (@MainActor (StackedFormView, Int) -> Void)?
    /// The step at an index has expanded (after the animation).
    public var didExpand: (@MainActor (StackedFormView, Int) -> Void)?
    /// The step at an index has collapsed (after the animation).
    public var didCollapse: (@MainActor (StackedFormView, Int) -> Void)?

    /// No closures: the view does what it does by default.
    public init() {}
}
