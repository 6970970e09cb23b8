/// A form's values as a draft, and a draft's values back into the form.
extension Form {
    /// A draft of the values a user typed: every row that holds a value, by its tag's
    /// description, but the rows not kept in drafts (``Row/isKeptInDrafts``: passwords,
    /// PINs, card numbers, security codes and whatever the app marks), which never go to disk. Rows whose tags share
    /// a description are left out, so a value is never restored into the wrong row.
    public func draft(formID: String) -> FormDraft {
        var values: [String: FormValue] = [:]
        var shared: Set<String> = []
        for row in rows where Self.keepsInDraft(row) {
            let name = describe(row.tag)
            if values.updateValue(row.value, forKey: name) != nil { shared.insert(name) }
        }
        for name in shared { values[name] = nil }
        return FormDraft(formID: formID, values: values)
    }

    /// Puts the draft's values in the rows with the same tags, as if typed; returns how
    /// many rows changed. Values for tags the form no longer has, of another kind than
    /// the row's, or for rows not kept in drafts, are skipped.
    @discardableResult
    public func restore(_ draft: FormDraft) -> Int {
        var restored = 0
        for row in rows where Self.keepsInDraft(row) {
            // A value of another kind than the row's is refused by setValue, and skipped.
            guard let value = draft.values[describe(row.tag)], value != row.value,
                  (try? setValue(value, for: row.tag)) != nil
            else { continue }
            restored += 1
        }
        return restored
    }

    private static func keepsInDraft(_ row: Row<Tag>) -> Bool {
        guard row.isKeptInDrafts else { return false }
        if case .custom = row.kind { return row.value != .none }
        return true
    }
}
