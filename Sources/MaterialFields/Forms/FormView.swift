import CGtk
import FieldCore
import GtkInterop

/// A scrollable GTK view of a whole FieldCore `Form` (GType `MfFormView`): its sections
/// in order, each under its header, and each row as what its `RowKind` names: a field
/// with the kind's options, a switch, a button, or the app's own widget.
///
/// Each field is built on its row's own models (`Row.field` and `Row.valueModel`), so
/// a value, an error, the enabled state and focus are stored once: the user's typing
/// changes the row, and the form's `setValue`, `reset()` and validation change what the
/// field shows, through the same models.
///
/// ```swift
/// let view = try FormView(form: form)
/// view.onSubmit = { values in save(values) }
/// window.child = view.widget
/// ```
///
/// Rows and sections inserted or removed at run time add or remove only their own
/// widgets: the focused field keeps its focus and its typed text. A row's widget is made
/// once, so the app can configure it (`view.field(for: .email)` as an `EntryField` to set
/// its purpose, say).
///
/// The view is its widget's own object (an ``AnyFormView``): keep it or not, the widget
/// keeps it while a container holds the widget, and ``AnyFormView/wrapping(_:)`` gives it.
@MainActor
public final class FormView<Tag: RowTag>: AnyFormView {
    /// Why a form view cannot be made.
    public enum Failure: Error, Equatable {
        /// The form is already shown by another view: two views would fight over its
        /// focus and its fields.
        case formAlreadyShown
        /// ``FormView/setCustomWidget(_:for:)`` was given a row that is not `.custom` (a
        /// field, a switch or a button shows it), named.
        case notACustomRow(String)
    }

    /// The form shown.
    public let form: Form<Tag>
    /// Called with every row's value when ``submit()`` finds the form valid.
    public var onSubmit: (([Tag: FormValue]) -> Void)?
    /// Called when ``submit()`` finds rows in error (after any checks it waited for), with
    /// what it found; focus is on the first of them (or on the error summary's first link)
    /// by then.
    public var onSubmitRefused: ((FormValidationResult<Tag>) -> Void)?
    /// Called with a `.button` row's tag when the user clicks it.
    public var onButton: ((Tag) -> Void)?
    /// The keeper of this form's draft, once ``keepDrafts(in:prompt:)`` was called.
    public internal(set) var draftKeeper: DraftKeeper?
    /// The form's undo and redo, once ``keepHistory(limit:)`` was called.
    public internal(set) var history: FormHistory<Tag>?

    /// Makes the widget of each `.custom` row that has none yet (any GTK widget: an image,
    /// a date picker of the app's); the view owns it from then on. It may be set at any
    /// time before the form is on screen, as may ``setCustomWidget(_:for:)``; a custom
    /// row shown with neither logs a critical naming the row.
    public var makeCustomWidget: ((Row<Tag>) -> Widget)? {
        didSet { giveCustomRowsTheirWidgets() }
    }

    /// The sections and rows on screen.
    lazy var onScreen = FormRowViews(of: form, in: content)
    /// The rows on screen, each with its field or widget.
    var rowViews: [Tag: FormRowView<Tag>] { onScreen.rows }
    /// The submit waiting for asynchronous checks to answer, if one is.
    var waitingSubmit: Task<Void, Never>?
    /// Hears the view come on screen, to report custom rows with no widget.
    private var mapped: SignalConnection?
    /// The declaration a view made with `init(editing:_:)` shows, kept alive with it.
    var declaration: AnyObject?
    /// Whether the first structure is on screen: rows inserted later slide in.
    var isBuilt = false
    /// What the error summary lists, while ``showsErrorSummary``.
    var errorSummary: ErrorSummary<Tag>?
    /// The app's themeables that take the form's or a row's theme (``shareTheme(with:row:)``).
    var themeShares: [ThemeShare<Tag>] = []

    /// Makes the widget of a helper whose kind should not show as plain text (a progress
    /// bar, a button); nil, or a nil answer, shows the helper's text.
    public var makeHelperWidget: ((RowHelper) -> Widget?)?
    private var token: ObservationToken?

    /// Forms shown by a live view, by identity.
    private static var shownForms: Set<ObjectIdentifier> {
        get { FormViewRegistry.shown }
        set { FormViewRegistry.shown = newValue }
    }

    /// Shows `form`.
    ///
    /// - Throws: ``Failure/formAlreadyShown`` when another live view shows it.
    public init(form: Form<Tag>) throws {
        guard !Self.shownForms.contains(ObjectIdentifier(form)) else { throw Failure.formAlreadyShown }
        self.form = form
        super.init(widget: Self.newInstance(of: MaterialFieldTypes.registered(MaterialFieldTypes.formView)))
        adoptInstance()
        show()
    }

    /// Shows `form` in the widget of `formless`, a view that GtkBuilder or `g_object_new`
    /// made before it was given its form (its `form` property): this view takes that
    /// widget's place as its object, owned by the widget as `formless` was.
    ///
    /// - Throws: ``Failure/formAlreadyShown`` when another live view shows it.
    package init(form: Form<Tag>, replacing formless: AnyFormView) throws {
        guard !Self.shownForms.contains(ObjectIdentifier(form)) else { throw Failure.formAlreadyShown }
        self.form = form
        formless.removeColumn()
        super.init(widget: formless.instance)
        attach(as: self, ownership: .byInstance)
        show()
    }

    /// Builds the rows' widgets and follows the form from here on.
    private func show() {
        Self.shownForms.insert(ObjectIdentifier(form))
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
        syncStructure()
        isBuilt = true
        mapped = try? GObjectSignals.connect(widget.pointer, "map") { [weak self] _ in self?.reportCustomRowsWithoutWidgets() }
    }

    /// GTK makes an ``AnyFormView`` for an `MfFormView` that C or a `.ui` file made, never
    /// a `FormView`: this shows an empty form of its own, to no one.
    package required init(widget: UnsafeMutablePointer<GtkWidget>) {
        form = Form()
        super.init(widget: widget)
    }

    isolated deinit {
        Self.shownForms.remove(ObjectIdentifier(form))
    }

    /// The field showing the row with `tag`, nil for a row that is not in the form or is
    /// not a field (a switch, button or custom row).
    public func field(for tag: Tag) -> Field? { rowViews[tag]?.field }

    /// The widget showing the row with `tag`: its field, a switch or button row's box, or a
    /// custom row's own widget.
    public func rowWidget(for tag: Tag) -> Widget? {
        rowViews[tag]?.contentWidget
    }

    /// The widget showing the helper under the row with `tag`, while it has one.
    public func helperWidget(for tag: Tag) -> Widget? {
        rowViews[tag]?.helperWidget.map(Widget.init)
    }

    /// Whether the helper under the row with `tag` is on screen (fully, or fading in).
    public func isHelperShown(for tag: Tag) -> Bool {
        rowViews[tag]?.isHelperShown ?? false
    }

    // MARK: What the form gives the widget

    override var rowWidgetsInOrder: [UnsafeMutablePointer<GtkWidget>]? {
        form.sections.flatMap(\.tags).flatMap { rowViews[$0]?.widgets ?? [] }
    }

    override func toolbarAskedForPrevious() { focusPrevious() }
    override func toolbarAskedForNext() { focusNext() }
    override func toolbarAskedForDone() { submit() }

    override func updateToolbar() {
        toolbar?.follow(hasPrevious: form.hasPrevious, hasNext: form.hasNext)
    }
}
