import CGtk
import GtkInterop

/// A ready-made step for a ``StackedFormView``: a title above the app's content while
/// expanded, the title and a one-line summary while collapsed.
///
/// ```swift
/// let address = StackedFormCard(title: "Shipping address", content: fields, ctaButtonText: "Continue")
/// street.delegate = ...   // when the fields are filled: address.setValid(true)
/// ```
@MainActor
public final class StackedFormCard: StackedFormViewElement {
    /// The step's title, shown in both states.
    public let title: String
    /// What the call-to-action button says while this step is expanded; nil fades it out.
    public var ctaButtonText: String?
    /// The collapsed height above the overlap; automatic (the summary's own) by default.
    public var collapsedViewHeight = StackedFormView.automaticElementHeight
    /// The strip the next card covers.
    public var overlapSpace: Double = 50
    /// What the user must do before the button takes them on, shown under it while it is
    /// disabled; nil for "Complete this step to continue".
    public var invalidHint: String?
    /// Whether the step's data is valid; change it with ``setValid(_:)``.
    public private(set) var valid = false
    /// The view the step reports to.
    public weak var delegate: (any StackedFormElementDelegate)?

    private let collapsed: GObjectRef
    private let expanded: GObjectRef
    private let summaryLabel: UnsafeMutablePointer<GtkWidget>

    /// A step titled `title` showing `content` while expanded.
    public init(title: String, content: Widget, ctaButtonText: String?) {
        self.title = title
        self.ctaButtonText = ctaButtonText
        let heading = GtkWidgets.label(title, classes: ["heading", "stacked-card-title"])
        summaryLabel = GtkWidgets.label(classes: ["dim-label", "stacked-card-summary"])
        gtk_label_set_ellipsize(gCast(summaryLabel), PANGO_ELLIPSIZE_END)
        let collapsedBox = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, classes: ["stacked-card-collapsed"])
        gtk_box_append(gCast(collapsedBox), heading)
        gtk_box_append(gCast(collapsedBox), summaryLabel)
        collapsed = GObjectRef(collapsedBox)
        let expandedBox = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["stacked-card-expanded"])
        gtk_box_append(gCast(expandedBox), GtkWidgets.label(title, classes: ["title-4", "stacked-card-title"]))
        gtk_box_append(gCast(expandedBox), content.pointer)
        expanded = GObjectRef(expandedBox)
    }

    /// The title and summary.
    public var collapsedView: Widget { Widget(collapsed) }
    /// The title and the app's content.
    public var expandedView: Widget { Widget(expanded) }

    /// The line under the title while collapsed (what the step collected, say).
    public var summary: String {
        get { String(cString: gtk_label_get_text(gCast(summaryLabel))) }
        set { GtkWidgets.setText(newValue, of: summaryLabel) }
    }

    /// Records whether the step's data is valid and tells the view on a change.
    public func setValid(_ newValue: Bool) {
        guard newValue != valid else { return }
        valid = newValue
        if newValue { delegate?.dataDidBecomeValid(in: self) } else { delegate?.dataDidBecomeInvalid(in: self) }
    }

    /// Tells the view the user finished the step: it advances if the step is valid.
    public func finishInput() {
        delegate?.didFinishInput(in: self)
    }
}
