import CGtk
import FieldCore
import GtkInterop

/// Keeping what the user typed as a draft on disk, and offering it back.
extension FormView {
    /// Keeps what the user types in this form as a draft in `store` (written at most half a
    /// second after each change; passwords and PINs never), and offers back the draft a
    /// crash or a restart left in a banner above the rows: `prompt`, *Restore* and
    /// *Discard*. A draft file that cannot be read is set aside and the banner says why,
    /// with *Dismiss*. A successful ``submit()`` removes the draft.
    ///
    /// Call it before the view is shown: the banner is then the view's first Tab stop,
    /// where a window's first focus lands, and a screen reader reads `prompt` with
    /// *Restore*. After *Restore* or *Discard* the focus goes to the first row.
    ///
    /// ```swift
    /// let store = DraftStore(appID: "org.example.App", formID: "sign-up")
    /// view.keepDrafts(in: store, prompt: "Restore your unsaved sign-up?")
    /// ```
    ///
    /// Calling it again replaces the keeper (a new store, say); the old one writes no more.
    /// - Returns: the keeper, whose `DraftKeeper.offer` is the draft found, if any.
    @discardableResult
    public func keepDrafts(in store: DraftStore, prompt: String = Translations.string("Restore your unsaved changes?"))
        -> DraftKeeper {
        let keeper = DraftKeeper(form: form, store: store)
        let bar = DraftOfferBar(keeper: keeper, prompt: prompt)
        bar.onFocusLeft = { [weak self] in self?.focusNext() }
        setDraftBar(bar)
        draftKeeper = keeper
        return keeper
    }

    /// Moves the keyboard focus to the draft banner's *Restore* (or *Dismiss*) button;
    /// false when no banner shows.
    @discardableResult
    public func focusDraftOffer() -> Bool {
        draftBar?.grabFocus() ?? false
    }
}
