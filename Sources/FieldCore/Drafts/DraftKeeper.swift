/// Keeps a form's draft on disk as the user types, and offers back the one a crash or a
/// restart left behind.
///
/// Each change of a value schedules one write, at most `interval` later, so the draft on
/// disk is never more than `interval` behind what was typed however fast the typing; a
/// form with nothing unsaved has no draft. Passwords and PINs are never written (see
/// ``Form/draft(formID:)``).
///
/// ```swift
/// let keeper = DraftKeeper(form: form, store: DraftStore(appID: "org.example.App", formID: "sign-up"))
/// if keeper.offer != nil { /* "Restore your unsaved sign-up?" */ keeper.restore() }
/// // after a successful submit, or when the user throws the changes away:
/// keeper.clear()
/// ```
@MainActor
public final class DraftKeeper {
    /// Where the draft is kept.
    public let store: DraftStore
    /// The longest a change waits to be written.
    public let interval: Duration
    /// The draft found on disk when the keeper started, until the user restores or
    /// discards it.
    public private(set) var offer: FormDraft?
    /// Why the draft on disk was refused at the start (it is set aside as
    /// `<form>.json.rejected`), or why the last write failed; nil when all is well.
    public private(set) var problem: DraftError?
    /// How many drafts were written, for tests and figures.
    public private(set) var writes = 0
    /// Called after ``offer`` or ``problem`` change.
    public let changes = Observers<Void>()

    private let makeDraft: @MainActor () -> FormDraft?
    private let apply: @MainActor (FormDraft) -> Void
    private var token: ObservationToken?
    private var pending: Task<Void, Never>?

    /// Keeps `form`'s draft in `store`, reading the one already there as ``offer``.
    public init<Tag>(form: Form<Tag>, store: DraftStore, interval: Duration = .milliseconds(500)) {
        self.store = store
        self.interval = interval
        makeDraft = { [weak form] in
            guard let draft = form?.draft(formID: store.formID), form?.hasUnsavedChanges == true || draft.holdsTypedText else { return nil }
            return draft
        }
        apply = { [weak form] draft in form?.restore(draft) }
        do {
            offer = try store.load()
        } catch {
            problem = error
            store.setAside()
        }
        token = form.changes.add { [weak self] change in
            // Text typed that the field refused changes its error, not its value.
            switch change {
            case .value, .error: self?.scheduleWrite()
            default: break
            }
        }
    }

    /// Puts the offered draft's values in the form, as if typed.
    public func restore() {
        guard let offer else { return }
        self.offer = nil
        apply(offer)
        changes.send(())
        flush()
    }

    /// Drops the offered draft; what the form holds now is what is kept.
    public func discard() {
        guard offer != nil else { return }
        offer = nil
        changes.send(())
        flush()
    }

    /// Removes the draft: the form was submitted and accepted, or the user threw the
    /// changes away. (A MaterialFields `FormView` that keeps drafts does this on a
    /// successful submit.)
    public func clear() {
        pending?.cancel()
        pending = nil
        offer = nil
        store.clear()
        changes.send(())
    }

    /// Forgets ``problem`` once the user has read it (the refused file stays set aside).
    public func dismissProblem() {
        guard problem != nil else { return }
        problem = nil
        changes.send(())
    }

    /// Writes the draft now (the window is closing, say) instead of after the interval.
    public func flush() {
        pending?.cancel()
        pending = nil
        write()
    }

    private func scheduleWrite() {
        guard pending == nil else { return }
        let interval = interval
        pending = Task { [weak self] in
            try? await Task.sleep(for: interval)
            guard !Task.isCancelled, let self else { return }
            self.pending = nil
            self.write()
        }
    }

    private func write() {
        guard let draft = makeDraft() else {
            // A draft still offered stays on disk until the user answers.
            if offer == nil { store.clear() }
            return
        }
        do {
            try store.save(draft)
            writes += 1
            if problem != nil {
                problem = nil
                changes.send(())
            }
        } catch {
            problem = error
            changes.send(())
        }
    }
}
