import CGtk
import FieldCore
import GtkInterop

/// A multi-line Material text field (`AreaField` on iOS): it grows with its text up
/// to ``maximumLines``, then scrolls.
@MainActor
public final class AreaField: Field {
    /// The value model the field is made on and shows, which owns its ``Field/fieldModel``:
    /// a form row's own when a form shows the field.
    public let model: TextFieldModel
    let textView: UnsafeMutablePointer<GtkWidget>
    let scroller: UnsafeMutablePointer<GtkWidget>
    /// What the field tells and asks the app, as closures (``onChange`` is one of them).
    public var events = AreaFieldEvents()
    /// The delegate of code ported from iOS, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public weak var delegate: (any AreaFieldDelegate)? {
        didSet { events = delegate.map(AreaFieldEvents.init(forwardingTo:)) ?? AreaFieldEvents() }
    }
    /// The buffer's handlers, blocked while text from code is shown: it is no edit to
    /// veto or to take back into the model.
    private var bufferHandlers: [SignalConnection] = []
    /// The text the buffer holds, as last read or written: a keystroke into a megabyte of
    /// text reads the buffer once, not again to see whether the model's text is shown.
    private var shownText = ""

    /// The most lines shown before the text scrolls; nil grows without limit.
    public var maximumLines: Int? {
        didSet {
            if let lines = maximumLines, lines < 1 { maximumLines = 1 }
            gtk_widget_queue_resize(instance)
            notifyChangedProperties(.widget)
        }
    }

    /// The veto for C and bindings: a handler answers whether the user's edit of the
    /// characters from the first to the second argument into the third may happen.
    static var signals: [SignalDefinition] {
        [SignalDefinition("should-change", parameters: [.int, .int, .string], returns: .bool)]
    }

    static func properties() -> [WidgetProperty] {
        [
            .string("text", \AreaField.model.text, blurb: "The text"),
            .custom(PropertyDefinition("maximum-lines", .int(range: 0...10_000, default: 0), blurb: "Lines shown before scrolling, 0 for no limit"),
                    source: .widget,
                    get: { (area: AreaField) in .int(area.maximumLines ?? 0) },
                    set: { area, value in area.maximumLines = (value.intValue ?? 0) > 0 ? value.intValue : nil }),
        ]
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + properties() }

    /// A field made by GObject (`g_object_new`, a GtkBuilder file): a model of its own.
    package required convenience init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(widget: widget, model: TextFieldModel(multiline: true))
    }

    /// The field of instance `widget`, editing `model` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, model: TextFieldModel) {
        self.model = model
        textView = gtk_text_view_new()
        scroller = gtk_scrolled_window_new()
        super.init(widget: widget, fieldModel: model.field)
        gtk_text_view_set_wrap_mode(gCast(textView), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(gCast(textView), 0) // Tab moves focus, as in a form
        gtk_scrolled_window_set_child(gCast(scroller), textView)
        // The field sizes the scroller itself, from Pango's line count (GtkTextView lays
        // lines out lazily, so its own measure lags the text). Past the maximum the text
        // scrolls by wheel and keyboard, the caret kept in view; a scrollbar's minimum
        // length would otherwise set a floor under one- and two-line fields.
        gtk_scrolled_window_set_policy(gCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_has_frame(gCast(scroller), 0)
        install(input: scroller)
        Accessibility.setMultiLine(true, of: textView)
        observeModel()
        if !model.text.isEmpty { showText(model.text) }
        if let buffer = gtk_text_view_get_buffer(gCast(textView)) {
            let changes = try? GObjectSignals.connect(buffer, "changed") { [weak self] _ in self?.textEdited() }
            // Both run before the buffer's own handler, which stopping the emission skips.
            let inserts = try? GObjectSignals.connect(buffer, "insert-text") { [weak self] arguments in
                guard let self, let location = arguments.boxed(at: 1, as: GtkTextIter.self) else { return }
                let offset = Int(gtk_text_iter_get_offset(location))
                self.vetoUnlessAllowed(buffer.gPointer, "insert-text", offset..<offset, arguments.string(at: 2) ?? "")
            }
            let deletes = try? GObjectSignals.connect(buffer, "delete-range") { [weak self] arguments in
                guard let self, let start = arguments.boxed(at: 1, as: GtkTextIter.self),
                      let end = arguments.boxed(at: 2, as: GtkTextIter.self) else { return }
                let (from, to) = (Int(gtk_text_iter_get_offset(start)), Int(gtk_text_iter_get_offset(end)))
                self.vetoUnlessAllowed(buffer.gPointer, "delete-range", min(from, to)..<max(from, to), "")
            }
            bufferHandlers = [changes, inserts, deletes].compactMap { $0 }
        }
    }

    /// Asks the delegate, then the `should-change` handlers, about a user's edit, and stops
    /// it when an answer is no. Text set from code is not asked about.
    private func vetoUnlessAllowed(_ buffer: UnsafeMutableRawPointer, _ signal: String, _ range: Range<Int>, _ text: String) {
        let refused = events.shouldChangeText?(self, range, text) == false
        guard refused || !approves("should-change", .int(range.lowerBound), .int(range.upperBound), .string(text)) else { return }
        g_signal_stop_emission_by_name(buffer, signal)
    }

    private func observeModel() {
        attachFieldModel()
        // Unowned: the token, which the field holds, removes this handler when it goes.
        valueObservations += [model.textChanges.add { [unowned self] newText in showText(newText) },
                              observeUserChanges(model.valueChanges)]
    }

    override var currentText: String { model.text }

    override package var focusTarget: UnsafeMutablePointer<GtkWidget>? { textView }

    private var bufferText: String {
        guard let buffer = gtk_text_view_get_buffer(gCast(textView)) else { return "" }
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    private func textEdited() {
        let current = bufferText
        shownText = current
        guard current != model.text else { return }
        handleEvent(userEdit: true) {
            model.edit(current)
            validation.userChangedValue(current)
        }
    }

    /// Shows the model's text. The user's own edits are in the buffer already, so it equals
    /// the model's text and is left alone.
    private func showText(_ newText: String) {
        if let buffer = gtk_text_view_get_buffer(gCast(textView)), shownText != newText {
            shownText = newText
            SignalConnection.blocking(bufferHandlers) {
                // Text from code is not the user's to undo with Ctrl+Z (as in a GtkText): it
                // clears the buffer's own undo, and a form's history takes it back instead.
                gtk_text_buffer_begin_irreversible_action(buffer)
                gtk_text_buffer_set_text(buffer, newText, -1)
                gtk_text_buffer_end_irreversible_action(buffer)
            }
        }
        // The height follows the number of lines, from code or from typing.
        gtk_widget_queue_resize(instance)
        queueNotify()
    }

    override func shouldBeginEditing() -> Bool {
        return events.shouldBeginEditing?(self) ?? true
    }

    override func shouldEndEditing() -> Bool {
        return events.shouldEndEditing?(self) ?? true
    }

    override func didBeginEditing() {
        events.didBeginEditing?(self)
    }

    override func didChangeValue() { events.didChange?(self) }

    override func didEndEditing() {
        events.didEndEditing?(self)
    }

    private var allocatedTextHeight: Int32 = 0

    override package func allocate(width: Int32, height: Int32, baseline: Int32) {
        super.allocate(width: width, height: height, baseline: baseline)
        // GTK 4.8's text view lays out only the screen it had before a change; grown in the
        // frame after a paste, it drew every line not yet laid out, one by one (0.8 s for a
        // megabyte of short lines). A value change makes it lay out the screen it has now.
        let textHeight = gtk_widget_get_height(textView)
        if textHeight > allocatedTextHeight, let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(textView)) {
            GObjectSignals.emit(adjustment, "value-changed")
            // The lines laid out have new heights, which queue a resize of the scroller just
            // placed; GTK 4.8 leaves a widget so left without an allocation out of the frame
            // ("Trying to snapshot GtkScrolledWindow without a current allocation"). Placing
            // the parts again gives it one.
            super.allocate(width: width, height: height, baseline: baseline)
        }
        allocatedTextHeight = textHeight
    }

    override func containerHeight(forWidth width: Int32) -> Int32 {
        let (lines, lineHeight) = visualLines(width: max(1, width - 2 * Int32(chrome.metrics.horizontalPadding)))
        let shown = maximumLines.map { min(lines, $0) } ?? lines
        return max(Int32(chrome.metrics.containerHeight), chrome.inputTop + Int32(shown) * lineHeight + Int32(chrome.metrics.bottomPadding))
    }

    /// The last line count, for the text and width it was counted at: GTK measures a field
    /// several times a frame, and laying out a long text (a pasted megabyte) each time
    /// froze the window for seconds.
    private var countedLines: (text: String, width: Int32, font: UInt32, result: (count: Int, lineHeight: Int32))?

    /// How many lines the text wraps to at `width`, and the height of one line, in the
    /// text view's font.
    func visualLines(width: Int32) -> (count: Int, lineHeight: Int32) {
        var font: UInt32 = 0
        if let context = gtk_widget_get_pango_context(textView), let description = pango_context_get_font_description(context) {
            font = pango_font_description_hash(description)
        }
        if let counted = countedLines, counted.width == width, counted.font == font, counted.text == model.text {
            return counted.result
        }
        let result = countLines(width: width)
        countedLines = (model.text, width, font, result)
        return result
    }

    private func countLines(width: Int32) -> (count: Int, lineHeight: Int32) {
        guard let layout = gtk_widget_create_pango_layout(textView, countedText) else {
            return (1, Int32(chrome.metrics.inputLineHeight))
        }
        defer { g_object_unref(layout.gPointer) }
        pango_layout_set_width(layout, width * PANGO_SCALE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        var lineHeight: Int32 = 0
        if let line = pango_layout_get_line_readonly(layout, 0) {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_pixel_extents(line, &ink, &logical)
            lineHeight = logical.height
        }
        return (max(1, Int(pango_layout_get_line_count(layout))), max(1, lineHeight))
    }

    /// The text whose lines decide the height: with a line limit, only as much as can fill
    /// it (the limit's number of paragraphs, at most 400 characters a line), so a pasted
    /// megabyte is not laid out twice, once here and once by the text view.
    private var countedText: String {
        let text = model.text
        guard !text.isEmpty else { return " " }
        guard let maximumLines, text.utf8.count > maximumLines * 400 else { return text }
        var prefix = Substring(text.prefix(maximumLines * 400))
        var paragraphs = 0
        if let end = prefix.firstIndex(where: { character in
            if character == "\n" { paragraphs += 1 }
            return paragraphs >= maximumLines
        }) { prefix = prefix[..<end] }
        return String(prefix)
    }

    /// Creates an empty field with a label.
    public convenience init(label: String = "") {
        self.init(sharing: TextFieldModel(label: label, multiline: true))
    }

    /// A field showing `model` (a form row's), built on it from the start.
    convenience init(sharing model: TextFieldModel) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.areaField), model: model)
        adoptInstance()
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfAreaField`.
    public static func wrapping(_ widget: Widget) -> AreaField? {
        swiftObject(of: widget.pointer, as: AreaField.self)
    }

    /// The text.
    public var text: String {
        get { model.text }
        set { model.text = newValue }
    }

    /// The character counter's maximum; nil for no counter.
    public var maxLength: Int? {
        get { model.maxLength }
        set { model.maxLength = newValue }
    }

    /// Called with the field after each change the user makes to its value (typing, pasting or deleting); changes
    /// made from code do not call it. The field passed is the field itself, so the closure
    /// need not capture it.
    public var onChange: (@MainActor (AreaField) -> Void)? {
        get { events.didChange }
        set { events.didChange = newValue }
    }
}
