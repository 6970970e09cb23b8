/// The rules a form keeps about itself, checked (see ``Form/invariantViolations()``).
enum FormInvariants {
    /// The ways `form` breaks its rules, empty when it holds together.
    static func violations<Tag>(of form: Form<Tag>) -> [String] {
        var violations: [String] = []
        let order = form.sections.flatMap(\.tags)
        if Set(order).count != order.count { violations.append("a tag is in the sections twice") }
        for tag in order where form.findRow(tag: tag) == nil { violations.append("no row for \(tag)") }
        if let focused = form.focusedTag, form.findRow(tag: focused)?.canTakeFocus != true {
            violations.append("\(focused) has focus but cannot take it")
        }
        if form.rows.filter(\.field.isFocused).count > 1 { violations.append("two rows have focus") }
        for row in form.rows {
            if row.kind.isField, case .stored = row.valueModel, row.value.kindName == row.kind.emptyValue.kindName {
                violations.append("\(row.tag) keeps a \(row.value.kindName) outside its field's model")
            }
            if row.errorMessage?.isEmpty == true, row.externalError == nil, !row.rules.isEmpty {
                violations.append("\(row.tag) is in error with no message")
            }
        }
        var tag = form.nextFocusableTag(after: nil)
        var visited: Set<Tag> = []
        while let current = tag, !visited.contains(current) {
            visited.insert(current)
            if form.findRow(tag: current)?.canTakeFocus != true { violations.append("focus order reaches \(current)") }
            tag = form.nextFocusableTag(after: current)
        }
        return violations
    }
}
