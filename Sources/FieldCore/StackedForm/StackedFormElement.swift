/// One step of a stacked multi-step form (`StackedFormElement` on iOS), headless:
/// its call-to-action text, validity, collapsed height and the data it collected.
public struct StackedFormElement<Data>: Sendable where Data: Sendable {
    /// The call-to-action button's text while this step is expanded; nil hides the button.
    public var ctaButtonText: String?
    /// Whether the step's data is valid; the button is enabled only then.
    public var valid: Bool
    /// The height of the collapsed step, excluding the overlap.
    public var collapsedViewHeight: Double
    /// The strip at the bottom of a collapsed step that the next step covers.
    public var overlapSpace: Double
    /// What the step collected.
    public var data: Data
    /// What the user must do before the button takes them on, said while it is disabled;
    /// nil for a general "Complete this step to continue".
    public var invalidHint: String?

    /// A step.
    public init(ctaButtonText: String?, valid: Bool = false, collapsedViewHeight: Double = 64,
                overlapSpace: Double = 16, invalidHint: String? = nil, data: Data) {
        self.ctaButtonText = ctaButtonText
        self.invalidHint = invalidHint
        self.valid = valid
        self.collapsedViewHeight = collapsedViewHeight
        self.overlapSpace = overlapSpace
        self.data = data
    }
}
