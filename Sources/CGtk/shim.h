// Static inline wrappers for the parts of GLib and GTK 4 that Swift cannot import:
// macros, type constants and variadic functions. Keep this file small: everything that
// can be written in Swift lives in GtkInterop.
#ifndef MATERIAL_FIELDS_CGTK_SHIM_H
#define MATERIAL_FIELDS_CGTK_SHIM_H

#include <gtk/gtk.h>
// GLib's in-memory settings backend, for tests of g_settings_bind that write nothing.
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib-unix.h>
#include <sys/eventfd.h>
#include <malloc.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

// MARK: - Fundamental types (G_TYPE_* are macros)

static inline GType mf_type_none(void) { return G_TYPE_NONE; }
static inline GType mf_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType mf_type_int(void) { return G_TYPE_INT; }
static inline GType mf_type_uint(void) { return G_TYPE_UINT; }
static inline GType mf_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType mf_type_string(void) { return G_TYPE_STRING; }
static inline GType mf_type_pointer(void) { return G_TYPE_POINTER; }
static inline GType mf_type_object(void) { return G_TYPE_OBJECT; }
static inline GType mf_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType mf_type_enum(void) { return G_TYPE_ENUM; }
static inline GType mf_type_boxed(void) { return G_TYPE_BOXED; }

// MARK: - Instance checks and casts (G_TYPE_CHECK_INSTANCE_* are macros)

static inline gboolean mf_instance_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

static inline GType mf_instance_type(gpointer instance) {
    return G_TYPE_FROM_INSTANCE(instance);
}

static inline GType mf_class_type(gpointer klass) {
    return G_TYPE_FROM_CLASS(klass);
}

static inline const char *mf_instance_type_name(gpointer instance) {
    return G_OBJECT_TYPE_NAME(instance);
}

static inline guint mf_object_ref_count(gpointer object) {
    return ((GObject *)object)->ref_count;
}

// MARK: - Construction (g_object_new is variadic)

static inline gpointer mf_object_new(GType type) {
    return g_object_new(type, NULL);
}

/// Creates an object of `type` with one string property set at construction, as
/// `g_object_new (type, name, value, NULL)` would (needed for construct-only properties
/// such as a widget's accessible role, which take an enum: see mf_widget_new_with_role).
static inline GtkWidget *mf_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

// MARK: - Accessibility (every gtk_accessible_update_* call is variadic)

static inline void mf_accessible_update_property_string(GtkAccessible *self,
                                                        GtkAccessibleProperty property,
                                                        const char *value) {
    gtk_accessible_update_property(self, property, value, -1);
}

static inline void mf_accessible_update_property_boolean(GtkAccessible *self,
                                                         GtkAccessibleProperty property,
                                                         gboolean value) {
    gtk_accessible_update_property(self, property, value, -1);
}

static inline void mf_accessible_update_property_int(GtkAccessible *self,
                                                     GtkAccessibleProperty property,
                                                     int value) {
    gtk_accessible_update_property(self, property, value, -1);
}

static inline void mf_accessible_update_property_double(GtkAccessible *self,
                                                        GtkAccessibleProperty property,
                                                        double value) {
    gtk_accessible_update_property(self, property, value, -1);
}

static inline void mf_accessible_update_state_boolean(GtkAccessible *self,
                                                      GtkAccessibleState state,
                                                      gboolean value) {
    gtk_accessible_update_state(self, state, value, -1);
}

static inline void mf_accessible_update_state_int(GtkAccessible *self,
                                                  GtkAccessibleState state, int value) {
    gtk_accessible_update_state(self, state, value, -1);
}

/// Sets a relation to a single accessible (labelled-by, described-by, controls,
/// error-message: list relations are NULL-terminated, so one target is the common case).
static inline void mf_accessible_update_relation_one(GtkAccessible *self,
                                                     GtkAccessibleRelation relation,
                                                     GtkAccessible *target) {
    switch (relation) {
    case GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT:
    case GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE:
        gtk_accessible_update_relation(self, relation, target, -1);
        break;
    default:
        gtk_accessible_update_relation(self, relation, target, NULL, -1);
        break;
    }
}

// MARK: - Platform state of an editable that delegates to a GtkText
//
// A screen reader hears a text field when its accessible reports `focused`. GTK reports
// focus for the widget that has it, the inner GtkText; a GtkText is an ignored accessible,
// so GTK hands the change up to its parent, the field, and asks the field whether it is
// focused. GtkEntry answers for its text; a widget that does not answers for itself, and
// the field itself never has focus. GtkAccessibleInterface is public from GTK 4.10 only;
// GTK 4.8 has the same first members privately (gtk/gtkaccessibleprivate.h).

#if !GTK_CHECK_VERSION(4, 10, 0)
typedef enum {
    GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSABLE,
    GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED,
    GTK_ACCESSIBLE_PLATFORM_STATE_ACTIVE
} GtkAccessiblePlatformState;

struct _GtkAccessibleInterface {
    GTypeInterface g_iface;
    gpointer get_at_context;
    gboolean (*get_platform_state)(GtkAccessible *self, GtkAccessiblePlatformState state);
};
#endif

static inline gboolean mf_editable_accessible_get_platform_state(GtkAccessible *self,
                                                                 GtkAccessiblePlatformState state) {
    GtkEditable *delegate = gtk_editable_get_delegate(GTK_EDITABLE(self));
    GtkWidget *text = delegate != NULL ? GTK_WIDGET(delegate) : GTK_WIDGET(self);
    // A text inside another editable of the widget's (a GtkPasswordEntry, which is the
    // accessible node a screen reader reads then) is that one's to answer for.
    gboolean own = text == GTK_WIDGET(self) || gtk_widget_get_parent(text) == GTK_WIDGET(self);
    switch (state) {
    case GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSABLE:
        return own && gtk_widget_get_focusable(text);
    case GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED:
        return own && gtk_widget_has_focus(text);
    default: {
        GtkAccessibleInterface *own = G_TYPE_INSTANCE_GET_INTERFACE(self, GTK_TYPE_ACCESSIBLE, GtkAccessibleInterface);
        GtkAccessibleInterface *parent = g_type_interface_peek_parent(own);
        // A subtype of an editable Swift type inherits this hook: skip to the native one.
        while (parent != NULL && parent->get_platform_state == mf_editable_accessible_get_platform_state)
            parent = g_type_interface_peek_parent(parent);
        return parent != NULL && parent->get_platform_state != NULL ? parent->get_platform_state(self, state) : FALSE;
    }
    }
}

static inline void mf_editable_accessible_interface_init(gpointer iface, gpointer data) {
    (void)data;
    // GObject starts the vtable as a copy of the parent type's: only this member changes.
    GtkAccessibleInterface *accessible = iface;
    accessible->get_platform_state = mf_editable_accessible_get_platform_state;
}

/// Makes `type` (a GtkEditable widget type, before its class is first used) answer the
/// focusable and focused platform states for its editable delegate, as GtkEntry does.
static inline void mf_editable_type_reports_delegate_focus(GType type) {
    static const GInterfaceInfo info = { mf_editable_accessible_interface_init, NULL, NULL };
    g_type_add_interface_static(type, GTK_TYPE_ACCESSIBLE, &info);
}

/// Looks up a colour the theme names (`@define-color`), as `widget`'s style sees it;
/// FALSE when no stylesheet defines it. (GTK 4.10 deprecates the call and offers nothing
/// in its place for named colours.)
static inline gboolean mf_widget_lookup_color(GtkWidget *widget, const char *name, GdkRGBA *color) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gboolean found = gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return found;
}

/// Has assistive technologies announce `message` (GTK 4.14 and later); returns FALSE where
/// GTK has no announcements, for the caller to announce another way.
static inline gboolean mf_accessible_announce(GtkAccessible *self, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
    gtk_accessible_announce(self, message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH);
    return TRUE;
#else
    (void)self;
    (void)message;
    return FALSE;
#endif
}

// gtk_test_accessible_check_* are variadic too; each returns NULL on success or a
// newly allocated message that the caller frees with g_free.

static inline char *mf_test_accessible_check_property_string(GtkAccessible *self,
                                                             GtkAccessibleProperty property,
                                                             const char *value) {
    return gtk_test_accessible_check_property(self, property, value);
}

static inline char *mf_test_accessible_check_property_boolean(GtkAccessible *self,
                                                              GtkAccessibleProperty property,
                                                              gboolean value) {
    return gtk_test_accessible_check_property(self, property, value);
}

static inline char *mf_test_accessible_check_property_int(GtkAccessible *self,
                                                          GtkAccessibleProperty property,
                                                          int value) {
    return gtk_test_accessible_check_property(self, property, value);
}

static inline char *mf_test_accessible_check_property_double(GtkAccessible *self,
                                                             GtkAccessibleProperty property,
                                                             double value) {
    return gtk_test_accessible_check_property(self, property, value);
}

static inline char *mf_test_accessible_check_state_boolean(GtkAccessible *self,
                                                           GtkAccessibleState state,
                                                           gboolean value) {
    return gtk_test_accessible_check_state(self, state, value);
}

static inline char *mf_test_accessible_check_state_int(GtkAccessible *self,
                                                       GtkAccessibleState state, int value) {
    return gtk_test_accessible_check_state(self, state, value);
}

static inline char *mf_test_accessible_check_relation_one(GtkAccessible *self,
                                                          GtkAccessibleRelation relation,
                                                          GtkAccessible *target) {
    if (relation == GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT
        || relation == GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE) {
        return gtk_test_accessible_check_relation(self, relation, target);
    }
    return gtk_test_accessible_check_relation(self, relation, target, NULL);
}

// MARK: - X11 (tests drive real key presses with xdotool, which needs the window id)

/// The X11 window id of the window holding `widget`, or 0 when not on X11 or not realized.
static inline unsigned long mf_x11_window_id(GtkWidget *widget) {
#ifdef GDK_WINDOWING_X11
    GtkNative *native = gtk_widget_get_native(widget);
    if (native == NULL) return 0;
    GdkSurface *surface = gtk_native_get_surface(native);
    if (surface != NULL && GDK_IS_X11_SURFACE(surface)) return gdk_x11_surface_get_xid(surface);
#endif
    return 0;
}

// MARK: - Heap statistics (the benchmarks' memory figures; malloc.h is not in Glibc's module)

/// Bytes currently allocated through glibc's malloc.
static inline size_t mf_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}

// MARK: - libdispatch's main queue, drained from a GLib source
//
// These are the hooks CoreFoundation's run loop uses (exported by libdispatch on Linux):
// the main queue signals an eventfd when work is queued, and the callback drains it.
// Watching that fd from GLib makes DispatchQueue.main and the main actor run while the
// thread sits in g_main_loop_run / g_application_run.

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static inline int mf_dispatch_main_queue_fd(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

static inline void mf_dispatch_main_queue_drain(void) {
    eventfd_t value;
    (void)eventfd_read(_dispatch_get_main_queue_handle_4CF(), &value);
    _dispatch_main_queue_callback_4CF(NULL);
}

// g_log is variadic, which Swift cannot call: logs `message` as a critical in `domain`.
static inline void mf_log_critical(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_CRITICAL, "%s", message);
}

// The same as a warning: something the app could not help (a file gone), not misuse.
static inline void mf_log_warning(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_WARNING, "%s", message);
}


// gtk_css_provider_load_from_data is deprecated from GTK 4.12, and its replacement does
// not exist before: one call that builds without a warning on both.
static inline void mf_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

#endif
