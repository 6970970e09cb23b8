import CGtk
import FieldCore
import GtkInterop

/// A multi-step form of overlapping cards with one call-to-action button (the StackedForm
/// seed's `StackedFormView`, GType `MfStackedFormView`).
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
@MainActor
public final class StackedFormView: StackedFormElementDelegate {
    /// Returned by ``StackedFormViewEvents/collapsedHeight`` for a step's own collapsed height (the seed's
    /// `StackFormViewAutomaticElementHeight`).
    public static let automaticElementHeight = -1.0
    /// Returned by ``StackedFormViewEvents/ctaButtonHeight`` for the button's own height (the seed's
    /// `StackFormViewAutomaticCtaButtonHeight`).
    public static let automaticCtaButtonHeight = -1.0

    /// Where the steps come from; read by ``setup()``.
    public weak var dataSource: (any StackedFormViewDataSource)?
    /// What the view tells and asks the app, as closures (``onComplete`` is one of them).
    public var events = StackedFormViewEvents()
    /// The seed's delegate, held weakly: setting it replaces ``events`` with closures that
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
    /// The widget, held while the app holds the view; nil once the widget holds the view
    /// instead (see ``widgetOwnsView(through:)``).
    private var reference: GObjectRef?
    private let widgetPointer: UnsafeMutablePointer<GtkWidget>
    private let implementation: StackedFormViewWidget
    private var cards: [StackedFormCardWidget] = []
    private var flow: StackedFormFlow<Int>?
    private var token: ObservationToken?
    /// The steps given to ``init(elements:)``, which serve as the data source.
    private var ownSource: StepList?

    /// An empty stacked form: set ``dataSource`` and call ``setup()``.
    public init() {
        let widget = MaterialFieldTypes.instantiate(MaterialFieldTypes.stackedFormView)
        reference = GObjectRef(widget)
        widgetPointer = widget
        guard let implementation = WidgetType.implementation(of: widget, as: StackedFormViewWidget.self) else {
            preconditionFailure("MfStackedFormView has no implementation")
        }
        self.implementation = implementation
        implementation.onCTA = { [weak self] in self?.advance() }
        EventControllers.onKeyPress(of: implementation.cards.widget) { [weak self] keyval, _ in
            self?.returnPressed(keyval) ?? false
        }
        renderButton()
    }

    /// A stacked form of `elements`, set up.
    ///
    /// - Throws: `StackedFormError.noElements` for an empty list.
    public convenience init(elements: [any StackedFormViewElement]) throws {
        self.init()
        let source = StepList(elements: elements)
        ownSource = source
        dataSource = source
        try setup()
    }

    isolated deinit {
        if let reference { MainLoop.keepAliveUntilIdle(reference) }
    }

    /// The GTK widget, to put in a window or any container.
    public var widget: Widget { reference.map(Widget.init) ?? Widget(widgetPointer) }

    /// Turns ownership around, for languages that hold the widget rather than this view (the
    /// C library): the widget keeps `keeper` (a wrapper that holds this view) alive until it
    /// is destroyed. Returns the floating widget, to hand over untouched.
    package func widgetOwnsView(through keeper: AnyObject) -> UnsafeMutablePointer<GtkWidget> {
        implementation.handOver(&reference, to: keeper)
    }

    /// The call-to-action button (to style it, or to find it in a test).
    public var ctaButton: Widget { Widget(implementation.ctaButton) }

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

    /// The step at `index` (the seed's `stackedFormElement(at:)`), nil out of range.
    public func stackedFormElement(at index: Int) -> (any StackedFormViewElement)? {
        elements.indices.contains(index) ? elements[index] : nil
    }

    /// Reads the steps from ``dataSource`` and shows the first one expanded, discarding
    /// any earlier state.
    ///
    /// - Throws: `StackedFormError.noElements` when the data source has no steps (or
    ///   there is no data source); the view is then empty.
    public func setup() throws {
        implementation.cards.finishMove()
        for card in cards {
            for view in [card.collapsedView, card.expandedView].compactMap({ $0 }) { gtk_widget_unparent(view) }
        }
        let count = dataSource.map { max(0, $0.numberOfElements(in: self)) } ?? 0
        elements = dataSource.map { source in (0..<count).map { source.stackedFormView(self, stackedFormElementAt: $0) } } ?? []
        token = nil
        flow = nil
        cards = []
        implementation.cards.setCards([])
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
            self.implementation.cards.animate(from: from, to: to, done: done)
        }
        token = flow.events.add { [weak self] event in self?.flowChanged(event) }
        self.flow = flow
        cards = elements.enumerated().map { index, element in makeCard(for: element, at: index) }
        implementation.cards.setCards(zip(cards, elements.indices).map { card, index in
            StackedFormCardsWidget.Card(implementation: card, collapsedHeight: collapsedHeight(at: index),
                                        overlap: elements[index].overlapSpace)
        })
        for element in elements { element.delegate = self }
        let ctaHeight = events.ctaButtonHeight?(self) ?? Self.automaticCtaButtonHeight
        gtk_widget_set_size_request(implementation.ctaButton, -1, ctaHeight >= 0 && ctaHeight.isFinite ? Int32(ctaHeight) : -1)
        renderButton()
    }

    // MARK: Moving

    /// What the call-to-action button does: from a valid step, the next step expands (or,
    /// on the last, the form completes). Returns false, doing nothing, from an invalid step
    /// or while a move is animating.
    @discardableResult
    public func advance() -> Bool {
        flow?.advance() ?? false
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

    /// A step says the user finished it: the current step advances if it is valid (the
    /// seed advanced without checking).
    public func didFinishInput(in element: any StackedFormViewElement) {
        guard let index = index(of: element), index == currentIndex else { return }
        advance()
    }

    // MARK: Rendering

    private func flowChanged(_ event: StackedFormEvent) {
        switch event {
        case .willCollapse(let index):
            elements[index].prepareToCollapse()
            events.willCollapse?(self, index)
        case .willExpand(let index):
            elements[index].prepareToExpand()
            events.willExpand?(self, index)
        case .didCollapse(let index):
            events.didCollapse?(self, index)
        case .didExpand(let index):
            events.didExpand?(self, index)
            moveFocus(into: index)
        case .validityChanged, .dataChanged:
            renderButton()
        case .completed:
            renderButton()
            events.didComplete?(elements)
            implementation.emit("completed")
        }
    }

    /// The button shows the current step's text (or fades out without one), is sensitive
    /// only for a valid step, with the reason under it while it is not, and is styled by
    /// ``events`` for its state.
    private func renderButton() {
        let text = flow?.ctaText
        gtk_revealer_set_reveal_child(gCast(implementation.ctaRevealer), text == nil ? 0 : 1)
        if let text { gtk_button_set_label(gCast(implementation.ctaButton), text) }
        implementation.showHint(flow?.ctaHint)
        let enabled = flow?.isCTAEnabled ?? false
        if (gtk_widget_get_sensitive(implementation.ctaButton) != 0) != enabled { gtk_widget_set_sensitive(implementation.ctaButton, enabled ? 1 : 0) }
        if let styleButton = events.styleButton {
            styleButton(self, ctaButton, enabled)
        } else {
            Self.styleButton(ctaButton, isValid: enabled)
        }
    }

    private func makeCard(for element: any StackedFormViewElement, at index: Int) -> StackedFormCardWidget {
        let widget = MaterialFieldTypes.instantiate(MaterialFieldTypes.stackedFormCard)
        guard let card = WidgetType.implementation(of: widget, as: StackedFormCardWidget.self) else {
            preconditionFailure("MfStackedFormCard has no implementation")
        }
        for view in [element.collapsedView.pointer, element.expandedView.pointer] where gtk_widget_get_parent(view) != nil {
            gtk_widget_unparent(view)
        }
        card.setViews(collapsed: element.collapsedView.pointer, expanded: element.expandedView.pointer)
        Accessibility.setLabel(element.title, of: widget)
        // A click or Return on a passed step's card goes back to it.
        EventControllers.onClick(of: widget) { [weak self] _, _ in self?.goBack(to: index) }
        EventControllers.onKeyPress(of: widget, phase: GTK_PHASE_BUBBLE) { [weak self] keyval, _ in
            guard let self, gtk_widget_has_focus(widget) != 0, Self.isActivation(keyval) else { return false }
            return self.goBack(to: index)
        }
        return card
    }

    /// The button's own style: the accent colour while the step is valid.
    static func styleButton(_ button: Widget, isValid: Bool) {
        GtkWidgets.setClass("suggested-action", on: button.pointer, isValid)
    }

    private func collapsedHeight(at index: Int) -> Double {
        let asked = events.collapsedHeight?(self, index) ?? Self.automaticElementHeight
        return asked >= 0 && asked.isFinite ? asked : elements[index].collapsedViewHeight
    }

    private func index(of element: any StackedFormViewElement) -> Int? {
        elements.firstIndex { $0 === element }
    }

    /// Keyboard focus goes to the first control of the step that just expanded (to the
    /// call-to-action button when the step has none, as a review step has not: so Return
    /// does what the button says, and focus never lands on a collapsed card), and the card
    /// scrolls into view once it is laid out.
    private func moveFocus(into index: Int) {
        focusFirstControl(of: index, orButton: false)
        let focusNow = focusWidget
        // When the cards have been laid out at their new heights and the scroll range
        // knows them. GTK 4.18 maps the new step's controls only then: focus goes in if it
        // could not before, unless the user has moved it since to a widget on screen
        // (fast typing gets there first, and taking focus back would select what they
        // typed). Focus GTK put on the collapsing card, or lost, is no move.
        FrameTicker.afterLayout(of: implementation.cards.widget) { [weak self] in
            guard let self else { return }
            let focusMoved = focusWidget.map { focus in
                focus != focusNow && gtk_widget_get_mapped(focus) != 0 && !cards.contains { $0.widget == focus }
            } ?? false
            if !focusMoved { focusFirstControl(of: index, orButton: true) }
            scrollIntoView(index)
        }
    }

    /// The widget with keyboard focus in the view's window, if any.
    private var focusWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(widgetPointer).flatMap { gtk_root_get_focus($0) }
    }

    /// Focuses the first control of step `index`'s expanded view unless focus is in it;
    /// with `orButton`, the call-to-action button when the step has no control. Nothing
    /// while the view is in no window (GTK 4.18's text criticises a focus with no root).
    private func focusFirstControl(of index: Int, orButton: Bool) {
        guard gtk_widget_get_root(widgetPointer) != nil, cards.indices.contains(index), let view = cards[index].expandedView,
              !KeyboardFocus.isInside(view),
              gtk_widget_child_focus(view, GTK_DIR_TAB_FORWARD) == 0, orButton else { return }
        gtk_widget_grab_focus(implementation.ctaButton)
    }

    private func scrollIntoView(_ index: Int) {
        let cardsWidget = implementation.cards.widget
        guard cards.indices.contains(index), gtk_widget_get_mapped(cardsWidget) != 0,
              let adjustment = gtk_scrolled_window_get_vadjustment(gCast(implementation.scroller)) else { return }
        let heights = implementation.cards.heights(forWidth: gtk_widget_get_width(cardsWidget))
        let top = implementation.cards.tops(for: heights)[index]
        gtk_adjustment_clamp_page(adjustment, top, top + heights[index])
    }

    /// Return in the last text entry of a step advances, as its button would, when the
    /// step is valid; when it is not, Return stays there (rather than moving focus on, as
    /// a field's Return does, which would wrap round to the first card), or opens the
    /// popup of the field it is in.
    private func returnPressed(_ keyval: UInt32) -> Bool {
        guard keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter),
              let flow, cards.indices.contains(flow.currentIndex),
              let view = cards[flow.currentIndex].expandedView,
              let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root),
              gIsA(focus, gtk_text_get_type()), gtk_widget_is_ancestor(focus, view) != 0
        else { return false }
        guard Self.textEntries(under: view).last == focus else { return false }
        if advance() { return true }
        // The step is not done: Return stays, but in a field with a popup (a date, a picker)
        // Return still opens it, the way to fill it from the keyboard.
        let field = gtk_widget_get_parent(focus).flatMap { WidgetType.implementation(of: $0, as: FieldWidget.self) }
        return field?.popup == nil
    }

    /// The editable, shown single-line text inputs under `root`, in order.
    private static func textEntries(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        WidgetChildren.tree(under: root).filter {
            gIsA($0, gtk_text_get_type()) && gtk_editable_get_editable(OpaquePointer($0)) != 0 && gtk_widget_get_mapped($0) != 0
        }
    }

    private static func isActivation(_ keyval: UInt32) -> Bool {
        [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space].map { UInt32($0) }.contains(keyval)
    }

    /// The data source of a view made from a list of steps.
    private final class StepList: StackedFormViewDataSource {
        let elements: [any StackedFormViewElement]

        init(elements: [any StackedFormViewElement]) { self.elements = elements }

        func numberOfElements(in stackedFormView: StackedFormView) -> Int { elements.count }

        func stackedFormView(_ stackedFormView: StackedFormView, stackedFormElementAt index: Int) -> any StackedFormViewElement {
            elements[index]
        }
    }
}
