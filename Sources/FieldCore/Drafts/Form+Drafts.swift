/// A form's values as a draft, and a draft's values back into the form.
extension Form {
    /// A draft of the values a user typed: every row that holds a value, by its tag's
    /// description, but the rows not kept in drafts (``Row/isKeptInDrafts``: passwords,
    /// PINs, card numbers, security codes and whatever the app marks), which never go to disk. Rows whose tags share
    /// a description are left out, so a value is never restored into the wrong row.
    public func draft(formID: String) -> FormDraft {
        FormDraft(of: self, formID: formID)
    }

    /// Puts the draft's values in the rows with the same tags, as if typed; returns how
    /// many rows changed. Values for tags the form no longer has, of another kind than
    /// the row's, or for rows not kept in drafts, are skipped.
    @discardableResult
    public func restore(_ draft: FormDraft) -> Int {
        draft.restore(into: self)
    }
}
