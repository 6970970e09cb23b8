/// The flow of a stacked multi-step form (`StackedFormView` on iOS), headless: which
/// step is expanded, the call-to-action button, advancing, going back, completion and
/// the collapsed steps' heights. Any number of steps from one up.
public final class StackedFormFlow<Data: Sendable> {
    /// The steps, in order.
    public private(set) var elements: [StackedFormElement<Data>]

    /// The expanded step.
    public private(set) var currentIndex = 0

    /// Whether the last step has been completed.
    public private(set) var isComplete = false

    /// The events, in order.
    public let events = Observers<StackedFormEvent>()

    /// Called with every step's data when the form completes
    /// (`didCompleteFormWith` on iOS).
    public var onComplete: (([Data]) -> Void)?

    /// Runs between a move's will-events and its did-events (a view's animation from the
    /// step `from` to the step `to`) and calls `done` once when it ends. Nil: the
    /// did-events follow the will-events at once.
    public var transition: ((_ from: Int, _ to: Int, _ done: @escaping () -> Void) -> Void)?

    /// Whether a move is between its will-events and its did-events. Moves asked for
    /// meanwhile are refused, so the events always come in will / did pairs.
    public private(set) var isMoving = false

    /// A flow over `elements`, with the first step expanded.
    ///
    /// - Throws: ``StackedFormError/noElements`` for an empty list.
    public init(elements: [StackedFormElement<Data>]) throws {
        guard !elements.isEmpty else { throw StackedFormError.noElements }
        self.elements = elements
    }

    /// The expanded step (`stackedFormElement(at:)` for the current index on iOS).
    public var current: StackedFormElement<Data> { elements[currentIndex] }

    /// The step at `index`, nil out of range.
    public func element(at index: Int) -> StackedFormElement<Data>? {
        elements.indices.contains(index) ? elements[index] : nil
    }

    /// The call-to-action button's text, nil when the current step has no button.
    public var ctaText: String? { current.ctaButtonText }

    /// Whether the call-to-action button is enabled: it follows the current step's validity.
    public var isCTAEnabled: Bool { current.valid && !isComplete }

    /// Why the call-to-action button is disabled, nil while it is enabled (or hidden): a
    /// disabled button never leaves the user without a reason.
    public var ctaHint: String? {
        guard ctaText != nil, !isComplete, !current.valid else { return nil }
        return current.invalidHint ?? Translations.string("Complete this step to continue")
    }

    /// The step reports its data valid or not (`dataDidBecomeValid` /
    /// `dataDidBecomeInvalid` on iOS).
    /// An index out of range is a no-op; a change emits ``StackedFormEvent/validityChanged(_:_:)``.
    public func setValid(_ valid: Bool, at index: Int) {
        guard elements.indices.contains(index), elements[index].valid != valid else { return }
        elements[index].valid = valid
        events.send(.validityChanged(index, valid))
    }

    /// The step's collected data changed; emits ``StackedFormEvent/dataChanged(_:)``. An
    /// index out of range is a no-op.
    public func setData(_ data: Data, at index: Int) {
        guard elements.indices.contains(index) else { return }
        elements[index].data = data
        events.send(.dataChanged(index))
    }

    /// The call-to-action (or `didFinishInput` on iOS): when the current step is
    /// valid, collapses it and expands the next, or completes the form on the last step.
    /// Returns false, doing nothing, while the step is invalid or a move is under way.
    @discardableResult
    public func advance() -> Bool {
        guard current.valid, !isComplete, !isMoving else { return false }
        guard currentIndex + 1 < elements.count else {
            isComplete = true
            events.send(.completed)
            onComplete?(elements.map(\.data))
            return true
        }
        move(to: currentIndex + 1)
        return true
    }

    /// The user chose a collapsed step: it expands and the current one collapses.
    /// Returns false for the current step, one not yet reached, or while a move is under way.
    @discardableResult
    public func goBack(to index: Int) -> Bool {
        guard index >= 0, index < currentIndex, !isMoving else { return false }
        isComplete = false
        move(to: index)
        return true
    }

    /// The top edge and visible height of each collapsed step above the expanded one: a
    /// collapsed step shows its height plus its overlap, and the next step covers the overlap.
    public func collapsedFrames() -> [(y: Double, height: Double)] {
        var y = 0.0
        return elements[..<currentIndex].map { element in
            let height = max(0, element.collapsedViewHeight)
            defer { y += height }
            return (y, height + max(0, element.overlapSpace))
        }
    }

    /// Where the expanded step starts: below the collapsed steps.
    public var expandedTop: Double {
        elements[..<currentIndex].reduce(0) { $0 + max(0, $1.collapsedViewHeight) }
    }

    private func move(to index: Int) {
        let previous = currentIndex
        isMoving = true
        events.send(.willCollapse(previous))
        events.send(.willExpand(index))
        currentIndex = index
        guard let transition else { return finishMove(from: previous, to: index) }
        transition(previous, index) { [weak self] in self?.finishMove(from: previous, to: index) }
    }

    private func finishMove(from previous: Int, to index: Int) {
        guard isMoving else { return } // `done` called twice
        isMoving = false
        events.send(.didCollapse(previous))
        events.send(.didExpand(index))
    }
}
