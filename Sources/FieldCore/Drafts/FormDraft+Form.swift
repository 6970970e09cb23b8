/// A draft taken from a form's rows, and put back into them.
extension FormDraft {
    /// A draft of `form`'s values for the form `formID` (see ``Form/draft(formID:)``).
    init<Tag>(of form: Form<Tag>, formID: String) {
        var values: [String: FormValue] = [:]
        var shared: Set<String> = []
        for row in form.rows where Self.keeps(row) {
            let name = String(describing: row.tag)
            if values.updateValue(row.value, forKey: name) != nil { shared.insert(name) }
        }
        // A value is never restored into the wrong row.
        for name in shared { values[name] = nil }
        self.init(formID: formID, values: values)
    }

    /// Puts the values in `form`'s rows as if typed; returns how many changed (see
    /// ``Form/restore(_:)``).
    func restore<Tag>(into form: Form<Tag>) -> Int {
        var restored = 0
        for row in form.rows where Self.keeps(row) {
            // A value of another kind than the row's is refused by setValue, and skipped.
            guard let value = values[String(describing: row.tag)], value != row.value,
                  (try? form.setValue(value, for: row.tag)) != nil
            else { continue }
            restored += 1
        }
        return restored
    }

    /// Whether `row`'s value goes into a draft: kept in drafts, and not a custom row with none.
    private static func keeps<Tag>(_ row: Row<Tag>) -> Bool {
        guard row.isKeptInDrafts else { return false }
        if case .custom = row.kind { return row.value != .none }
        return true
    }
}
