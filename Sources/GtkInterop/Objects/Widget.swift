import CGtk

/// Any GTK widget, as a Swift value: what MaterialFields' API takes and returns wherever
/// a widget goes into a container or comes out of one.
///
/// A `Widget` holds a strong reference, so the widget lives at least as long as the value;
/// a container that adopts it (a window, a box, a `StackBox`) keeps it alive after that.
/// Two values are equal when they wrap the same widget.
///
/// The way back to C, for a GTK call that MaterialFields does not wrap: `import GtkInterop`
/// (which also imports GTK's C API) and use ``pointer``; `Widget(_:)` wraps a pointer made
/// by a C function.
///
/// ```swift
/// import GtkInterop
///
/// let image = Widget(gtk_image_new_from_icon_name("mail-symbolic"))
/// gtk_widget_set_tooltip_text(email.widget.pointer, "Your work address")
/// ```
@MainActor
public struct Widget {
    /// What holds the widget for this value: a `GObjectRef`, or the Swift object that
    /// owns the widget (see ``init(_:keptBy:)``).
    private let keeper: AnyObject

    /// The `GtkWidget *`, for calls into GTK's C API; valid while this value lives.
    public let pointer: UnsafeMutablePointer<GtkWidget>

    /// Wraps a GTK widget made in C, taking a reference (a new widget's floating reference
    /// is sunk, as a container would).
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.init(GObjectRef(pointer))
    }

    /// Wraps a GTK widget of an opaque GTK type (`GtkLabel *`, `GtkButton *`, ...).
    public init(_ pointer: OpaquePointer) {
        self.init(GObjectRef(pointer))
    }

    /// Wraps the widget `reference` holds.
    public init(_ reference: GObjectRef) {
        keeper = reference
        pointer = reference.widget
    }

    /// Wraps `pointer`, which `owner` keeps alive for as long as `owner` lives (a
    /// ``WidgetObject`` holding its instance): the value holds `owner`, and takes no
    /// GObject reference, so reading a field's `widget` allocates nothing and does not
    /// toggle the reference that ties the field to its widget.
    package init(_ pointer: UnsafeMutablePointer<GtkWidget>, keptBy owner: AnyObject) {
        keeper = owner
        self.pointer = pointer
    }

    /// The widget's GType name (`"GtkButton"`, `"MfEntryField"`).
    public var typeName: String { String(cString: mf_instance_type_name(pointer)) }

    /// The widget's parent, nil while it has none.
    public var parent: Widget? { gtk_widget_get_parent(pointer).map(Widget.init) }

    /// The widget's children, first to last.
    public var children: [Widget] { WidgetChildren.of(pointer).map(Widget.init) }

    /// Whether the widget is shown when its parent is.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(pointer) != 0 }
        nonmutating set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
    }

    /// Whether the widget takes input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(pointer) != 0 }
        nonmutating set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
    }

    /// Whether the widget or one of its children has keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(pointer) != 0 }

    /// Moves keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(pointer) != 0 }

    /// Adds a CSS class (styles the widget through a style sheet).
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }

    /// The widget's current width and height, in pixels (zero before it is shown).
    public var allocatedSize: (width: Int, height: Int) {
        (Int(gtk_widget_get_width(pointer)), Int(gtk_widget_get_height(pointer)))
    }
}

extension Widget: @MainActor Hashable {
    public static func == (lhs: Widget, rhs: Widget) -> Bool { lhs.pointer == rhs.pointer }

    public func hash(into hasher: inout Hasher) { hasher.combine(UnsafeMutableRawPointer(pointer)) }
}
