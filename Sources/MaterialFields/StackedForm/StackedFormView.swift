import CGtk
import FieldCore
import GtkInterop

/// A multi-step form of overlapping cards with one call-to-action button (StackedForm's
/// `StackedFormView` on iOS; GType `MfStackedFormView`).
///
/// Passed steps stay on screen as collapsed cards, each covering the previous one's
/// overlap strip; the current step is expanded; the button below follows its validity.
/// The button advances only from a valid step, and on the last step completes the form.
/// A click on a collapsed card, or Return on it, goes back to that step. The logic is
/// FieldCore's `StackedFormFlow`, which the tests drive headlessly.
///
/// ```swift
/// let form = try StackedFormView(elements: [address, delivery, payment])
/// form.onComplete = { steps in place(order) }
/// window.child = form.widget
/// ```
///
/// The view is its widget's own object: the cards in a scrolled column (a form taller than
/// the window scrolls instead of breaking) above the full-width button. Keep it or not
/// (the widget keeps it while a container holds the widget); a view made by C, Python or a
/// `.ui` file is one too, and ``wrapping(_:)`` gives it.
@MainActor
public final class StackedFormView: WidgetObject, WidgetHooks, StackedFormElementDelegate {
    /// Returned by ``StackedFormViewEvents/collapsedHeight`` for a step's own collapsed height
    /// (`StackFormViewAutomaticElementHeight` on iOS).
    public static let automaticElementHeight = -1.0
    /// Returned by ``StackedFormViewEvents/ctaButtonHeight`` for the button's own height
    /// (`StackFormViewAutomaticCtaButtonHeight` on iOS).
    public static let automaticCtaButtonHeight = -1.0

    /// Where the steps come from; read by ``setup()``.
    public weak var dataSource: (any StackedFormViewDataSource)?
    /// What the view tells and asks the app, as closures (``onComplete`` is one of them).
    public var events = StackedFormViewEvents()
    /// The delegate of code ported from iOS, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public weak var delegate: (any StackedFormViewDelegate)? {
        didSet { events = delegate.map { StackedFormViewEvents(forwardingTo: $0, of: self) } ?? StackedFormViewEvents() }
    }
    /// Called with every step when the user completes the last one.
    public var onComplete: (@MainActor ([any StackedFormViewElement]) -> Void)? {
        get { events.didComplete }
        set { events.didComplete = newValue }
    }
    /// The steps, in order, as of the last ``setup()``.
    public private(set) var elements: [any StackedFormViewElement] = []
    /// The column of cards.
    let cardsView: StackedFormCardsWidget
    /// Scrolls the cards when they are taller than the window.
    let scroller: UnsafeMutablePointer<GtkWidget>
    /// The call-to-action button, in a revealer that fades it out when a step has none.
    let button: UnsafeMutablePointer<GtkWidget>
    let buttonRevealer: UnsafeMutablePointer<GtkWidget>
    /// Why the button is disabled, under it while it is.
    let buttonHint: UnsafeMutablePointer<GtkWidget>
    /// The view's one child: the error summary (while shown), the cards and the button.
    let column: UnsafeMutablePointer<GtkWidget>
    /// The error summary's widget, while ``showsErrorSummary``.
    var summaryBar: ErrorSummaryBar?
    /// What the error summary lists and the fields it was made on;
    /// nil until the button is pressed on a step that is not done.
    var errorSummary: (model: ErrorSummary<Int>, fields: [Field])?
    /// One card per step, in order.
    var cards: [StackedFormCardWidget] = []
    /// The steps' headless logic (FieldCore), keyed by index; nil before a setup with steps.
    var flow: StackedFormFlow<Int>?
    private var token: ObservationToken?
    /// The steps given to ``init(elements:)``, which serve as the data source.
    private var ownSource: StackedFormStepList?

    /// An empty stacked form: set ``dataSource`` and call ``setup()``.
    public convenience init() {
        self.init(widget: Self.newInstance(of: MaterialFieldTypes.registered(MaterialFieldTypes.stackedFormView)))
        adoptInstance()
    }

    /// The object GTK makes for a view made by C, a binding or a `.ui` file (and the one a
    /// Swift initializer makes): an empty stacked form.
    package required init(widget: UnsafeMutablePointer<GtkWidget>) {
        MaterialStyle.require(.stackedForm)
        let cardsWidget = MaterialFieldTypes.instantiate(MaterialFieldTypes.stackedFormCards)
        guard let cards = WidgetType.implementation(of: cardsWidget, as: StackedFormCardsWidget.self) else {
            preconditionFailure("MfStackedFormCards has no implementation")
        }
        cardsView = cards
        scroller = gtk_scrolled_window_new()
        button = GtkWidgets.button("", classes: ["stacked-form-cta", "pill"])
        buttonRevealer = gtk_revealer_new()
        buttonHint = GtkWidgets.label(classes: ["dim-label", "caption", "stacked-form-hint"])
        column = Self.column(scroller: scroller, cards: cardsWidget, revealer: buttonRevealer, button: button, hint: buttonHint)
        super.init(instance: widget)
        gtk_widget_set_parent(column, widget)
        _ = try? GObjectSignals.connect(button, "clicked") { [weak self] _ in self?.advance() }
        EventControllers.onKeyPress(of: cards.widget) { [weak self] keyval, _ in
            self?.returnPressed(keyval) ?? false
        }
        renderButton()
    }

    /// A stacked form of `elements`, set up.
    ///
    /// - Throws: `StackedFormError.noElements` for an empty list.
    public convenience init(elements: [any StackedFormViewElement]) throws {
        self.init()
        let source = StackedFormStepList(elements: elements)
        ownSource = source
        dataSource = source
        try setup()
    }

    /// The `StackedFormView` of an existing `MfStackedFormView` (from a `.ui` file, C or
    /// Python): the same object each time; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> StackedFormView? {
        swiftObject(of: widget.pointer, as: StackedFormView.self)
    }

    /// The GTK widget, to put in a window or any container.
    public var widget: Widget { instanceWidget }

    /// The signal C and bindings hear when the user completes the last step.
    static var signals: [SignalDefinition] {
        [SignalDefinition("completed")]
    }

    /// The call-to-action button (to style it, or to find it in a test).
    public var ctaButton: Widget { Widget(button) }

    /// The card of the step at `index`, nil out of range.
    public func card(at index: Int) -> Widget? {
        cards.indices.contains(index) ? Widget(cards[index].widget) : nil
    }

    /// The expanded step's index.
    public var currentIndex: Int { flow?.currentIndex ?? 0 }

    /// Whether the user completed the last step.
    public var isComplete: Bool { flow?.isComplete ?? false }

    /// Whether a move between steps is animating.
    public var isMoving: Bool { flow?.isMoving ?? false }

    /// The step at `index` (`stackedFormElement(at:)` on iOS), nil out of range.
    public func stackedFormElement(at index: Int) -> (any StackedFormViewElement)? {
        elements.indices.contains(index) ? elements[index] : nil
    }

    /// Reads the steps from ``dataSource`` and shows the first one expanded, discarding
    /// any earlier state.
    ///
    /// - Throws: `StackedFormError.noElements` when the data source has no steps (or
    ///   there is no data source); the view is then empty.
    public func setup() throws {
        cardsView.finishMove()
        for card in cards {
            for view in [card.collapsedView, card.expandedView].compactMap({ $0 }) { gtk_widget_unparent(view) }
        }
        let count = dataSource.map { max(0, $0.numberOfElements(in: self)) } ?? 0
        elements = dataSource.map { source in (0..<count).map { source.stackedFormView(self, stackedFormElementAt: $0) } } ?? []
        token = nil
        flow = nil
        cards = []
        cardsView.setCards([])
        guard !elements.isEmpty else {
            renderButton()
            throw StackedFormError.noElements
        }
        let flow = try StackedFormFlow(elements: elements.enumerated().map { index, element in
            StackedFormElement(ctaButtonText: element.ctaButtonText, valid: element.valid,
                               collapsedViewHeight: collapsedHeight(at: index), overlapSpace: element.overlapSpace,
                               invalidHint: element.invalidHint, data: index)
        })
        flow.transition = { [weak self] from, to, done in
            guard let self else { return done() }
            // The new step is current from here: its button shows while the cards move.
            self.renderButton()
            self.cardsView.animate(from: from, to: to, done: done)
        }
        token = flow.events.add { [weak self] event in self?.flowChanged(event) }
        self.flow = flow
        cards = elements.enumerated().map { index, element in makeCard(for: element, at: index) }
        cardsView.setCards(zip(cards, elements.indices).map { card, index in
            StackedFormCardsWidget.Card(implementation: card, collapsedHeight: collapsedHeight(at: index),
                                        overlap: elements[index].overlapSpace)
        })
        for element in elements { element.delegate = self }
        let ctaHeight = events.ctaButtonHeight?(self) ?? Self.automaticCtaButtonHeight
        gtk_widget_set_size_request(button, -1, ctaHeight >= 0 && ctaHeight.isFinite ? Int32(ctaHeight) : -1)
        renderButton()
    }

    // MARK: Moving

    /// What the call-to-action button does: from a valid step, the next step expands (or,
    /// on the last, the form completes). Returns false from an invalid step, where it lists
    /// the step's errors when ``showsErrorSummary`` is on and does nothing otherwise, and
    /// while a move is animating.
    @discardableResult
    public func advance() -> Bool {
        guard let flow else { return false }
        if flow.advance() { return true }
        if !flow.current.valid, !flow.isMoving, !flow.isComplete { _ = showErrorSummary() }
        return false
    }

    /// Goes back to the passed step at `index`; false for any other index or while a move
    /// is animating.
    @discardableResult
    public func goBack(to index: Int) -> Bool {
        flow?.goBack(to: index) ?? false
    }

    // MARK: StackedFormElementDelegate

    /// A step says its data is valid.
    public func dataDidBecomeValid(in element: any StackedFormViewElement) {
        if let index = index(of: element) { flow?.setValid(true, at: index) }
    }

    /// A step says its data is invalid.
    public func dataDidBecomeInvalid(in element: any StackedFormViewElement) {
        if let index = index(of: element) { flow?.setValid(false, at: index) }
    }

    /// A step says the user finished it: the current step advances if it is valid, and
    /// stays with its errors if not.
    public func didFinishInput(in element: any StackedFormViewElement) {
        guard let index = index(of: element), index == currentIndex else { return }
        advance()
    }

}
