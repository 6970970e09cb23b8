import CGtk
import FieldCore
import GtkInterop

/// The column of overlapping cards of a ``StackedFormView`` (GType `MfStackedFormCards`):
/// the steps already passed, collapsed, each covering the previous one's overlap strip,
/// then the current step expanded. Steps not reached yet are not shown.
///
/// A move animates every card between its height before and after the move, cross-fades
/// the two cards that change, and calls back when it ends.
@MainActor
final class StackedFormCardsWidget: WidgetImplementation {
    /// A card and what its step says of its collapsed size.
    @MainActor
    struct Card {
        let implementation: StackedFormCardWidget
        /// The collapsed height above the overlap; negative for the collapsed view's own.
        var collapsedHeight: Double
        var overlap: Double
        var widget: UnsafeMutablePointer<GtkWidget> { implementation.widget }
    }

    private(set) var cards: [Card] = []
    /// The expanded card.
    private(set) var current = 0
    var motion = StackedFormMotion()
    private var move: Move?

    /// A move under way.
    private struct Move {
        let from: Int
        let to: Int
        /// Every card's height when the move began.
        let startHeights: [Double]
        var startTime: Double?
        /// Seconds since the first frame of the move.
        var elapsed = 0.0
        var tick: UInt32 = 0
        let done: () -> Void
    }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget)
        // Unmapped mid-move (its page hidden, say), it gets no more frames: end the move.
        _ = try? GObjectSignals.connect(widget, "unmap") { [weak self] _ in self?.finishMove() }
    }

    /// Replaces the cards; the first is expanded.
    func setCards(_ newCards: [Card]) {
        finishMove()
        for card in cards { gtk_widget_unparent(card.widget) }
        cards = newCards
        current = 0
        for card in cards { gtk_widget_set_parent(card.widget, widget) }
        for (index, card) in cards.enumerated() {
            card.implementation.show(expanded: index == 0)
            card.implementation.setExpandedStyle(index == 0)
            card.implementation.setContentOpacity(1)
        }
        updateShownCards()
        gtk_widget_queue_resize(widget)
    }

    /// Cards up to the current one are shown (mapped, so focus can go into them at once);
    /// later ones are hidden once they have shrunk away.
    private func updateShownCards(keeping heights: [Double]? = nil) {
        for (index, card) in cards.enumerated() {
            let shown = index <= current || (heights.map { $0[index] >= 0.5 } ?? false)
            if (gtk_widget_get_child_visible(card.widget) != 0) != shown { gtk_widget_set_child_visible(card.widget, shown ? 1 : 0) }
        }
    }

    /// Whether a move is animating.
    var isMoving: Bool { move != nil }

    /// Moves the expanded card from `from` to `to`, animated unless animations are off or
    /// the cards are not on screen, and calls `done` when the move ends.
    func animate(from: Int, to: Int, done: @escaping () -> Void) {
        finishMove()
        guard cards.indices.contains(from), cards.indices.contains(to) else { return done() }
        let animates = FieldChrome.animationsEnabled && gtk_widget_get_mapped(widget) != 0
        // Measured only on screen: cards never allocated would be measured at width 0,
        // which GTK warns about (a stacked form advanced from code before it is shown).
        let startHeights = animates ? heights(forWidth: gtk_widget_get_width(widget)) : []
        current = to
        cards[from].implementation.setExpandedStyle(false)
        cards[to].implementation.setExpandedStyle(true)
        guard animates else {
            settle(from: from, to: to)
            return done()
        }
        updateShownCards(keeping: startHeights)
        var newMove = Move(from: from, to: to, startHeights: startHeights, done: done)
        newMove.tick = FrameTicker.add(to: widget) { [weak self] time in self?.step(at: time) ?? false }
        move = newMove
        step(at: nil)
    }

    /// Ends a move at once, in its final state (its `done` is called).
    func finishMove() {
        guard let ending = move else { return }
        move = nil
        FrameTicker.remove(ending.tick, from: widget)
        settle(from: ending.from, to: ending.to)
        ending.done()
    }

    /// One frame of the move; false when it has ended.
    @discardableResult
    private func step(at time: Double?) -> Bool {
        guard var current = move else { return false }
        if current.startTime == nil, let time { current.startTime = time }
        let elapsed = time.map { $0 - (current.startTime ?? $0) } ?? 0
        current.elapsed = elapsed
        move = current
        guard elapsed < motion.duration else {
            finishMove()
            return false
        }
        let fade = motion.crossFade(at: elapsed)
        for (index, expands) in [(current.from, false), (current.to, true)] {
            let card = cards[index].implementation
            // The old view first (the one it leaves), then the new one.
            card.show(expanded: fade.showsNewView ? expands : !expands)
            card.setContentOpacity(fade.opacity)
        }
        gtk_widget_queue_allocate(widget)
        gtk_widget_queue_resize(widget)
        return true
    }

    private func settle(from: Int, to: Int) {
        for (index, card) in cards.enumerated() {
            card.implementation.show(expanded: index == to)
            card.implementation.setContentOpacity(1)
        }
        updateShownCards()
        gtk_widget_queue_resize(widget)
    }

    // MARK: Layout

    /// Each card's height at `width` once the current move (if any) ends.
    func targetHeights(forWidth width: Int32) -> [Double] {
        cards.enumerated().map { index, card in
            if index < current { return collapsedHeight(of: card, width: width) + max(0, card.overlap) }
            if index == current, let view = card.implementation.expandedView {
                return Double(StackedFormCardWidget.size(of: view, GTK_ORIENTATION_VERTICAL, forSize: width).natural)
            }
            return 0
        }
    }

    /// Each card's height now: between its start and target heights during a move.
    func heights(forWidth width: Int32) -> [Double] {
        let targets = targetHeights(forWidth: width)
        guard let move, move.startHeights.count == targets.count else { return targets }
        let progress = MaterialStyle.theme.motion.ease(motion.resizeProgress(at: move.elapsed))
        return zip(move.startHeights, targets).map { start, target in start + (target - start) * progress }
    }

    /// The top of each card: each covers the previous card's overlap strip.
    func tops(for heights: [Double]) -> [Double] {
        var y = 0.0
        return cards.indices.map { index in
            defer { y += max(0, heights[index] - min(max(0, cards[index].overlap), heights[index])) }
            return y
        }
    }

    private func collapsedHeight(of card: Card, width: Int32) -> Double {
        if card.collapsedHeight >= 0, card.collapsedHeight.isFinite { return card.collapsedHeight }
        guard let view = card.implementation.collapsedView else { return 0 }
        return Double(StackedFormCardWidget.size(of: view, GTK_ORIENTATION_VERTICAL, forSize: width).natural)
    }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let sizes = cards.map { StackedFormCardWidget.size(of: $0.widget, GTK_ORIENTATION_HORIZONTAL) }
            return (sizes.map(\.minimum).max() ?? 0, sizes.map(\.natural).max() ?? 0)
        }
        let width = forSize >= 0 ? forSize : (cards.map { StackedFormCardWidget.size(of: $0.widget, GTK_ORIENTATION_HORIZONTAL).natural }.max() ?? 0)
        let heights = heights(forWidth: width)
        let bottom = zip(tops(for: heights), heights).map { $0 + $1 }.max() ?? 0
        let size = Int32(bottom.rounded(.up))
        return (size, size)
    }

    override func allocate(width: Int32, height: Int32, baseline: Int32) {
        let heights = heights(forWidth: width)
        if move != nil { updateShownCards(keeping: heights) }
        // Hidden (later) cards are laid out too, so their controls have places before
        // they show (see StackedFormCardWidget.allocate).
        for (index, top) in tops(for: heights).enumerated() {
            GtkWidgets.place(cards[index].widget, x: 0, y: top.rounded(), width: width, height: Int32(heights[index].rounded()))
        }
    }

    override func dispose() {
        if let ending = move {
            move = nil
            FrameTicker.remove(ending.tick, from: widget)
        }
        super.dispose()
    }
}
