import GtkInterop

/// What a ``StackedFormView`` asks and tells its app (`StackedFormViewDelegate` on iOS).
/// Every method has a default, so an app implements only what it needs. Setting one as
/// ``StackedFormView/delegate`` fills ``StackedFormView/events`` with closures that call it
/// (replacing any set before, ``StackedFormView/onComplete`` included): Swift code sets the
/// closures instead.
@MainActor
public protocol StackedFormViewDelegate: AnyObject {
    /// Styles the call-to-action button for an invalid step (by default: no accent).
    func stackedFormView(_ stackedFormView: StackedFormView, styleButtonForInvalidStateWith button: Widget)
    /// Styles the call-to-action button for a valid step (by default: the accent colour).
    func stackedFormView(_ stackedFormView: StackedFormView, styleButtonForValidStateWith button: Widget)
    /// The user completed the last step; `formElements` hold the data.
    func stackedFormView(_ stackedFormView: StackedFormView, didCompleteFormWith formElements: [any StackedFormViewElement])
    /// The collapsed height of the step at `index`; ``StackedFormView/automaticElementHeight``
    /// uses the step's own.
    func stackedFormView(_ stackedFormView: StackedFormView, collapsedHeightForElementAt index: Int) -> Double
    /// The call-to-action button's height; ``StackedFormView/automaticCtaButtonHeight`` uses its own.
    func heightForCtaButton(in stackedFormView: StackedFormView) -> Double
    /// The step at `index` is about to expand.
    func stackedFormView(_ stackedFormView: StackedFormView, willElementExpandAt index: Int)
    /// The step at `index` is about to collapse.
    func stackedFormView(_ stackedFormView: StackedFormView, willElementCollapseAt index: Int)
    /// The step at `index` has expanded (after the animation).
    func stackedFormView(_ stackedFormView: StackedFormView, didElementExpandAt index: Int)
    /// The step at `index` has collapsed (after the animation).
    func stackedFormView(_ stackedFormView: StackedFormView, didElementCollapseAt index: Int)
}

extension StackedFormViewDelegate {
    /// Removes the accent colour.
    public func stackedFormView(_ stackedFormView: StackedFormView, styleButtonForInvalidStateWith button: Widget) {
        StackedFormView.styleButton(button, isValid: false)
    }

    /// Gives the button the accent colour (`suggested-action`).
    public func stackedFormView(_ stackedFormView: StackedFormView, styleButtonForValidStateWith button: Widget) {
        StackedFormView.styleButton(button, isValid: true)
    }

    /// Does nothing.
    public func stackedFormView(_ stackedFormView: StackedFormView, didCompleteFormWith formElements: [any StackedFormViewElement]) {}

    /// The step's own collapsed height.
    public func stackedFormView(_ stackedFormView: StackedFormView, collapsedHeightForElementAt index: Int) -> Double {
        StackedFormView.automaticElementHeight
    }

    /// The button's own height.
    public func heightForCtaButton(in stackedFormView: StackedFormView) -> Double {
        StackedFormView.automaticCtaButtonHeight
    }

    /// Does nothing.
    public func stackedFormView(_ stackedFormView: StackedFormView, willElementExpandAt index: Int) {}
    /// Does nothing.
    public func stackedFormView(_ stackedFormView: StackedFormView, willElementCollapseAt index: Int) {}
    /// Does nothing.
    public func stackedFormView(_ stackedFormView: StackedFormView, didElementExpandAt index: Int) {}
    /// Does nothing.
    public func stackedFormView(_ stackedFormView: StackedFormView, didElementCollapseAt index: Int) {}
}

extension StackedFormViewEvents {
    /// Closures that call `delegate` about `view`, both held weakly, as delegates are on iOS (its
    /// delegate.
    init(forwardingTo delegate: any StackedFormViewDelegate, of view: StackedFormView) {
        styleButton = { [weak delegate] view, button, isValid in
            // A delegate gone since styles the button as no delegate would.
            guard let delegate else { return StackedFormView.styleButton(button, isValid: isValid) }
            if isValid {
                delegate.stackedFormView(view, styleButtonForValidStateWith: button)
            } else {
                delegate.stackedFormView(view, styleButtonForInvalidStateWith: button)
            }
        }
        didComplete = { [weak delegate, weak view] elements in
            guard let view else { return }
            delegate?.stackedFormView(view, didCompleteFormWith: elements)
        }
        collapsedHeight = { [weak delegate] in
            delegate?.stackedFormView($0, collapsedHeightForElementAt: $1) ?? StackedFormView.automaticElementHeight
        }
        ctaButtonHeight = { [weak delegate] in delegate?.heightForCtaButton(in: $0) ?? StackedFormView.automaticCtaButtonHeight }
        willExpand = { [weak delegate] in delegate?.stackedFormView($0, willElementExpandAt: $1) }
        willCollapse = { [weak delegate] in delegate?.stackedFormView($0, willElementCollapseAt: $1) }
        didExpand = { [weak delegate] in delegate?.stackedFormView($0, didElementExpandAt: $1) }
        didCollapse = { [weak delegate] in delegate?.stackedFormView($0, didElementCollapseAt: $1) }
    }
}
