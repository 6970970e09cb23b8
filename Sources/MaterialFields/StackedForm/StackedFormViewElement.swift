import CGtk
import GtkInterop

/// One step of a ``StackedFormView`` (`StackedFormElement` on iOS): a collapsed and an
/// expanded widget (any GTK widgets, Material fields typically), the call-to-action text
/// and validity, reported to the view through its ``delegate``.
@MainActor
public protocol StackedFormViewElement: AnyObject {
    /// The step's title: assistive technologies name its card with it.
    var title: String { get }
    /// What the card shows while collapsed (a summary), above its overlap strip.
    var collapsedView: Widget { get }
    /// What the card shows while expanded: the step's fields.
    var expandedView: Widget { get }
    /// The collapsed card's height above the overlap; ``StackedFormView/automaticElementHeight``
    /// uses the collapsed view's own height.
    var collapsedViewHeight: Double { get }
    /// The strip at the bottom of a collapsed card that the next card covers (50 by default).
    var overlapSpace: Double { get }
    /// The call-to-action button's text while this step is expanded; nil fades the button out.
    var ctaButtonText: String? { get }
    /// Whether the step's data is valid; the call-to-action button is sensitive only then.
    var valid: Bool { get }
    /// What the user must do before the button takes them on, shown under it while it is
    /// disabled; nil (the default) for "Complete this step to continue".
    var invalidHint: String? { get }
    /// The view, told when the data becomes valid or invalid and when input is finished.
    var delegate: (any StackedFormElementDelegate)? { get set }
    /// Called before the card collapses.
    func prepareToCollapse()
    /// Called before the card expands.
    func prepareToExpand()
}

extension StackedFormViewElement {
    /// The default overlap, as on iOS.
    public var overlapSpace: Double { 50 }
    /// The general reason by default.
    public var invalidHint: String? { nil }
    /// Nothing to prepare by default.
    public func prepareToCollapse() {}
    /// Nothing to prepare by default.
    public func prepareToExpand() {}
}
