/// The data source of a stacked form made from a list of steps
/// (`StackedFormView.init(elements:)`).
@MainActor
final class StackedFormStepList: StackedFormViewDataSource {
    let elements: [any StackedFormViewElement]

    init(elements: [any StackedFormViewElement]) { self.elements = elements }

    func numberOfElements(in stackedFormView: StackedFormView) -> Int { elements.count }

    func stackedFormView(_ stackedFormView: StackedFormView, stackedFormElementAt index: Int) -> any StackedFormViewElement {
        elements[index]
    }
}
