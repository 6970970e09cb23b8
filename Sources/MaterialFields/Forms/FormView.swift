import CGtk
import FieldCore
import GtkInterop

/// A scrollable GTK view of a whole FieldCore `Form` (GType `MfFormView`): its sections
/// in order, each under its header, and each row as what its `RowKind` names: a field
/// with the kind's options, a switch, a button, or the app's own widget.
///
/// Each field is built on its row's own models (`Row.field` and `Row.valueModel`), so
/// a value, an error, the enabled state and focus are stored once: the user's typing
/// changes the row, and the form's `setValue`, `reset()` and validation change what the
/// field shows, through the same models. (A row holding a value of another kind than its
/// own gets a field of its own, kept in step by a ``FormBinding``.)
///
/// ```swift
/// let view = try FormView(form: form)
/// view.onSubmit = { values in save(values) }
/// window.child = view.widget
/// ```
///
/// Rows and sections inserted or removed at run time add or remove only their own
/// widgets: the focused field keeps its focus and its typed text. A row's widget is made
/// once, so the app can configure it (`view.field(for: .email)` as an `EntryField` to set
/// its purpose, say).
///
/// Keep the `FormView` for as long as its widget is shown: it is what keeps the form and
/// the widgets in step (unlike a field's handle, which the widget does not need).
@MainActor
public final class FormView<Tag: RowTag> {
    /// Why a form view cannot be made.
    public enum Failure: Error, Equatable {
        /// The form is already shown by another view: two views would fight over its
        /// focus and its fields.
        case formAlreadyShown
    }

    /// The form shown.
    public let form: Form<Tag>
    /// Called with every row's value when ``submit()`` finds the form valid.
    public var onSubmit: (([Tag: FormValue]) -> Void)?
    /// Called with a `.button` row's tag when the user clicks it.
    public var onButton: ((Tag) -> Void)?

    /// Makes the widget of a `.custom` row (any GTK widget: an image, a button); the view
    /// owns it from then on. Set it before the form has custom rows to show.
    public var makeCustomWidget: ((Row<Tag>) -> Widget)? {
        didSet { syncStructure() }
    }

    private let reference: GObjectRef
    private let implementation: FormViewWidget
    private let binding: FormBinding<Tag>
    private var sections: [String: SectionWidgets] = [:]

    /// A section on screen: its group box, and the header and footer labels inside it.
    private struct SectionWidgets {
        let box: UnsafeMutablePointer<GtkWidget>
        let header: UnsafeMutablePointer<GtkWidget>
        let footer: UnsafeMutablePointer<GtkWidget>
    }
    private var customWidgets: [Tag: Widget] = [:]
    private var rowViews: [Tag: FormRowView] = [:]
    private var checks: [Tag: (check: AsyncValidation<String>, token: ObservationToken)] = [:]
    private var themeClasses: [Tag: String] = [:]
    private var fields: [Tag: Field] = [:]
    private var controlRows: [Tag: FormControlRow<Tag>] = [:]
    /// The declaration a view made with `init(editing:_:)` shows, kept alive with it.
    var declaration: AnyObject?
    /// Whether the first structure is on screen: rows inserted later slide in.
    private var isBuilt = false

    /// Makes the widget of a helper whose kind should not show as plain text (a progress
    /// bar, a button); nil, or a nil answer, shows the helper's text.
    public var makeHelperWidget: ((RowHelper) -> Widget?)?
    private var token: ObservationToken?

    /// Forms shown by a live view, by identity.
    private static var shownForms: Set<ObjectIdentifier> {
        get { FormViewRegistry.shown }
        set { FormViewRegistry.shown = newValue }
    }

    /// Shows `form`.
    ///
    /// - Throws: ``Failure/formAlreadyShown`` when another live view shows it.
    public init(form: Form<Tag>) throws {
        guard !Self.shownForms.contains(ObjectIdentifier(form)) else { throw Failure.formAlreadyShown }
        self.form = form
        let widget = MaterialFieldTypes.instantiate(MaterialFieldTypes.formView)
        reference = GObjectRef(widget)
        guard let implementation = WidgetType.implementation(of: widget, as: FormViewWidget.self) else {
            preconditionFailure("MfFormView has no implementation")
        }
        self.implementation = implementation
        binding = FormBinding(form: form)
        binding.mirrorsHelpers = false
        Self.shownForms.insert(ObjectIdentifier(form))
        implementation.onPrevious = { [weak self] in self?.focusPrevious() }
        implementation.onNext = { [weak self] in self?.focusNext() }
        implementation.onDone = { [weak self] in self?.submit() }
        implementation.rowsInOrder = { [weak self] in
            guard let self else { return [] }
            return form.sections.flatMap(\.tags).compactMap { self.rowViews[$0]?.slot }
        }
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
        syncStructure()
        isBuilt = true
    }

    isolated deinit {
        Self.shownForms.remove(ObjectIdentifier(form))
        MainLoop.keepAliveUntilIdle(reference)
    }

    /// The GTK widget, to put in a window or any container.
    public var widget: Widget { Widget(reference) }

    /// The field showing the row with `tag`, nil for a row that is not in the form or is
    /// not a field (a switch, button or custom row).
    public func field(for tag: Tag) -> Field? { fields[tag] }

    /// The widget showing the row with `tag`: its field, a switch or button row's box, or a
    /// custom row's own widget.
    public func rowWidget(for tag: Tag) -> Widget? {
        rowViews[tag].map { Widget($0.content) }
    }

    /// The widget showing the helper under the row with `tag`, while it has one.
    public func helperWidget(for tag: Tag) -> Widget? {
        rowViews[tag]?.helperWidget.map(Widget.init)
    }

    /// Whether the helper under the row with `tag` is on screen (fully, or fading in).
    public func isHelperShown(for tag: Tag) -> Bool {
        rowViews[tag]?.isHelperShown ?? false
    }

    /// Whether the *Previous* / *Next* / *Done* bar shows below the form (the seed's
    /// `defaultToolbar`). *Previous* and *Next* are insensitive at the ends.
    public var showsToolbar: Bool {
        get { gtk_widget_get_visible(implementation.toolbar) != 0 }
        set {
            gtk_widget_set_visible(implementation.toolbar, newValue ? 1 : 0)
            updateToolbar()
        }
    }

    // MARK: Asynchronous checks

    /// Shows `check` (an asynchronous rule such as "is this user name free?") on the row
    /// with `tag`: the field shows a spinner while it runs and its message when it fails,
    /// and ``submit()`` counts a failure as an error of the row. Start the check with the
    /// row's values as they change; ``submitAfterChecks()`` waits for it.
    public func track(_ check: AsyncValidation<String>, for tag: Tag) {
        let token = check.changes.add { [weak self] state in self?.show(state, on: tag) }
        checks[tag] = (check, token)
        show(check.state, on: tag)
    }

    private func show(_ state: AsyncValidationState, on tag: Tag) {
        guard let field = field(for: tag) else { return }
        field.isChecking = state == .checking
        switch state {
        case .invalid(let message): field.setError(withText: message)
        case .valid where form.findRow(tag: tag)?.errorMessage == nil: field.removeErrorUI()
        default: break
        }
    }

    /// Waits for every tracked check that is running, then submits as ``submit()`` does.
    @discardableResult
    public func submitAfterChecks() async -> Bool {
        for (check, _) in checks.values { await check.settle() }
        return submit()
    }

    // MARK: Actions

    /// Moves keyboard focus to the next row that can take it; returns its tag.
    @discardableResult
    public func focusNext() -> Tag? { form.focusNext() }

    /// Moves keyboard focus to the previous row that can take it; returns its tag.
    @discardableResult
    public func focusPrevious() -> Tag? { form.focusPrevious() }

    /// Ends editing (the focused row resigns and fires its row updates, as the seed's
    /// `submit()`), validates the whole form and shows every error under its field. When
    /// valid it calls ``onSubmit`` and emits `submitted`; otherwise it moves focus to the
    /// first invalid row, which scrolls into view. Returns whether the form was valid.
    @discardableResult
    public func submit() -> Bool {
        form.noteSubmitAttempt()
        KeyboardFocus.resign(from: implementation.content)
        let result = form.validate()
        var invalid = Set(result.failures.map(\.tag))
        for (tag, tracked) in checks {
            guard case .invalid(let message) = tracked.check.state else { continue }
            field(for: tag)?.setError(withText: message)
            invalid.insert(tag)
        }
        // The first invalid row in display order, whichever check failed it.
        if let first = form.sections.flatMap(\.tags).first(where: invalid.contains) {
            moveKeyboardFocus(to: first)
            scrollIntoView(first)
            return false
        }
        onSubmit?(form.values)
        implementation.emit("submitted")
        return true
    }

    // MARK: Rendering

    private func formChanged(_ change: FormChange<Tag>) {
        switch change {
        case .structure:
            syncStructure()
            // reset() left no row focused: keyboard focus leaves the form too.
            if form.focusedTag == nil { KeyboardFocus.resign(from: implementation.content) }
        case .helper(let tag):
            if let rowView = rowViews[tag] { rowView.show(form.findRow(tag: tag)?.helper, make: makeHelperWidget) }
        case .focus(let tag):
            updateToolbar()
            guard let tag else { return }
            // Focus moved by code (focusNext, say): real keyboard focus follows.
            moveKeyboardFocus(to: tag)
            scrollIntoView(tag)
        case .value(let tag):
            controlRows[tag]?.render()
        default: break
        }
    }

    /// Makes the widgets match the form's sections and rows: new ones are made and put in
    /// place, gone ones removed, the rest moved only if their place changed.
    private func syncStructure() {
        var shownSections: Set<String> = []
        var shownTags: Set<Tag> = []
        var previousSection: UnsafeMutablePointer<GtkWidget>?
        for section in form.sections {
            let widgets = sectionWidgets(for: section)
            let (box, header) = (widgets.box, widgets.header)
            place(box, in: implementation.content, after: previousSection)
            previousSection = box
            shownSections.insert(section.key)
            var previousRow: UnsafeMutablePointer<GtkWidget> = header
            for tag in section.tags {
                guard let row = form.findRow(tag: tag), let rowView = rowView(for: row) else { continue }
                let isNew = gtk_widget_get_parent(rowView.slot) == nil
                place(rowView.slot, in: box, after: previousRow)
                if isNew { rowView.reveal() }
                rowView.setHidden(row.isHidden)
                if row.kind.isField { applyTheme(of: row, to: rowView.content) }
                controlRows[tag]?.render()
                previousRow = rowView.slot
                shownTags.insert(tag)
            }
        }
        for (key, widgets) in sections where !shownSections.contains(key) {
            gtk_box_remove(gCast(implementation.content), widgets.box)
            sections[key] = nil
        }
        for (tag, rowView) in rowViews where !shownTags.contains(tag) {
            rowView.cancelPending()
            if let parent = gtk_widget_get_parent(rowView.slot) { gtk_box_remove(gCast(parent), rowView.slot) }
            rowViews[tag] = nil
            themeClasses[tag] = nil
            fields[tag] = nil
            controlRows[tag] = nil
            binding.unbind(tag)
            customWidgets[tag] = nil
        }
        updateToolbar()
    }

    /// The on-screen row for `row`, made on first use around its bound field (or, for a
    /// custom row, the app's widget).
    private func rowView(for row: Row<Tag>) -> FormRowView? {
        if let existing = rowViews[row.tag] {
            if row.kind == .custom { gtk_widget_set_sensitive(existing.content, row.isEnabled ? 1 : 0) }
            return existing
        }
        let content: UnsafeMutablePointer<GtkWidget>
        switch row.kind {
        case .custom:
            guard let made = makeCustomWidget?(row) else { return nil }
            customWidgets[row.tag] = made
            content = made.pointer
        case .switch, .button:
            let control = FormControlRow(row: row, form: form) { [weak self] tag in self?.onButton?(tag) }
            controlRows[row.tag] = control
            content = control.widget
        case .entry, .area, .picker, .date:
            guard let field = field(for: row) else { return nil }
            content = field.widget.pointer
        }
        let rowView = FormRowView(content: content, slidesIn: isBuilt, motion: MaterialStyle.theme.motion)
        rowViews[row.tag] = rowView
        rowView.show(row.helper, make: makeHelperWidget)
        return rowView
    }

    /// The section's widgets, made on first use, showing its current header and footer.
    private func sectionWidgets(for section: FormSection<Tag>) -> SectionWidgets {
        let widgets = sections[section.key] ?? makeSectionWidgets()
        sections[section.key] = widgets
        GtkWidgets.setText(section.header ?? "", of: widgets.header)
        GtkWidgets.setVisible(widgets.header, section.header != nil)
        GtkWidgets.setText(section.footer ?? "", of: widgets.footer)
        GtkWidgets.setVisible(widgets.footer, section.footer != nil)
        return widgets
    }

    private func makeSectionWidgets() -> SectionWidgets {
        let box = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["form-section"], role: GTK_ACCESSIBLE_ROLE_GROUP)
        let header = GtkWidgets.label(classes: ["heading", "form-section-header"])
        let footer = GtkWidgets.label(classes: ["caption", "dim-label", "form-section-footer"])
        gtk_label_set_wrap(gCast(footer), 1)
        gtk_box_append(gCast(box), header)
        gtk_box_append(gCast(box), footer)
        // The header names the group for assistive technologies, the footer describes it.
        Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: box, to: header)
        Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, of: box, to: footer)
        return SectionWidgets(box: box, header: header, footer: footer)
    }

    /// The field for `row`, made on first use on the row's own models.
    private func field(for row: Row<Tag>) -> Field? {
        if let existing = fields[row.tag] { return existing }
        let field: Field
        switch (row.kind, row.valueModel) {
        case (.entry(let purpose, _, _, _), .text(let model)):
            // The unit and the currency sign are in the shared model already.
            let entry = EntryField(sharing: model)
            entry.purpose = purpose
            field = entry
        case (.area(let maximumLines), .text(let model)):
            let area = AreaField(sharing: model)
            area.maximumLines = maximumLines
            field = area
        case (.picker, .picker(let model)):
            field = PickerField(sharing: model)
        case (.date, .date(let model)):
            field = DateField(sharing: model)
        case (.custom, _), (.switch, _), (.button, _):
            return nil
        default:
            // The row holds a value of another kind than its own: a field of its own,
            // kept in step by the binding.
            field = EntryField(placeholder: row.label)
            binding.bind(field, to: row.tag)
        }
        fields[row.tag] = field
        return field
    }

    /// Puts `child` in `box` right after `sibling` (first when nil), moving it only when
    /// it is elsewhere, so a focused field stays focused.
    private func place(_ child: UnsafeMutablePointer<GtkWidget>, in box: UnsafeMutablePointer<GtkWidget>,
                       after sibling: UnsafeMutablePointer<GtkWidget>?) {
        let parent = gtk_widget_get_parent(child)
        if parent == box {
            if gtk_widget_get_prev_sibling(child) != sibling { gtk_box_reorder_child_after(gCast(box), child, sibling) }
            return
        }
        if let parent {
            // Moving between sections: keep the widget alive while it has no parent.
            g_object_ref(child.gPointer)
            gtk_box_remove(gCast(parent), child)
            gtk_box_insert_child_after(gCast(box), child, sibling)
            g_object_unref(child.gPointer)
        } else {
            gtk_box_insert_child_after(gCast(box), child, sibling)
        }
    }

    /// Gives the row's field its theme: the row's own, else the form's. The built-in light
    /// and dark themes follow the app's scheme; any other theme gets its own colours.
    private func applyTheme(of row: Row<Tag>, to widget: UnsafeMutablePointer<GtkWidget>) {
        let wanted = ScopedTheme.cssClass(for: form.theme(for: row.tag))
        let current = themeClasses[row.tag]
        guard wanted != current else { return }
        if let current { gtk_widget_remove_css_class(widget, current) }
        if let wanted { gtk_widget_add_css_class(widget, wanted) }
        themeClasses[row.tag] = wanted
    }

    /// Applies the form's and the rows' themes again, after the app changed one (themes
    /// are otherwise applied as rows appear and on every structural change).
    public func refreshThemes() {
        syncStructure()
    }

    /// Gives keyboard focus to the row of `tag` (its field, switch or button) unless it has it.
    private func moveKeyboardFocus(to tag: Tag) {
        if let field = field(for: tag) {
            if !KeyboardFocus.isInside(field.widget.pointer) { field.becomeFirstResponder() }
        } else if let control = controlRows[tag]?.control, !KeyboardFocus.isInside(control) {
            gtk_widget_grab_focus(control)
        }
    }

    /// Scrolls so the whole row of `tag` shows, its helper or error line included.
    private func scrollIntoView(_ tag: Tag) {
        if let widget = rowViews[tag]?.content { ScrollIntoView.reveal(widget) }
    }

    private func updateToolbar() {
        gtk_widget_set_sensitive(implementation.previousButton, form.hasPrevious ? 1 : 0)
        gtk_widget_set_sensitive(implementation.nextButton, form.hasNext ? 1 : 0)
    }
}
