import CGtk
import FieldCore
import GtkInterop

/// Measuring and placing a field's parts, after the Material 3 text-field anatomy.
extension FieldChrome {
    /// Room above an outlined field's container for the floating label, which sits on the
    /// outline (half its floating height); 0 for filled fields.
    var topInset: Int32 {
        guard field.variant == .outlined else { return 0 }
        let labelHeight = Double(labelSize.restingSize(of: floatingLabel).height)
        return Int32((labelHeight * metrics.labelFloatingSize / metrics.labelRestingSize / 2).rounded(.up))
    }

    /// The input's top edge inside the container.
    var inputTop: Int32 {
        Int32(field.variant == .filled ? metrics.filledInputTop : (metrics.containerHeight - metrics.inputLineHeight) / 2)
    }

    /// The height of the helper/error/counter line, 0 when none is shown, gap included.
    func supportingHeight(forWidth width: Int32) -> Int32 {
        let (textWidth, _) = supportingWidths(width)
        let text = max(SupportingLine.height(of: helperLine?.shownLabel, inWidth: textWidth),
                       SupportingLine.height(of: errorLine?.shownLabel, inWidth: textWidth),
                       GtkWidgets.natural(counterLabel, GTK_ORIENTATION_VERTICAL))
        return text > 0 ? Int32(metrics.supportingGap) + text : 0
    }

    /// The popup's height at `width`, 0 while closed.
    func popupHeight(forWidth width: Int32) -> Int32 {
        guard let popup, gtk_widget_get_visible(popup) != 0 else { return 0 }
        return GtkWidgets.natural(popup, GTK_ORIENTATION_VERTICAL, forSize: width)
    }

    private var padding: Int32 { Int32(metrics.horizontalPadding) }

    private func supportingWidths(_ width: Int32) -> (text: Int32, counter: Int32) {
        let counter = GtkWidgets.natural(counterLabel, GTK_ORIENTATION_HORIZONTAL)
        return (max(1, width - supportingInset(counter: counter)), counter)
    }

    /// The width beside the helper or error text: the side padding, and the counter with
    /// its gap when one shows.
    private func supportingInset(counter: Int32) -> Int32 {
        2 * padding + (counter > 0 ? counter + padding : 0)
    }

    /// The field's minimum and natural size in `orientation` (its height at width `forSize`,
    /// -1 for its natural width): every part it shows, the open popup included.
    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let icons = GtkWidgets.natural(leadingIcon, orientation) + GtkWidgets.natural(trailing, orientation)
            let inputMinimum = max(field.input.map { GtkWidgets.minimum($0, orientation) } ?? 0, field.minimumValueWidth)
            // Every shown part fits at the minimum: a wrapping helper its longest word, an
            // open popup its calendar (GTK 4.18 warns of a height asked for a narrower width).
            let counter = GtkWidgets.natural(counterLabel, orientation)
            let supporting = [helperLine?.shownLabel, errorLine?.shownLabel].compactMap { $0 }.map(SupportingLine.minimumWidth).max() ?? 0
            let minimum = max(2 * padding + icons + max(inputMinimum, Int32(metrics.minimumInputWidth)),
                              supporting + supportingInset(counter: counter),
                              popup.map { GtkWidgets.minimum($0, orientation) } ?? 0)
            let labelNatural = labelSize.restingSize(of: floatingLabel).width
            let popupNatural = popup.map { GtkWidgets.natural($0, orientation) } ?? 0
            return (minimum, max(minimum, labelNatural + 2 * padding + icons, popupNatural, Int32(metrics.naturalWidth)))
        }
        let width = forSize >= 0 ? forSize : measure(GTK_ORIENTATION_HORIZONTAL, forSize: -1).natural
        let height = topInset + field.containerHeight(forWidth: width) + field.accessoryHeight(forWidth: width)
            + supportingHeight(forWidth: width) + popupHeight(forWidth: width)
        return (height, height)
    }

    /// Places the parts, laid out from the leading edge: right to left, every part is
    /// mirrored (icons, prefix and suffix, label, supporting text and counter).
    func allocate(width: Int32, height: Int32) {
        let mirrored = gtk_widget_get_direction(field.instance) == GTK_TEXT_DIR_RTL
        func place(_ part: UnsafeMutablePointer<GtkWidget>?, x: Double, y: Double, width partWidth: Int32, height: Int32,
                   scale: Double = 1) {
            let start = mirrored ? Double(width) - x - Double(partWidth) * scale : x
            GtkWidgets.place(part, x: start, y: y, width: partWidth, height: height, scale: scale)
        }
        let shift = shakeOffset
        let top = Double(topInset)
        let containerHeight = field.containerHeight(forWidth: width)
        place(container, x: shift, y: top, width: width, height: containerHeight)

        // Leading icon, trailing icons, then the text between them.
        var textStart = padding
        if let leadingIcon, gtk_widget_get_visible(leadingIcon) != 0 {
            let size = Int32(metrics.iconSize)
            place(leadingIcon, x: metrics.leadingIconInset + shift, y: top + Double(containerHeight - size) / 2,
                  width: size, height: size)
            textStart = Int32(metrics.leadingIconInset + metrics.iconSize + metrics.leadingIconGap)
        }
        var textEnd = width - padding
        let trailingWidth = GtkWidgets.natural(trailing, GTK_ORIENTATION_HORIZONTAL)
        if let trailing, trailingWidth > 0 {
            let trailingHeight = GtkWidgets.natural(trailing, GTK_ORIENTATION_VERTICAL)
            let inset = Int32(metrics.trailingInset)
            let x = width - inset - trailingWidth
            let rowHeight = min(containerHeight, Int32(metrics.containerHeight))
            place(trailing, x: Double(x) + shift, y: top + Double(rowHeight - trailingHeight) / 2,
                  width: trailingWidth, height: trailingHeight)
            // The first icon sits inside its button's padding, the text's gap from it.
            textEnd = x + Int32(metrics.iconButtonPadding - metrics.leadingIconGap)
        }
        let prefixWidth = GtkWidgets.natural(prefix, GTK_ORIENTATION_HORIZONTAL)
        let suffixWidth = GtkWidgets.natural(suffix, GTK_ORIENTATION_HORIZONTAL)
        let lineHeight = Int32(metrics.inputLineHeight)
        let inputY = top + Double(inputTop)
        place(prefix, x: Double(textStart) + shift, y: inputY, width: prefixWidth, height: lineHeight)
        place(suffix, x: Double(textEnd - suffixWidth) + shift, y: inputY, width: suffixWidth, height: lineHeight)
        if let input = field.input {
            let gap = Int32(metrics.affixGap)
            let inputStart = textStart + prefixWidth + (prefixWidth > 0 ? gap / 2 : 0)
            let inputEnd = textEnd - suffixWidth - (suffixWidth > 0 ? gap : 0)
            let inputHeight = max(lineHeight, containerHeight - inputTop - Int32(metrics.bottomPadding))
            place(input, x: Double(inputStart) + shift, y: inputY, width: max(1, inputEnd - inputStart), height: inputHeight)
            place(hintLabel, x: Double(inputStart) + shift, y: inputY, width: max(1, inputEnd - inputStart), height: lineHeight)
        }

        // The label moves between resting (centred on the first line) and floating.
        let labelNatural = GtkWidgets.natural(floatingLabel, GTK_ORIENTATION_HORIZONTAL)
        let labelWidth = min(labelNatural, max(1, textEnd - textStart))
        if labelWidth < labelNatural { ellipsizeLabel() }
        let labelHeight = GtkWidgets.natural(floatingLabel, GTK_ORIENTATION_VERTICAL)
        let progress = labelProgress
        // Once floated, the label is drawn at the floating size and placed unscaled (scaled
        // only by what a change of the desktop's text size since moved the sizes' ratio).
        let floatingScale = labelFloatingRatio / (labelSize.floatingScale ?? 1)
        let scale = 1 + (floatingScale - 1) * progress
        let restingY = Double(min(containerHeight, Int32(metrics.containerHeight)) - labelHeight) / 2
        let floatingY = field.variant == .filled ? metrics.filledLabelTop : -Double(labelHeight) * floatingScale / 2
        let labelX = Double(textStart) - (field.variant == .outlined ? metrics.notchPadding * progress : 0)
        place(floatingLabel, x: labelX + shift, y: top + restingY + (floatingY - restingY) * progress,
              width: labelWidth, height: labelHeight, scale: scale)

        // A subclass's accessory, then supporting text below, the counter at the trailing edge.
        let accessoryTop = top + Double(containerHeight)
        let accessoryHeight = field.allocateAccessory(width: width, top: accessoryTop) { part, frame in
            place(part, x: frame.x, y: frame.y, width: Int32(frame.width), height: Int32(frame.height))
        }
        let (textWidth, counterWidth) = supportingWidths(width)
        let supportingTop = accessoryTop + Double(accessoryHeight) + metrics.supportingGap
        for case let shown? in [helperLine?.shownLabel, errorLine?.shownLabel] { SupportingLine.wrapIfWider(shown, than: textWidth) }
        for case let supporting? in [helperLine?.label, errorLine?.label] {
            // At least its own minimum width: a line off screen is not part of the
            // field's minimum, and GTK never sizes a widget below its own (4.18 warns).
            let partWidth = max(textWidth, GtkWidgets.minimum(supporting, GTK_ORIENTATION_HORIZONTAL))
            let height = GtkWidgets.natural(supporting, GTK_ORIENTATION_VERTICAL, forSize: partWidth)
            place(supporting, x: Double(padding), y: supportingTop, width: partWidth, height: height)
        }
        place(counterLabel, x: Double(width - padding - counterWidth), y: supportingTop,
              width: counterWidth, height: GtkWidgets.natural(counterLabel, GTK_ORIENTATION_VERTICAL))

        if let popup = popup, gtk_widget_get_visible(popup) != 0 {
            let popupTop = topInset + containerHeight + accessoryHeight + supportingHeight(forWidth: width)
            GtkWidgets.place(popup, x: 0, y: Double(popupTop), width: width, height: max(0, height - popupTop))
        }
    }

    /// Has the label end in an ellipsis where it is cut short, from the first layout that
    /// gives it less than its width on: GTK measures an ellipsizing label twice (at its
    /// width and at none), so a label that fits is spared the second layout. Within the
    /// allocation that needs it, so no frame shows the label cut without its ellipsis.
    private func ellipsizeLabel() {
        guard gtk_label_get_ellipsize(gCast(floatingLabel)) == PANGO_ELLIPSIZE_NONE else { return }
        gtk_label_set_ellipsize(gCast(floatingLabel), PANGO_ELLIPSIZE_END)
    }
}
