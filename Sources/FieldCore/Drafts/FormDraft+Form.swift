/// A draft taken from a form's rows, and put back into them.
extension FormDraft {
    /// A draft of `form`'s values for the form `formID` (see ``Form/draft(formID:)``).
    init<Tag>(of form: Form<Tag>, formID: String) {
        var values: [String: FormValue] = [:]
        var typed: [String: String] = [:]
        var shared: Set<String> = []
        for row in form.rows where Self.keeps(row) {
            let name = String(describing: row.tag)
            if values.updateValue(row.value, forKey: name) != nil { shared.insert(name) }
            typed[name] = row.valueModel.holder?.typedText
        }
        // A value is never restored into the wrong row.
        for name in shared {
            values[name] = nil
            typed[name] = nil
        }
        self.init(formID: formID, values: values, typed: typed.isEmpty ? nil : typed)
    }

    /// Puts the values in `form`'s rows as if typed, and the text typed that no value held;
    /// returns how many rows changed (see ``Form/restore(_:)``).
    func restore<Tag>(into form: Form<Tag>) -> Int {
        var restored = 0
        for row in form.rows where Self.keeps(row) {
            // A value of another kind than the row's is refused by setValue, and skipped.
            let name = String(describing: row.tag)
            var changed = false
            if let value = values[name], value != row.value, (try? form.setValue(value, for: row.tag)) != nil { changed = true }
            // Then the text typed over it, read or refused as when it was typed.
            if let text = typed?[name], let holder = row.valueModel.holder, holder.typedText != text {
                holder.retype(text)
                changed = true
            }
            if changed { restored += 1 }
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
