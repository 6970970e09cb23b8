import CGtk

extension WidgetObject {
    /// The value of the declared property `name` from the type's `WidgetHooks/propertyTable`
    /// (nil when the table has no such entry): the default accessor.
    package func tableValue(forProperty name: String) -> PropertyValue? {
        propertyTable.index(of: name).flatMap { propertyTable.entries[$0].read(self) }
    }

    /// Sets the declared property `name` through the type's table: the default accessor.
    package func setTableValue(_ value: PropertyValue, forProperty name: String) {
        guard let index = propertyTable.index(of: name) else { return }
        propertyTable.entries[index].write(self, value)
    }

    /// Emits "notify" once for each property of `source` whose value differs from the last
    /// one notified (at first, its default), as libadwaita's widgets do: a set that
    /// changes nothing is silent, however the change came (Swift, `g_object_set`, the
    /// user). Only the properties that follow `source` are read.
    package func notifyChangedProperties(_ source: PropertySource = .model) {
        guard !isDisposed, let hooks else { return }
        let table = propertyTable
        for index in table.indices(of: source) {
            guard let current = table.accessors[index](self, nil) ?? hooks.value(forProperty: table.entries[index].definition.name),
                  current != notifiedValue(at: index, of: table) else { continue }
            notifiedValues[index] = current
            if let spec = table.specs[index] { g_object_notify_by_pspec(instance.gObject, spec) }
            for spec in table.followers[index] { g_object_notify_by_pspec(instance.gObject, spec) }
        }
    }

    /// Holds the object's `notify::*` emissions, GTK's own included, until as many
    /// ``thawNotifications()``, as `g_object_freeze_notify` does; each property held is
    /// emitted once then.
    package func freezeNotifications() {
        g_object_freeze_notify(instance.gObject)
    }

    /// Emits the notifications ``freezeNotifications()`` held, once the last freeze is
    /// thawed.
    package func thawNotifications() {
        g_object_thaw_notify(instance.gObject)
    }

    // By position in the table: no string hashing on a keystroke's path.
    private func notifiedValue(at index: Int, of table: PropertyTable) -> PropertyValue {
        if notifiedValues.isEmpty { notifiedValues = table.defaults }
        return notifiedValues[index]
    }

    /// Emits one of the type's declared signals with `arguments`; returns the handlers'
    /// Bool answer for signals that return one. A no-op after disposal.
    @discardableResult
    package func emit(_ signal: String, _ arguments: PropertyValue...) -> Bool {
        guard !isDisposed else { return false }
        return GObjectEmission.emit(instance.gObject, signal, arguments)
    }

    /// Whether the app lets something happen, asked through a boolean signal such as
    /// `should-begin-editing`: the last handler's answer, or true when none is connected
    /// (an unconnected signal answers false, which would refuse everything).
    package func approves(_ signal: String, _ arguments: PropertyValue...) -> Bool {
        guard !isDisposed else { return true }
        return GObjectEmission.approves(instance.gObject, signal, arguments)
    }

    /// Runs `change`, which makes the type's editable delegate another `GtkText`, with the
    /// delegate disconnected around it, so that GTK forwards the new text's changes and no
    /// longer the old one's. Call it while the old text is still alive.
    package func replacingEditableDelegate(_ change: () -> Void) {
        let wasConnected = connectedEditableDelegate != nil
        disconnectEditableDelegate()
        change()
        if wasConnected { WidgetType.connectEditableDelegate(of: self) }
    }

    /// Disconnects the instance from the `GtkText` it forwards `GtkEditable` to, if it is
    /// connected (at dispose, or before the text is replaced). Reads only the instance, so
    /// it is safe while this object is being deinitialized.
    package func disconnectEditableDelegate() {
        guard connectedEditableDelegate != nil else { return }
        gtk_editable_finish_delegate(OpaquePointer(instance))
        connectedEditableDelegate = nil
    }
}
