extension Form {
    /// The ways the form breaks its own rules, empty when it holds together: each tag in
    /// the sections has exactly one row, at most one row has focus and it can take it, a field's value lives
    /// in its field's model, a row in error has a message to show, and the focus order
    /// skips hidden and disabled rows. Property tests and the demo's fuzzing check it.
    public func invariantViolations() -> [String] {
        var violations: [String] = []
        let order = sections.flatMap(\.tags)
        if Set(order).count != order.count { violations.append("a tag is in the sections twice") }
        for tag in order where findRow(tag: tag) == nil { violations.append("no row for \(tag)") }
        if let focused = focusedTag, findRow(tag: focused)?.canTakeFocus != true {
            violations.append("\(focused) has focus but cannot take it")
        }
        if rows.filter(\.field.isFocused).count > 1 { violations.append("two rows have focus") }
        for row in rows {
            if row.kind.isField, case .stored = row.valueModel, row.value.kindName == row.kind.emptyValue.kindName {
                violations.append("\(row.tag) keeps a \(row.value.kindName) outside its field's model")
            }
            if row.errorMessage?.isEmpty == true, row.externalError == nil, !row.rules.isEmpty {
                violations.append("\(row.tag) is in error with no message")
            }
        }
        var tag = nextFocusableTag(after: nil)
        var visited: Set<Tag> = []
        while let current = tag, !visited.contains(current) {
            visited.insert(current)
            if findRow(tag: current)?.canTakeFocus != true { violations.append("focus order reaches \(current)") }
            tag = nextFocusableTag(after: current)
        }
        return violations
    }
}
