import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// A checkout as a stacked form (StackedForm's on the desktop): shipping address,
/// delivery date, payment and review, each a card of Material fields with rules; the
/// button below follows the current step's validity, and pressed on a step not done lists
/// its errors above the cards; a summary when the order is placed.
@MainActor
public final class CheckoutPage: DemoPage {
    /// The page id for `--page`.
    public let name = "checkout"
    /// The sidebar title.
    public let title = "Checkout"
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// The stacked form.
    public let form: StackedFormView
    /// The steps, in order.
    public let steps: [StackedFormCard]
    /// The fields of each step.
    public let fields: [[Field]]
    /// What the page says after the order is placed.
    public let status = Layout.statusLine()
    /// The outcome the status line shows, "" for none.
    public var statusText: String { Layout.statusText(of: status) }

    private let review: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []

    /// Builds the page.
    public init() {
        let name = EntryField(label: "_Full name")
        let street = EntryField(label: "_Street and number")
        let city = EntryField(label: "Cit_y")
        for field in [name, street, city] { field.rules = [.required] }
        let date = DateField(label: "_Delivery date")
        try? date.setMinimumDate(Calendar.current.startOfDay(for: Date()).addingTimeInterval(86_400))
        date.helperText = "From tomorrow"
        date.rules = [.required]
        let holder = EntryField(label: "Card _holder")
        holder.rules = [.required]
        let number = EntryField(label: "Card _number")
        number.purpose = .number
        // Grouped in fours as typed; the spaces people type are the mask's own.
        number.formatter = InputMask.cardNumber
        number.helperText = "16 digits"
        // A fixed pattern: it cannot fail to compile. It checks the value, without the spaces.
        number.rules = [(try? ValidationRule<String>.matches("^[0-9]{16}$", message: "Enter the 16 digits")) ?? .required]
        review = gtk_label_new("")
        gtk_label_set_xalign(gCast(review), 0)
        gtk_label_set_wrap(gCast(review), 1)
        let columns: [[Field]] = [[name, street, city], [date], [holder, number], []]
        fields = columns
        // An error stays until it is fixed, so the summary's link leads to it.
        for field in columns.joined() { field.errorClearing = .whenValid }
        steps = [
            StackedFormCard(title: "Shipping address", content: Widget(Layout.vbox(spacing: 12, columns[0].map(\.widget.pointer))), ctaButtonText: "_Continue to delivery"),
            StackedFormCard(title: "Delivery", content: Widget(Layout.vbox(spacing: 12, columns[1].map(\.widget.pointer))), ctaButtonText: "Continue to _payment"),
            StackedFormCard(title: "Payment", content: Widget(Layout.vbox(spacing: 12, columns[2].map(\.widget.pointer))), ctaButtonText: "_Review the order"),
            StackedFormCard(title: "Review", content: Widget(review), ctaButtonText: "_Place order"),
        ]
        // What each disabled button waits for, said under it.
        for (step, hint) in zip(steps, ["Fill in your name, street and city", "Choose a delivery date", "Enter the card holder and 16 digits"]) {
            step.invalidHint = hint
        }
        steps[3].setValid(true)
        // The list is not empty, so this cannot fail.
        guard let form = try? StackedFormView(elements: steps) else { preconditionFailure("four steps make a stacked form") }
        self.form = form
        // The button stays pressable: on a step not done it lists what to fix above the cards.
        form.showsErrorSummary = true
        gtk_button_set_use_underline(gCast(form.ctaButton.pointer), 1)
        form.onComplete = { [weak self] _ in self?.placed() }
        for (index, column) in columns.enumerated() {
            for field in column {
                if let connection = try? GObjectSignals.connect(field.widget.pointer, "notify::text", handler: { [weak self] _ in
                    self?.refresh(step: index)
                }) {
                    connections.append(connection)
                }
            }
        }
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_set_vexpand(form.widget.pointer, 1)
        let content = Layout.vbox(spacing: 12, [
            Layout.heading("Checkout", level: "title-2"),
            Layout.caption("A stacked form: each step expands in turn, the button follows its validity, and a click (or Return) on a passed step goes back to it."),
            form.widget.pointer,
            status,
        ])
        // A window shorter than the page scrolls it whole; the stacked form fills the rest.
        return Layout.page(content)
    }

    /// Re-checks a step's fields: its validity, its collapsed summary, and the review.
    private func refresh(step index: Int) {
        let texts = fields[index].map(\.text)
        let valid = fields[index].allSatisfy { Validation.validate($0.checkedText, $0.rules) }
        steps[index].setValid(valid)
        steps[index].summary = index == 2
            ? texts.first.map { holder in "\(holder), card ending \(String(texts.last?.suffix(4) ?? ""))" } ?? ""
            : texts.filter { !$0.isEmpty }.joined(separator: ", ")
        gtk_label_set_text(gCast(review), steps[0..<3].map { "\($0.title): \($0.summary)" }.joined(separator: "\n"))
    }

    private func placed() {
        Layout.setStatus("Order placed. \(steps[0].summary) — delivery \(steps[1].summary).", of: status, success: true)
    }
}

extension Field {
    /// The text the field shows, whatever its kind.
    fileprivate var text: String {
        GObjectProperties.value(of: widget.pointer, "text")?.stringValue ?? ""
    }

    /// What the field's rules check: an entry's value without its mask's literals.
    fileprivate var checkedText: String {
        if let entry = self as? EntryField { return entry.value }
        return text
    }
}
