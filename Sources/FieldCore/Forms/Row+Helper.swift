/// The helper a row shows below its field, and what a reset clears.
extension Row {
    /// Clears the row's messages, its helper and its history of updates (a reset).
    func forgetMessagesAndHistory() {
        field.removeAllMessages()
        helper = nil
        updates = RowUpdateTracker()
    }

    /// Shows a helper of `kind`: the same kind is configured again, another kind is replaced.
    func showHelper(kind: String, configure: (inout RowHelper) -> Void) -> HelperChange {
        let change: HelperChange
        var shown: RowHelper
        if let current = helper, current.kind == kind {
            shown = current
            change = .reconfigured
        } else {
            shown = RowHelper(kind: kind)
            change = helper == nil ? .shown : .replaced
        }
        configure(&shown)
        shown.configurationCount += 1
        helper = shown
        return change
    }
}
