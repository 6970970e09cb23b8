import CGtk

/// One page of the demo window.
@MainActor
public protocol DemoPage: AnyObject {
    /// The page's id, used by `--page NAME` and screenshot file names.
    var name: String { get }
    /// The title in the sidebar.
    var title: String { get }
    /// The page's root widget.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// Whether the page holds edits not yet saved: the window asks before closing.
    var hasUnsavedChanges: Bool { get }
    /// Submits the page's form, as its button does (`--submit`).
    func submitForm()
    /// Throws away what the page holds unsaved (the window closes without saving).
    func discardChanges()
    /// The page's form state, for `--dump-forms`; nil for a page without a form.
    var formReport: FormReport? { get }
    /// Lays the page out for a narrow window (a phone's 360 px) or a wide one.
    func setNarrow(_ narrow: Bool)
}

extension DemoPage {
    /// Pages with nothing to save never hold unsaved changes.
    public var hasUnsavedChanges: Bool { false }
    /// Pages without a form have nothing to submit.
    public func submitForm() {}
    /// Pages with nothing to save have nothing to throw away.
    public func discardChanges() {}
    /// Pages without a form have nothing to report.
    public var formReport: FormReport? { nil }
    /// Pages that fit a narrow window as they are change nothing.
    public func setNarrow(_ narrow: Bool) {}
}
