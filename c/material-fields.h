/* material-fields.h: MaterialFields' Material form fields for GTK 4, from C.
 *
 * Build with: cc app.c $(pkg-config --cflags --libs material-fields)
 * The fields are GtkWidgets: put them in any container, set their GObject properties
 * ("placeholder", "helper-text", "text", "has-error", "variant", ...) and connect their
 * signals ("notify::text", "did-select-row", "date-changed", ...). What no property can
 * carry has a function below. Call every function on GTK's main thread.
 */
#ifndef MATERIAL_FIELDS_H
#define MATERIAL_FIELDS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * MfField:
 *
 * What every field shares: a floating label, helper and error text, and the inactive,
 * active and error states.
 */
typedef struct _MfField MfField;
typedef struct _MfFieldClass MfFieldClass;

/**
 * MfEntryField:
 *
 * A one-line text field; a GtkEditable.
 */
typedef struct _MfEntryField MfEntryField;
typedef struct _MfEntryFieldClass MfEntryFieldClass;

/**
 * MfAreaField:
 *
 * A multi-line text field that grows with its text up to "maximum-lines".
 */
typedef struct _MfAreaField MfAreaField;
typedef struct _MfAreaFieldClass MfAreaFieldClass;

/**
 * MfPickerField:
 *
 * A field whose value is one of a list of choices; a GtkEditable.
 */
typedef struct _MfPickerField MfPickerField;
typedef struct _MfPickerFieldClass MfPickerFieldClass;

/**
 * MfDateField:
 *
 * A field holding a date (or time) chosen in a calendar or typed; a GtkEditable.
 */
typedef struct _MfDateField MfDateField;
typedef struct _MfDateFieldClass MfDateFieldClass;

/**
 * MfFieldVariant:
 * @MF_FIELD_VARIANT_FILLED: a tinted container with an indicator line
 * @MF_FIELD_VARIANT_OUTLINED: an outline, the label on it when floating
 *
 * The two Material text-field styles (the "variant" property).
 */
typedef enum {
  MF_FIELD_VARIANT_FILLED,
  MF_FIELD_VARIANT_OUTLINED
} MfFieldVariant;

/**
 * MfInputPurpose:
 * @MF_INPUT_PURPOSE_FREE_FORM: any text
 * @MF_INPUT_PURPOSE_EMAIL: an e-mail address
 * @MF_INPUT_PURPOSE_NUMBER: a number
 * @MF_INPUT_PURPOSE_PHONE: a phone number
 * @MF_INPUT_PURPOSE_URL: a web address
 * @MF_INPUT_PURPOSE_NAME: a person's name
 * @MF_INPUT_PURPOSE_PASSWORD: a password, hidden
 * @MF_INPUT_PURPOSE_PIN: a PIN, hidden
 *
 * What an entry field's text is (its "purpose" property), for input methods and
 * on-screen keyboards.
 */
typedef enum {
  MF_INPUT_PURPOSE_FREE_FORM,
  MF_INPUT_PURPOSE_EMAIL,
  MF_INPUT_PURPOSE_NUMBER,
  MF_INPUT_PURPOSE_PHONE,
  MF_INPUT_PURPOSE_URL,
  MF_INPUT_PURPOSE_NAME,
  MF_INPUT_PURPOSE_PASSWORD,
  MF_INPUT_PURPOSE_PIN
} MfInputPurpose;

/**
 * MfDateMode:
 * @MF_DATE_MODE_DATE: a day
 * @MF_DATE_MODE_TIME: a time of day
 * @MF_DATE_MODE_DATE_AND_TIME: a day and a time
 *
 * What a date field holds (its "mode" property).
 */
typedef enum {
  MF_DATE_MODE_DATE,
  MF_DATE_MODE_TIME,
  MF_DATE_MODE_DATE_AND_TIME
} MfDateMode;

/**
 * MfStackOrientation:
 * @MF_STACK_ORIENTATION_HORIZONTAL: children side by side
 * @MF_STACK_ORIENTATION_VERTICAL: children one above another
 *
 * How a stack box lays its children out (its "orientation" property).
 */
typedef enum {
  MF_STACK_ORIENTATION_HORIZONTAL,
  MF_STACK_ORIENTATION_VERTICAL
} MfStackOrientation;

/**
 * MfStackJustify:
 * @MF_STACK_JUSTIFY_NONE: children keep their own sizes and places
 * @MF_STACK_JUSTIFY_FILL: children share the length
 * @MF_STACK_JUSTIFY_START: children packed at the start
 * @MF_STACK_JUSTIFY_END: children packed at the end
 * @MF_STACK_JUSTIFY_CENTER: children packed in the middle
 * @MF_STACK_JUSTIFY_SPACE_BETWEEN: the free length spread between children
 *
 * How a stack box places children along its orientation (its "justify" property).
 */
typedef enum {
  MF_STACK_JUSTIFY_NONE,
  MF_STACK_JUSTIFY_FILL,
  MF_STACK_JUSTIFY_START,
  MF_STACK_JUSTIFY_END,
  MF_STACK_JUSTIFY_CENTER,
  MF_STACK_JUSTIFY_SPACE_BETWEEN
} MfStackJustify;

/**
 * MfStackAlignment:
 * @MF_STACK_ALIGNMENT_NONE: children keep their own across size and place
 * @MF_STACK_ALIGNMENT_FILL: children fill the box across
 * @MF_STACK_ALIGNMENT_START: children at the start across
 * @MF_STACK_ALIGNMENT_CENTER: children in the middle across
 * @MF_STACK_ALIGNMENT_END: children at the end across
 *
 * How a stack box places children across its orientation ("align", and a child's
 * "alignment").
 */
typedef enum {
  MF_STACK_ALIGNMENT_NONE,
  MF_STACK_ALIGNMENT_FILL,
  MF_STACK_ALIGNMENT_START,
  MF_STACK_ALIGNMENT_CENTER,
  MF_STACK_ALIGNMENT_END
} MfStackAlignment;

/**
 * MfStackBox:
 *
 * A container that lays children out like a flex box, with the seed StackViews'
 * justify, align, spacing, insets and per-child sizes (the "width", "height",
 * "proportional-width", "proportional-height" and "alignment" properties of its
 * #MfStackLayoutChild<!-- -->ren).
 */
typedef struct _MfStackBox MfStackBox;
typedef struct _MfStackBoxClass MfStackBoxClass;

/**
 * MfStackLayout:
 *
 * The layout manager of an #MfStackBox.
 */
typedef struct _MfStackLayout MfStackLayout;
typedef struct _MfStackLayoutClass MfStackLayoutClass;

/**
 * MfStackLayoutChild:
 *
 * A child's constraints in an #MfStackBox: get it with gtk_layout_manager_get_layout_child().
 */
typedef struct _MfStackLayoutChild MfStackLayoutChild;
typedef struct _MfStackLayoutChildClass MfStackLayoutChildClass;

GType mf_stack_orientation_get_type (void);
GType mf_stack_justify_get_type (void);
GType mf_stack_alignment_get_type (void);
GType mf_stack_box_get_type (void);
GType mf_stack_layout_get_type (void);
GType mf_stack_layout_child_get_type (void);

#define MF_TYPE_STACK_BOX (mf_stack_box_get_type ())

/**
 * mf_stack_box_new:
 *
 * Returns: (transfer floating) (type MfStackBox): a new, vertical stack box
 */
GtkWidget *mf_stack_box_new (void);

/**
 * mf_stack_box_append:
 * @box: (type MfStackBox): a stack box
 * @child: a widget without a parent
 *
 * Appends @child; its constraints are the properties of its layout child.
 */
void mf_stack_box_append (GtkWidget *box, GtkWidget *child);

GType mf_field_variant_get_type (void);
GType mf_input_purpose_get_type (void);
GType mf_date_mode_get_type (void);

#define MF_TYPE_FIELD_VARIANT (mf_field_variant_get_type ())
#define MF_TYPE_INPUT_PURPOSE (mf_input_purpose_get_type ())
#define MF_TYPE_DATE_MODE (mf_date_mode_get_type ())
#define MF_TYPE_FIELD (mf_field_get_type ())
#define MF_TYPE_ENTRY_FIELD (mf_entry_field_get_type ())
#define MF_TYPE_AREA_FIELD (mf_area_field_get_type ())
#define MF_TYPE_PICKER_FIELD (mf_picker_field_get_type ())
#define MF_TYPE_DATE_FIELD (mf_date_field_get_type ())

/**
 * MfError:
 * @MF_ERROR_FAILED: the library could not set itself up (the message says why)
 * @MF_ERROR_INVALID_DATE_LIMITS: a minimum date after the maximum
 * @MF_ERROR_INVALID_FORM: a form call with a taken or unknown tag, or a value of the wrong kind
 *
 * The codes of the library's errors.
 */
typedef enum {
  MF_ERROR_FAILED,
  MF_ERROR_INVALID_DATE_LIMITS,
  MF_ERROR_INVALID_FORM
} MfError;

/**
 * MF_ERROR:
 *
 * The error domain of the library's #GError<!-- -->s.
 */
#define MF_ERROR (mf_error_quark ())

GQuark mf_error_quark (void);

/**
 * material_fields_init:
 * @error: return location for a #GError, or %NULL
 *
 * Registers the widget types and installs the stylesheet, which then follows the
 * system's light or dark style. Call it once GTK is initialized; calling it again does
 * nothing more.
 *
 * Returns: %TRUE on success
 */
gboolean material_fields_init (GError **error);

GType mf_field_get_type (void);
GType mf_entry_field_get_type (void);
GType mf_area_field_get_type (void);
GType mf_picker_field_get_type (void);
GType mf_date_field_get_type (void);

/**
 * mf_entry_field_new:
 * @placeholder: (nullable): the label
 *
 * Returns: (transfer floating) (type MfEntryField): a new entry field
 */
GtkWidget *mf_entry_field_new (const char *placeholder);

/**
 * mf_area_field_new:
 * @placeholder: (nullable): the label
 *
 * Returns: (transfer floating) (type MfAreaField): a new area field
 */
GtkWidget *mf_area_field_new (const char *placeholder);

/**
 * mf_picker_field_new:
 * @placeholder: (nullable): the label
 * @choices: (nullable) (array zero-terminated=1): the choices
 *
 * Returns: (transfer floating) (type MfPickerField): a new picker field
 */
GtkWidget *mf_picker_field_new (const char *placeholder, const char * const *choices);

/**
 * mf_date_field_new:
 * @placeholder: (nullable): the label
 *
 * Returns: (transfer floating) (type MfDateField): a new date field
 */
GtkWidget *mf_date_field_new (const char *placeholder);

/**
 * mf_field_set_error:
 * @field: (type MfField): a field
 * @text: (nullable): the error text, or %NULL to clear the error
 *
 * Shows @text as the field's error, in the error colour, with the field's shake when
 * "shakes" is set.
 */
void mf_field_set_error (GtkWidget *field, const char *text);

/**
 * mf_field_remove_error_ui:
 * @field: (type MfField): a field
 *
 * Removes the error and its text.
 */
void mf_field_remove_error_ui (GtkWidget *field);

/**
 * mf_picker_field_set_choices:
 * @picker: (type MfPickerField): a picker field
 * @choices: (nullable) (array zero-terminated=1): the choices
 *
 * Replaces the choices.
 */
void mf_picker_field_set_choices (GtkWidget *picker, const char * const *choices);

/**
 * mf_date_field_get_date:
 * @field: (type MfDateField): a date field
 *
 * Returns: (transfer full) (nullable): the chosen date in local time, or %NULL
 */
GDateTime *mf_date_field_get_date (GtkWidget *field);

/**
 * mf_date_field_set_date:
 * @field: (type MfDateField): a date field
 * @date: the date to choose
 *
 * Chooses @date as the user would.
 *
 * Returns: %FALSE, choosing nothing, when @date is outside the limits
 */
gboolean mf_date_field_set_date (GtkWidget *field, GDateTime *date);

/**
 * mf_date_field_set_limits:
 * @field: (type MfDateField): a date field
 * @minimum: (nullable): the earliest date, or %NULL for none
 * @maximum: (nullable): the latest date, or %NULL for none
 * @error: return location for a #GError, or %NULL
 *
 * Sets the earliest and latest dates the field accepts.
 *
 * Returns: %FALSE, changing nothing, when @minimum is after @maximum
 */
gboolean mf_date_field_set_limits (GtkWidget *field, GDateTime *minimum, GDateTime *maximum, GError **error);

/**
 * MfRowKind:
 * @MF_ROW_KIND_ENTRY: a one-line text field
 * @MF_ROW_KIND_AREA: a multi-line text field
 * @MF_ROW_KIND_DATE: a date field
 * @MF_ROW_KIND_SWITCH: an on/off switch beside the label
 *
 * The kinds of row an #MfForm holds.
 */
typedef enum {
  MF_ROW_KIND_ENTRY,
  MF_ROW_KIND_AREA,
  MF_ROW_KIND_DATE,
  MF_ROW_KIND_SWITCH
} MfRowKind;

/**
 * MfForm:
 *
 * A form of rows tagged by strings, in sections, with required rows, and the form view
 * that shows it (sections under headers, Previous / Next / Done, errors under their
 * fields). Keep the form while its view is shown; the view emits "submitted" when a
 * submit finds every row valid.
 */
typedef struct _MfForm MfForm;
typedef struct _MfFormClass MfFormClass;

GType mf_row_kind_get_type (void);
GType mf_form_get_type (void);

#define MF_TYPE_FORM (mf_form_get_type ())

/**
 * mf_form_new:
 *
 * Returns: (transfer full): a new, empty form
 */
MfForm *mf_form_new (void);

/**
 * mf_form_get_view:
 * @form: a form
 *
 * Returns: (transfer none): the form's view, an MfFormView widget to put in a container
 */
GtkWidget *mf_form_get_view (MfForm *form);

/**
 * mf_form_add_section:
 * @form: a form
 * @key: the section's key
 * @header: (nullable): the header shown above it
 * @error: return location for a #GError, or %NULL
 *
 * Adds a section at the end; rows added next go into it.
 *
 * Returns: %FALSE, adding nothing, when the key is taken
 */
gboolean mf_form_add_section (MfForm *form, const char *key, const char *header, GError **error);

/**
 * mf_form_add_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @kind: the kind of row
 * @required: whether submitting needs a value (a switch: turned on)
 * @error: return location for a #GError, or %NULL
 *
 * Adds a row at the end of the last section.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_row (MfForm *form, const char *tag, const char *label, MfRowKind kind, gboolean required, GError **error);

/**
 * mf_form_get_text:
 * @form: a form
 * @tag: a row's tag
 *
 * Returns: (transfer full) (nullable): the row's value as text ("true" or "false" for a
 *   switch), or %NULL for an unknown tag
 */
char *mf_form_get_text (MfForm *form, const char *tag);

/**
 * mf_form_set_text:
 * @form: a form
 * @tag: the tag of an entry or area row
 * @text: the new value
 * @error: return location for a #GError, or %NULL
 *
 * Returns: %FALSE, changing nothing, for an unknown tag or a row that holds no text
 */
gboolean mf_form_set_text (MfForm *form, const char *tag, const char *text, GError **error);

/**
 * mf_form_submit:
 * @form: a form
 *
 * Ends editing, validates every row and shows each error under its field, as the view's
 * Done button does. When every row is valid the view emits "submitted"; otherwise the
 * first invalid row takes the focus.
 *
 * Returns: whether every row was valid
 */
gboolean mf_form_submit (MfForm *form);

G_END_DECLS

#endif /* MATERIAL_FIELDS_H */
