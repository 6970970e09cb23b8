import CGtk
import FieldCore
import Foundation
import GtkInterop

/// The view of a ``TimeField``: a FieldCore `SegmentedDateModel` of a time, its hour,
/// minute (and AM/PM on a 12-hour clock) typed or stepped part by part.
@MainActor
final class TimeFieldWidget: FieldWidget {
    let model = FieldWidget.sharedValue { SegmentedDateModel(mode: .time) }
    let segments: SegmentedInput
    /// Called after each change the user makes to the time (``TimeField/onChange``).
    var onChange: (@MainActor (TimeField) -> Void)?
    private var editObservation: ObservationToken?

    static var signals: [SignalDefinition] { [SignalDefinition("time-changed")] }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        segments = SegmentedInput(model: model)
        super.init(widget: widget)
        install(input: segments.box)
        attach(model.field)
        segments.perform = { [weak self] change in self?.update(change) }
        editObservation = model.userEdits.add { [weak self] _ in self?.userEdited() }
    }

    /// The live handle, for the app's closure.
    private var timeField: TimeField? { handle as? TimeField ?? TimeField.wrapping(Widget(widget)) }

    /// The segment Tab lands on.
    override var focusTarget: UnsafeMutablePointer<GtkWidget>? { segments.focusTarget }

    /// The field is read as the group of its segments, named by its label.
    override var accessibleGroup: UnsafeMutablePointer<GtkWidget>? { segments.box }

    /// One Tab stop: the segment the keyboard is on; Left and Right move inside.
    override var tabChain: [UnsafeMutablePointer<GtkWidget>]? { segments.focusTarget.map { [$0] } }

    override var currentText: String { model.components == nil ? "" : model.text }

    /// Runs one event's model changes; the field renders at its end.
    func update(_ change: () -> Void) {
        handleEvent(change)
    }

    override func willEndEditing() {
        model.leave()
    }

    override func renderAdornments() {
        segments.render(for: field.snapshot)
    }

    private func userEdited() {
        emit("time-changed")
        if let timeField { onChange?(timeField) }
    }

    override func dispose() {
        editObservation = nil
        super.dispose()
    }
}
