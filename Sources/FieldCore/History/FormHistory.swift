/// Form-level undo and redo: edits across rows, rows and sections inserted or removed, and
/// resets, each taken back with the focus on the row it touched.
///
/// Everything one event does is one step: a keystroke, or a switch that shows a new row
/// (its value and the row inserted), or a reset. Keystrokes in one row follow each other
/// into one step until the focus moves to another row, so undo takes back what was typed
/// in a field, not a letter (a field's own text undo, inside it, goes letter group by
/// letter group). A change that leaves everything as it was (text typed and then undone
/// by the field itself) leaves no step.
///
/// ```swift
/// let history = FormHistory(form: form)
/// try form.edit("name", to: .text("Ada"))
/// history.undo()   // the name is empty again, and focused
/// history.redo()
/// ```
///
/// Values the app sets in code are steps too: a row the app fills because the user
/// chose something goes back with that choice when both happen in one event.
@MainActor
public final class FormHistory<Tag: RowTag> {
    /// The form whose changes are kept.
    public let form: Form<Tag>
    /// The most steps kept; older ones are forgotten.
    public let limit: Int
    /// Called after ``canUndo`` or ``canRedo`` may have changed (an Undo button's state).
    public let changes = Observers<Void>()

    private var undoSteps: [[HistoryChange<Tag>]] = []
    private var redoSteps: [[HistoryChange<Tag>]] = []
    /// What happened in this event so far; it becomes a step at the next turn of the
    /// main actor (or before an undo).
    private var open: [HistoryChange<Tag>] = []
    private var closing: Task<Void, Never>?
    /// The row the last step edited while the focus stayed in it: the next edit of it joins.
    private var joinableTag: Tag?
    /// The values and layout as last seen, the "before" of the next change.
    private var values: [Tag: FormValue]
    private var layout: FormLayout<Tag>
    /// Set while undo or redo changes the form: the history is then hearing its own
    /// writes, which are the step being undone or redone, not new steps.
    private var isApplying = false
    private var token: ObservationToken?

    /// Keeps `form`'s changes from now on, `limit` steps at most (at least one).
    public init(form: Form<Tag>, limit: Int = 100) {
        self.form = form
        self.limit = max(1, limit)
        values = [:]
        layout = FormLayout(form)
        resync()
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
    }

    /// Whether there is a step to take back.
    public var canUndo: Bool { !undoSteps.isEmpty || open.contains { !$0.isEmpty } }
    /// Whether there is an undone step to do again.
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Takes back the last step and returns the row it focused (the row edited, a row put
    /// back, the first row a reset had changed), nil when there was nothing to undo or no
    /// row to focus.
    @discardableResult
    public func undo() -> Tag? {
        closeStep()
        guard let step = undoSteps.popLast() else { return nil }
        let focus = apply(step.reversed(), forward: false)
        redoSteps.append(step)
        changes.send(())
        return focus
    }

    /// Does the last undone step again and returns the row it focused.
    @discardableResult
    public func redo() -> Tag? {
        closeStep()
        guard let step = redoSteps.popLast() else { return nil }
        let focus = apply(step, forward: true)
        undoSteps.append(step)
        changes.send(())
        return focus
    }

    /// Forgets every step (after a submit, say).
    public func clear() {
        closeStep()
        undoSteps.removeAll()
        redoSteps.removeAll()
        changes.send(())
    }

    // MARK: Recording

    private func formChanged(_ change: FormChange<Tag>) {
        guard !isApplying else { return }
        switch change {
        case .value(let tag):
            guard !form.isResetting, let value = try? form.value(of: tag) else { return }
            record(.edit(tag, before: values[tag] ?? value, after: value))
            values[tag] = value
        case .structure:
            let current = form.values
            if form.isResetting {
                record(.reset(before: values.filter { current[$0.key] != nil && current[$0.key] != $0.value },
                              after: current.filter { values[$0.key] != nil && values[$0.key] != $0.value }))
                values = current
            }
            let now = FormLayout(form)
            guard now.tags != layout.tags || now.keys != layout.keys else { return }
            record(.layout(before: layout, after: now))
            layout = now
            // Only rows that came or went: a value change being reported (the edit that
            // made the app add this row) still needs its "before".
            values = values.filter { current[$0.key] != nil }.merging(current) { kept, _ in kept }
        case .focus(let tag):
            if tag != joinableTag { joinableTag = nil }
        case .error, .warning, .helper, .check, .theme:
            break
        }
    }

    /// Takes the form's values and layout as they are now, as the point the next step
    /// starts from.
    private func resync() {
        values = form.values
        layout = FormLayout(form)
    }

    private func record(_ change: HistoryChange<Tag>) {
        guard !change.isEmpty else { return }
        open.append(change)
        // Told once per event: canUndo and canRedo change at its first change, if at all.
        guard closing == nil else { return }
        redoSteps.removeAll()
        closing = Task { [weak self] in self?.closeStep() }
        changes.send(())
    }

    /// Makes what happened in this event one step, or part of the last one when both only
    /// edit the row the focus stayed in.
    private func closeStep() {
        closing?.cancel()
        closing = nil
        let step = open
        open = []
        guard !step.isEmpty else { return }
        let edited = Self.onlyEdits(step)
        if let edited, edited == joinableTag, let last = undoSteps.last, Self.onlyEdits(last) == edited {
            undoSteps.removeLast()
            let joined = Self.joined(last + step)
            if !joined.isEmpty { undoSteps.append(joined) }
        } else {
            let joined = Self.joined(step)
            if !joined.isEmpty { undoSteps.append(joined) }
        }
        joinableTag = edited
        if undoSteps.count > limit { undoSteps.removeFirst(undoSteps.count - limit) }
    }

    /// The row every change of `step` edits, when they all edit one row; nil otherwise.
    private static func onlyEdits(_ step: [HistoryChange<Tag>]) -> Tag? {
        guard case .edit(let tag, _, _)? = step.first else { return nil }
        for change in step {
            guard case .edit(tag, _, _) = change else { return nil }
        }
        return tag
    }

    /// Consecutive edits of one row made one edit; edits that end where they began dropped.
    private static func joined(_ step: [HistoryChange<Tag>]) -> [HistoryChange<Tag>] {
        var result: [HistoryChange<Tag>] = []
        for change in step {
            if case .edit(let tag, _, let after) = change, case .edit(let previous, let before, _)? = result.last, previous == tag {
                result[result.count - 1] = .edit(tag, before: before, after: after)
            } else {
                result.append(change)
            }
        }
        return result.filter { !$0.isEmpty }
    }

    // MARK: Applying

    /// Puts each change of `changes` in the form, forward or back, and focuses the row
    /// the last one touched; returns it.
    private func apply(_ changes: [HistoryChange<Tag>], forward: Bool) -> Tag? {
        isApplying = true
        var focus: Tag?
        for change in changes {
            switch change {
            case .edit(let tag, let before, let after):
                try? form.setValue(forward ? after : before, for: tag)
                focus = tag
            case .layout(let before, let after):
                let (from, to) = forward ? (before, after) : (after, before)
                to.apply(to: form)
                focus = to.tags(missingFrom: from).first ?? focus
            case .reset(let before, let after):
                let target = forward ? after : before
                for (tag, value) in target { try? form.setValue(value, for: tag) }
                focus = form.sections.flatMap(\.tags).first { target[$0] != nil } ?? focus
            }
        }
        resync()
        joinableTag = nil
        isApplying = false
        if let focus, form.findRow(tag: focus)?.isFocusable == true, !(form.findRow(tag: focus)?.isHidden ?? true) {
            _ = form.focus(focus)
        }
        return focus
    }
}
