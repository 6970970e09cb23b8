/* material-fields.h: MaterialFields' Material form fields for GTK 4, from C.
 *
 * Build with: cc app.c $(pkg-config --cflags --libs material-fields)
 * The fields are GtkWidgets: put them in any container, set their GObject properties
 * ("placeholder", "helper-text", "text", "has-error", "variant", ...) and connect their
 * signals ("notify::text", "did-select-row", "date-changed", ...). What no property can
 * carry has a function below.
 *
 * Call every function on GTK's main thread: from any other thread a function logs a
 * critical and does nothing. A NULL or a wrong type where the API wants an object logs a
 * critical (as g_return_if_fail() does) and does nothing.
 */
#ifndef MATERIAL_FIELDS_H
#define MATERIAL_FIELDS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * MF_MAJOR_VERSION:
 *
 * The major version of the library this header belongs to (the "0" of its SONAME).
 */
#define MF_MAJOR_VERSION 0
/**
 * MF_MINOR_VERSION:
 *
 * The minor version of the library this header belongs to.
 */
#define MF_MINOR_VERSION 1

/* Enumerations */

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
 * MfRowKind:
 * @MF_ROW_KIND_ENTRY: a one-line text field
 * @MF_ROW_KIND_AREA: a multi-line text field
 * @MF_ROW_KIND_DATE: a date field
 * @MF_ROW_KIND_SWITCH: an on/off switch beside the label
 * @MF_ROW_KIND_PICKER: a choice among a list (see mf_form_add_picker_row())
 * @MF_ROW_KIND_BUTTON: a button; its click emits #MfFormView::button-clicked
 * @MF_ROW_KIND_CUSTOM: a widget of the app's (see mf_form_view_set_custom_widget())
 *
 * The kinds of row an #MfForm holds.
 */
typedef enum {
  MF_ROW_KIND_ENTRY,
  MF_ROW_KIND_AREA,
  MF_ROW_KIND_DATE,
  MF_ROW_KIND_SWITCH,
  MF_ROW_KIND_PICKER,
  MF_ROW_KIND_BUTTON,
  MF_ROW_KIND_CUSTOM
} MfRowKind;

/**
 * MfRule:
 * @MF_RULE_REQUIRED: a value is needed (a switch: turned on)
 * @MF_RULE_EMAIL: the text is an e-mail address
 * @MF_RULE_URL: the text is a web address
 *
 * The rules that take no parameter (see mf_form_add_rule()).
 */
typedef enum {
  MF_RULE_REQUIRED,
  MF_RULE_EMAIL,
  MF_RULE_URL
} MfRule;

/**
 * MfSeverity:
 * @MF_SEVERITY_ERROR: a failure stops a submit and shows as the row's error
 * @MF_SEVERITY_WARNING: a failure shows as a warning under the row and lets a submit through
 *
 * How much a failing check weighs.
 */
typedef enum {
  MF_SEVERITY_ERROR,
  MF_SEVERITY_WARNING
} MfSeverity;

/**
 * MfColorScheme:
 * @MF_COLOR_SCHEME_SYSTEM: what the desktop asks for
 * @MF_COLOR_SCHEME_LIGHT: light, whatever the desktop says
 * @MF_COLOR_SCHEME_DARK: dark, whatever the desktop says
 *
 * The fields' light or dark style (see material_fields_set_color_scheme()).
 */
typedef enum {
  MF_COLOR_SCHEME_SYSTEM,
  MF_COLOR_SCHEME_LIGHT,
  MF_COLOR_SCHEME_DARK
} MfColorScheme;

/**
 * MfError:
 * @MF_ERROR_FAILED: the library could not set itself up (the message says why)
 * @MF_ERROR_INVALID_DATE_LIMITS: a minimum date after the maximum
 * @MF_ERROR_INVALID_FORM: a form call with a taken or unknown tag, or a value of the wrong kind
 * @MF_ERROR_INVALID_PATTERN: a pattern rule's regular expression does not compile
 *
 * The codes of the library's errors.
 */
typedef enum {
  MF_ERROR_FAILED,
  MF_ERROR_INVALID_DATE_LIMITS,
  MF_ERROR_INVALID_FORM,
  MF_ERROR_INVALID_PATTERN
} MfError;

GType mf_field_variant_get_type (void);
GType mf_input_purpose_get_type (void);
GType mf_date_mode_get_type (void);
GType mf_stack_orientation_get_type (void);
GType mf_stack_justify_get_type (void);
GType mf_stack_alignment_get_type (void);
GType mf_row_kind_get_type (void);
GType mf_rule_get_type (void);
GType mf_severity_get_type (void);
GType mf_color_scheme_get_type (void);

#define MF_TYPE_FIELD_VARIANT (mf_field_variant_get_type ())
#define MF_TYPE_INPUT_PURPOSE (mf_input_purpose_get_type ())
#define MF_TYPE_DATE_MODE (mf_date_mode_get_type ())
#define MF_TYPE_STACK_ORIENTATION (mf_stack_orientation_get_type ())
#define MF_TYPE_STACK_JUSTIFY (mf_stack_justify_get_type ())
#define MF_TYPE_STACK_ALIGNMENT (mf_stack_alignment_get_type ())
#define MF_TYPE_ROW_KIND (mf_row_kind_get_type ())
#define MF_TYPE_RULE (mf_rule_get_type ())
#define MF_TYPE_SEVERITY (mf_severity_get_type ())
#define MF_TYPE_COLOR_SCHEME (mf_color_scheme_get_type ())

/**
 * MF_ERROR:
 *
 * The error domain of the library's #GError<!-- -->s.
 */
#define MF_ERROR (mf_error_quark ())

/**
 * mf_error_quark:
 *
 * The error domain of the library's errors.
 *
 * Returns: the quark #MF_ERROR names
 */
GQuark mf_error_quark (void);

/* The library */

/**
 * material_fields_init:
 * @error: return location for a #GError, or %NULL
 *
 * Registers the widget types and installs the stylesheet, which then follows the
 * system's light or dark style. Optional: the first widget made does both, including
 * one a #GtkBuilder file makes. Call it once GTK is initialized; calling it again does
 * nothing more.
 *
 * Returns: %TRUE on success
 */
gboolean material_fields_init (GError **error);

/**
 * material_fields_set_color_scheme:
 * @scheme: the style to show
 *
 * Shows every field light or dark, or as the desktop asks.
 */
void material_fields_set_color_scheme (MfColorScheme scheme);

/* Fields */

#define MF_TYPE_FIELD (mf_field_get_type ())
G_DECLARE_DERIVABLE_TYPE (MfField, mf_field, MF, FIELD, GtkWidget)

/**
 * MfFieldClass:
 * @parent_class: the parent class
 *
 * The class of every field. Its instances are made through the subclasses.
 */
struct _MfFieldClass
{
  GtkWidgetClass parent_class;
};

/**
 * MfField:
 *
 * What every field shares: a floating label, helper and error text, and the inactive,
 * active and error states.
 *
 * A handler of #MfField::should-begin-editing or #MfField::should-end-editing returns
 * whether focus may come into, or leave, the field.
 */

/**
 * MfField::began-editing:
 * @field: the field
 *
 * Focus came into the field: it is active.
 */

/**
 * MfField::ended-editing:
 * @field: the field
 *
 * Focus left the field.
 */

/**
 * MfField::should-begin-editing:
 * @field: the field
 *
 * Asked before focus comes into the field (a click, Tab, a mnemonic).
 *
 * Returns: %TRUE to let it in, %FALSE to keep it out
 */

/**
 * MfField::should-end-editing:
 * @field: the field
 *
 * Asked before focus leaves the field.
 *
 * Returns: %TRUE to let it go, %FALSE to keep it in the field
 */

#define MF_TYPE_ENTRY_FIELD (mf_entry_field_get_type ())
G_DECLARE_FINAL_TYPE (MfEntryField, mf_entry_field, MF, ENTRY_FIELD, MfField)

/**
 * MfEntryField:
 *
 * A one-line text field; a #GtkEditable. A handler of #MfEntryField::should-clear
 * returns whether its clear button may empty it.
 */

/**
 * MfEntryField::return-pressed:
 * @field: the field
 *
 * Return was pressed in the field.
 *
 * Returns: %TRUE when handled: focus stays; %FALSE lets it move to the next field
 */

/**
 * MfEntryField::should-clear:
 * @field: the field
 *
 * Asked before the clear button empties the field.
 *
 * Returns: %TRUE to let it, %FALSE to keep the text
 */

#define MF_TYPE_AREA_FIELD (mf_area_field_get_type ())
G_DECLARE_FINAL_TYPE (MfAreaField, mf_area_field, MF, AREA_FIELD, MfField)

/**
 * MfAreaField:
 *
 * A multi-line text field that grows with its text up to "maximum-lines".
 */

/**
 * MfAreaField::should-change:
 * @field: the field
 * @start: the first character the edit replaces
 * @end: the character after the last one it replaces
 * @text: the text it puts there ("" for a deletion)
 *
 * Asked before a user's edit (typing, pasting, deleting) changes the text; text set
 * from code is not asked about.
 *
 * Returns: %TRUE to let the edit happen, %FALSE to refuse it
 */

#define MF_TYPE_PICKER_FIELD (mf_picker_field_get_type ())
G_DECLARE_FINAL_TYPE (MfPickerField, mf_picker_field, MF, PICKER_FIELD, MfField)

/**
 * MfPickerField:
 *
 * A field whose value is one of a list of choices; a #GtkEditable. In a #GtkBuilder
 * file, give the choices as the "choices" property, one per line.
 */

/**
 * MfPickerField::did-select-row:
 * @picker: the picker
 * @row: the index of the chosen row
 *
 * The user chose a row.
 */

/**
 * MfPickerField::did-end:
 * @picker: the picker
 *
 * The list closed (Done, Escape, a click outside).
 */

/**
 * MfPickerField::cleared:
 * @picker: the picker
 *
 * The user cleared the choice.
 */

#define MF_TYPE_DATE_FIELD (mf_date_field_get_type ())
G_DECLARE_FINAL_TYPE (MfDateField, mf_date_field, MF, DATE_FIELD, MfField)

/**
 * MfDateField:
 *
 * A field holding a date (or time) chosen in a calendar or typed; a #GtkEditable.
 */

/**
 * MfDateField::date-changed:
 * @field: the field
 *
 * The user chose or typed another date; read it with mf_date_field_get_date().
 */

/**
 * MfDateField::did-end:
 * @field: the field
 *
 * The calendar closed.
 */

/**
 * MfDateField::cleared:
 * @field: the field
 *
 * The user cleared the date.
 */

/**
 * mf_entry_field_new:
 * @placeholder: (nullable): the label
 *
 * Makes a one-line text field.
 *
 * Returns: (transfer floating): a new entry field
 */
GtkWidget *mf_entry_field_new (const char *placeholder);

/**
 * mf_area_field_new:
 * @placeholder: (nullable): the label
 *
 * Makes a multi-line text field.
 *
 * Returns: (transfer floating): a new area field
 */
GtkWidget *mf_area_field_new (const char *placeholder);

/**
 * mf_picker_field_new:
 * @placeholder: (nullable): the label
 * @choices: (nullable) (array zero-terminated=1): the choices
 *
 * Makes a field that chooses among @choices.
 *
 * Returns: (transfer floating): a new picker field
 */
GtkWidget *mf_picker_field_new (const char *placeholder, const char * const *choices);

/**
 * mf_date_field_new:
 * @placeholder: (nullable): the label
 *
 * Makes a date field (set its "mode" for a time).
 *
 * Returns: (transfer floating): a new date field
 */
GtkWidget *mf_date_field_new (const char *placeholder);

/**
 * mf_field_set_error:
 * @field: a field
 * @text: (nullable): the error text, or %NULL to clear the error
 *
 * Shows @text as the field's error, in the error colour, with the field's shake when
 * "shakes" is set; %NULL removes the error, as mf_field_remove_error_ui() does.
 */
void mf_field_set_error (MfField *field, const char *text);

/**
 * mf_field_remove_error_ui:
 * @field: a field
 *
 * Removes the error and its text.
 */
void mf_field_remove_error_ui (MfField *field);

/**
 * mf_picker_field_set_choices:
 * @picker: a picker field
 * @choices: (nullable) (array zero-terminated=1): the choices
 *
 * Replaces the choices. The chosen value stays chosen if @choices hold it; otherwise
 * nothing is chosen (never a value the user did not pick).
 */
void mf_picker_field_set_choices (MfPickerField *picker, const char * const *choices);

/**
 * mf_picker_field_open:
 * @picker: a picker field
 *
 * Opens the list of choices, as a click would.
 *
 * Returns: whether it opened (not when disabled, or refused by a handler)
 */
gboolean mf_picker_field_open (MfPickerField *picker);

/**
 * mf_picker_field_done:
 * @picker: a picker field
 *
 * Closes the list, keeping the highlighted choice, as its Done button does.
 */
void mf_picker_field_done (MfPickerField *picker);

/**
 * mf_date_field_get_date:
 * @field: a date field
 *
 * Reads the chosen date.
 *
 * Returns: (transfer full) (nullable): the chosen date in local time, or %NULL
 */
GDateTime *mf_date_field_get_date (MfDateField *field);

/**
 * mf_date_field_set_date:
 * @field: a date field
 * @date: the date to choose
 *
 * Chooses @date as the user would.
 *
 * Returns: %FALSE, choosing nothing, when @date is outside the limits
 */
gboolean mf_date_field_set_date (MfDateField *field, GDateTime *date);

/**
 * mf_date_field_set_limits:
 * @field: a date field
 * @minimum: (nullable): the earliest date, or %NULL for none
 * @maximum: (nullable): the latest date, or %NULL for none
 * @error: return location for a #GError, or %NULL
 *
 * Sets the earliest and latest dates the field accepts.
 *
 * Returns: %FALSE, changing nothing, when @minimum is after @maximum
 */
gboolean mf_date_field_set_limits (MfDateField *field, GDateTime *minimum, GDateTime *maximum, GError **error);

/**
 * mf_date_field_open:
 * @field: a date field
 *
 * Opens the calendar, as a click on the field's button would.
 *
 * Returns: whether it opened (not when disabled, or refused by a handler)
 */
gboolean mf_date_field_open (MfDateField *field);

/**
 * mf_date_field_done:
 * @field: a date field
 *
 * Closes the calendar, keeping the day shown, as its Done button does.
 */
void mf_date_field_done (MfDateField *field);

/* Layout */

#define MF_TYPE_STACK_BOX (mf_stack_box_get_type ())
G_DECLARE_FINAL_TYPE (MfStackBox, mf_stack_box, MF, STACK_BOX, GtkWidget)

/**
 * MfStackBox:
 *
 * A container that lays children out like a flex box, with the seed StackViews'
 * justify, align, spacing, insets and per-child sizes (the "width", "height",
 * "proportional-width", "proportional-height" and "alignment" properties of its
 * #MfStackLayoutChild<!-- -->ren).
 */

#define MF_TYPE_STACK_LAYOUT (mf_stack_layout_get_type ())
G_DECLARE_FINAL_TYPE (MfStackLayout, mf_stack_layout, MF, STACK_LAYOUT, GtkLayoutManager)

/**
 * MfStackLayout:
 *
 * The layout manager of an #MfStackBox.
 */

#define MF_TYPE_STACK_LAYOUT_CHILD (mf_stack_layout_child_get_type ())
G_DECLARE_FINAL_TYPE (MfStackLayoutChild, mf_stack_layout_child, MF, STACK_LAYOUT_CHILD, GtkLayoutChild)

/**
 * MfStackLayoutChild:
 *
 * A child's constraints in an #MfStackBox: get it with gtk_layout_manager_get_layout_child().
 */

/**
 * mf_stack_box_new:
 *
 * Makes a stack box.
 *
 * Returns: (transfer floating): a new, vertical stack box
 */
GtkWidget *mf_stack_box_new (void);

/**
 * mf_stack_box_append:
 * @box: a stack box
 * @child: a widget without a parent
 *
 * Appends @child; its constraints are the properties of its layout child.
 */
void mf_stack_box_append (MfStackBox *box, GtkWidget *child);

/* Forms */

#define MF_TYPE_FORM (mf_form_get_type ())
G_DECLARE_FINAL_TYPE (MfForm, mf_form, MF, FORM, GObject)

/**
 * MfForm:
 *
 * A form of rows tagged by strings, in sections: their values, rules, errors and
 * history. An #MfFormView shows it. #MfForm::value-changed and #MfForm::error-changed
 * tell what changed, and the "dirty" property whether any value differs from the saved
 * one.
 */

/**
 * MfForm::value-changed:
 * @form: the form
 * @tag: the tag of the row whose value changed
 *
 * A row's value changed, by the user or from code.
 */

/**
 * MfForm::error-changed:
 * @form: the form
 * @tag: the tag of the row whose error changed
 *
 * A row's error appeared, changed or went away; read it with mf_form_get_error().
 */

/**
 * MfRowCheck:
 * @form: the form
 * @tag: the row's tag
 * @text: the row's value as text
 * @user_data: the data given with the check
 *
 * A check of the app's (see mf_form_add_check()).
 *
 * Returns: whether the value passes
 */
typedef gboolean (*MfRowCheck) (MfForm *form, const char *tag, const char *text, gpointer user_data);

/**
 * mf_form_new:
 *
 * Makes a form; add sections and rows, then show it in an #MfFormView.
 *
 * Returns: (transfer full): a new, empty form
 */
MfForm *mf_form_new (void);

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
 * Adds a row of @kind with the kind's defaults at the end of the last section.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_row (MfForm *form, const char *tag, const char *label, MfRowKind kind, gboolean required, GError **error);

/**
 * mf_form_add_entry_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @purpose: what the text is
 * @unit: (nullable): a unit shown after the text
 * @monetary: whether a currency sign shows before the text
 * @mask: (nullable): a mask such as "(###) ###-####" (# is a digit), or %NULL
 * @required: whether submitting needs a value
 * @error: return location for a #GError, or %NULL
 *
 * Adds a one-line text row with its options.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_entry_row (MfForm *form, const char *tag, const char *label, MfInputPurpose purpose,
                                const char *unit, gboolean monetary, const char *mask, gboolean required,
                                GError **error);

/**
 * mf_form_add_picker_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @choices: (array zero-terminated=1): the choices
 * @required: whether submitting needs a choice
 * @error: return location for a #GError, or %NULL
 *
 * Adds a row whose value is one of @choices.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_picker_row (MfForm *form, const char *tag, const char *label, const char * const *choices,
                                 gboolean required, GError **error);

/**
 * mf_form_add_date_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @mode: a day, a time or both
 * @minimum: (nullable): the earliest date, or %NULL
 * @maximum: (nullable): the latest date, or %NULL
 * @default_date: (nullable): the date the calendar opens on, or %NULL for today
 * @required: whether submitting needs a date
 * @error: return location for a #GError, or %NULL
 *
 * Adds a date row with its limits.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken or @minimum is after @maximum
 */
gboolean mf_form_add_date_row (MfForm *form, const char *tag, const char *label, MfDateMode mode,
                               GDateTime *minimum, GDateTime *maximum, GDateTime *default_date,
                               gboolean required, GError **error);

/**
 * mf_form_get_text:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads a row's value as text.
 *
 * Returns: (transfer full) (nullable): the row's value as text (a picker's choice,
 *   "true" or "false" for a switch, a date as the field shows it), or %NULL for an
 *   unknown tag
 */
char *mf_form_get_text (MfForm *form, const char *tag);

/**
 * mf_form_set_text:
 * @form: a form
 * @tag: the tag of an entry or area row
 * @text: the new value
 * @error: return location for a #GError, or %NULL
 *
 * Sets an entry or area row's text from code (not a user edit).
 *
 * Returns: %FALSE, changing nothing, for an unknown tag or a row that holds no text
 */
gboolean mf_form_set_text (MfForm *form, const char *tag, const char *text, GError **error);

/**
 * mf_form_get_date:
 * @form: a form
 * @tag: a date row's tag
 *
 * Reads a date row's date.
 *
 * Returns: (transfer full) (nullable): the row's date in local time, or %NULL when none
 *   is chosen or the row holds no date
 */
GDateTime *mf_form_get_date (MfForm *form, const char *tag);

/**
 * mf_form_set_date:
 * @form: a form
 * @tag: a date row's tag
 * @date: (nullable): the date, or %NULL for none
 * @error: return location for a #GError, or %NULL
 *
 * Sets a date row's date from code; a date outside the row's limits is clamped to them.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag or a row that holds no date
 */
gboolean mf_form_set_date (MfForm *form, const char *tag, GDateTime *date, GError **error);

/**
 * mf_form_get_active:
 * @form: a form
 * @tag: a switch row's tag
 *
 * Reads a switch row.
 *
 * Returns: whether the switch is on (%FALSE for a row that is no switch)
 */
gboolean mf_form_get_active (MfForm *form, const char *tag);

/**
 * mf_form_set_active:
 * @form: a form
 * @tag: a switch row's tag
 * @active: whether the switch is on
 * @error: return location for a #GError, or %NULL
 *
 * Turns a switch row on or off from code.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag or a row that is no switch
 */
gboolean mf_form_set_active (MfForm *form, const char *tag, gboolean active, GError **error);

/**
 * mf_form_get_choice:
 * @form: a form
 * @tag: a picker row's tag
 *
 * Reads a picker row's choice.
 *
 * Returns: the index of the chosen choice, or -1 when none is chosen or the row is no picker
 */
int mf_form_get_choice (MfForm *form, const char *tag);

/**
 * mf_form_set_choice:
 * @form: a form
 * @tag: a picker row's tag
 * @index: the index of a choice, or -1 for none
 * @error: return location for a #GError, or %NULL
 *
 * Chooses a picker row's choice from code.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag, a row that is no picker or an
 *   index out of range
 */
gboolean mf_form_set_choice (MfForm *form, const char *tag, int index, GError **error);

/**
 * mf_form_add_rule:
 * @form: a form
 * @tag: a row's tag
 * @rule: the rule
 * @error: return location for a #GError, or %NULL
 *
 * Adds @rule to the row's rules, checked in the order added.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag
 */
gboolean mf_form_add_rule (MfForm *form, const char *tag, MfRule rule, GError **error);

/**
 * mf_form_add_length_rule:
 * @form: a form
 * @tag: a row's tag
 * @minimum: the fewest characters, 0 for no minimum
 * @maximum: the most characters, -1 for no maximum
 * @error: return location for a #GError, or %NULL
 *
 * Adds a rule on the number of characters.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag
 */
gboolean mf_form_add_length_rule (MfForm *form, const char *tag, int minimum, int maximum, GError **error);

/**
 * mf_form_add_number_rule:
 * @form: a form
 * @tag: a row's tag
 * @minimum: the smallest number allowed
 * @maximum: the largest number allowed
 * @error: return location for a #GError, or %NULL
 *
 * The text must be a number from @minimum to @maximum.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag or @minimum above @maximum
 */
gboolean mf_form_add_number_rule (MfForm *form, const char *tag, double minimum, double maximum, GError **error);

/**
 * mf_form_add_pattern_rule:
 * @form: a form
 * @tag: a row's tag
 * @pattern: a regular expression the whole text must match
 * @message: (nullable): the error shown when it does not, or %NULL for a general one
 * @error: return location for a #GError, or %NULL
 *
 * Adds a rule that the text matches @pattern.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag or a pattern that does not compile
 */
gboolean mf_form_add_pattern_rule (MfForm *form, const char *tag, const char *pattern, const char *message,
                                   GError **error);

/**
 * mf_form_add_check:
 * @form: a form
 * @tag: a row's tag
 * @message: the message shown when the check fails
 * @severity: an error, or only a warning
 * @check: (scope notified) (closure user_data) (destroy destroy): the check
 * @user_data: data for @check
 * @destroy: (nullable): frees @user_data when the form is freed
 *
 * Adds a check of the app's to the row's rules.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag
 */
gboolean mf_form_add_check (MfForm *form, const char *tag, const char *message, MfSeverity severity,
                            MfRowCheck check, gpointer user_data, GDestroyNotify destroy);

/**
 * mf_form_add_match_rule:
 * @form: a form
 * @tag: the row that must match (a password confirmation, say)
 * @other_tag: the row it must equal
 * @message: (nullable): the error shown on @tag, or %NULL for "The values do not match"
 * @error: return location for a #GError, or %NULL
 *
 * A rule across two rows, checked again whenever either changes.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag
 */
gboolean mf_form_add_match_rule (MfForm *form, const char *tag, const char *other_tag, const char *message,
                                 GError **error);

/**
 * mf_form_set_server_error:
 * @form: a form
 * @tag: a row's tag
 * @message: the error a server gave for the row
 * @error: return location for a #GError, or %NULL
 *
 * Shows @message as the row's error until the user edits the row (or the form is reset).
 *
 * Returns: %FALSE, changing nothing, for an unknown tag
 */
gboolean mf_form_set_server_error (MfForm *form, const char *tag, const char *message, GError **error);

/**
 * mf_form_validate:
 * @form: a form
 *
 * Checks every row and shows each error under its field (warnings too).
 *
 * Returns: whether no row has an error
 */
gboolean mf_form_validate (MfForm *form);

/**
 * mf_form_reset:
 * @form: a form
 *
 * Puts every row back to its saved value and clears the errors.
 */
void mf_form_reset (MfForm *form);

/**
 * mf_form_mark_saved:
 * @form: a form
 *
 * Takes the current values as the saved ones: the form is no longer dirty.
 */
void mf_form_mark_saved (MfForm *form);

/**
 * mf_form_get_dirty:
 * @form: a form
 *
 * Reads whether the form holds unsaved changes.
 *
 * Returns: whether any value differs from its saved one (the "dirty" property)
 */
gboolean mf_form_get_dirty (MfForm *form);

/**
 * mf_form_is_touched:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads whether the user has visited a row.
 *
 * Returns: whether the user has left the row at least once
 */
gboolean mf_form_is_touched (MfForm *form, const char *tag);

/**
 * mf_form_get_error:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads a row's error.
 *
 * Returns: (transfer full) (nullable): the row's error, or %NULL when it has none
 */
char *mf_form_get_error (MfForm *form, const char *tag);

/**
 * mf_form_get_warning:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads a row's warning: the message of a failing %MF_SEVERITY_WARNING check, shown under
 * the row while it has no error.
 *
 * Returns: (transfer full) (nullable): the row's warning, or %NULL when it has none
 */
char *mf_form_get_warning (MfForm *form, const char *tag);

#define MF_TYPE_FORM_VIEW (mf_form_view_get_type ())
G_DECLARE_FINAL_TYPE (MfFormView, mf_form_view, MF, FORM_VIEW, GtkWidget)

/**
 * MfFormView:
 *
 * The widget that shows an #MfForm: sections under headers, each row as its kind's
 * widget, errors under their fields, and an optional Previous / Next / Done bar. The view
 * keeps its form alive. It emits #MfFormView::submitted when a submit finds every row
 * valid, and #MfFormView::button-clicked when a button row is clicked.
 */

/**
 * MfFormView::submitted:
 * @view: the view
 *
 * A submit (the Done button, or mf_form_view_submit()) found every row valid.
 */

/**
 * MfFormView::button-clicked:
 * @view: the view
 * @tag: the tag of the button row
 *
 * The user clicked a %MF_ROW_KIND_BUTTON row.
 */

/**
 * mf_form_view_new:
 * @form: the form to show, which no other view shows
 *
 * Makes a view of @form.
 *
 * Returns: (transfer floating): a new view of @form, or %NULL (with a critical) when
 *   another view shows it
 */
GtkWidget *mf_form_view_new (MfForm *form);

/**
 * mf_form_view_get_form:
 * @view: a form view
 *
 * Reads the form the view shows.
 *
 * Returns: (transfer none): the form shown
 */
MfForm *mf_form_view_get_form (MfFormView *view);

/**
 * mf_form_view_submit:
 * @view: a form view
 *
 * Ends editing, validates every row and shows each error under its field, as the Done
 * button does. When every row is valid the view emits #MfFormView::submitted; otherwise
 * the first invalid row takes the focus.
 *
 * Returns: whether every row was valid
 */
gboolean mf_form_view_submit (MfFormView *view);

/**
 * mf_form_view_focus_next:
 * @view: a form view
 *
 * Moves focus to the next row that takes it, as the bar's Next button does.
 *
 * Returns: whether focus moved
 */
gboolean mf_form_view_focus_next (MfFormView *view);

/**
 * mf_form_view_focus_previous:
 * @view: a form view
 *
 * Moves focus to the previous row that takes it.
 *
 * Returns: whether focus moved
 */
gboolean mf_form_view_focus_previous (MfFormView *view);

/**
 * mf_form_view_set_shows_toolbar:
 * @view: a form view
 * @shows: whether the Previous / Next / Done bar shows below the form
 *
 * Shows or hides the bar.
 */
void mf_form_view_set_shows_toolbar (MfFormView *view, gboolean shows);

/**
 * mf_form_view_set_custom_widget:
 * @view: a form view
 * @tag: a custom row's tag
 * @widget: the widget to show in the row
 *
 * Shows @widget in a %MF_ROW_KIND_CUSTOM row, in place of any widget given before (the
 * view owns it from then on).
 *
 * Returns: %FALSE, showing nothing, for a tag that is not a custom row's
 */
gboolean mf_form_view_set_custom_widget (MfFormView *view, const char *tag, GtkWidget *widget);

/* Stacked form */

#define MF_TYPE_STACKED_FORM_VIEW (mf_stacked_form_view_get_type ())
G_DECLARE_FINAL_TYPE (MfStackedFormView, mf_stacked_form_view, MF, STACKED_FORM_VIEW, GtkWidget)

/**
 * MfStackedFormView:
 *
 * A form in steps, as stacked cards: the current step expanded, the ones done collapsed
 * above it with their summaries, and a call-to-action button that takes the user on once
 * the step is valid (it says why while it is not). It emits
 * #MfStackedFormView::completed after the last step.
 */

/**
 * MfStackedFormView::completed:
 * @view: the view
 *
 * The user completed the last step.
 */

/**
 * mf_stacked_form_view_new:
 *
 * Makes a stacked form with no steps; append them before showing it.
 *
 * Returns: (transfer floating): a new stacked form view
 */
GtkWidget *mf_stacked_form_view_new (void);

/**
 * mf_stacked_form_view_append_step:
 * @view: a stacked form view
 * @title: the step's title, on its card and for assistive technologies
 * @content: the step's widgets (fields, typically), without a parent
 * @cta_text: (nullable): the button's text while the step is current, or %NULL for no button
 *
 * Adds a step at the end; the form shows its first step again. A step starts invalid:
 * call mf_stacked_form_view_set_step_valid() as its fields change.
 */
void mf_stacked_form_view_append_step (MfStackedFormView *view, const char *title, GtkWidget *content,
                                       const char *cta_text);

/**
 * mf_stacked_form_view_set_step_valid:
 * @view: a stacked form view
 * @index: the step's index
 * @valid: whether its data is valid
 *
 * Tells the view whether a step's data is valid: the button takes the user on only then.
 */
void mf_stacked_form_view_set_step_valid (MfStackedFormView *view, guint index, gboolean valid);

/**
 * mf_stacked_form_view_set_step_summary:
 * @view: a stacked form view
 * @index: the step's index
 * @summary: what the step collected, shown under its title while collapsed
 *
 * Sets the line a done step shows.
 */
void mf_stacked_form_view_set_step_summary (MfStackedFormView *view, guint index, const char *summary);

/**
 * mf_stacked_form_view_advance:
 * @view: a stacked form view
 *
 * Moves to the next step, as the button does, or completes the form after the last.
 *
 * Returns: %FALSE, moving nowhere, when the current step is not valid
 */
gboolean mf_stacked_form_view_advance (MfStackedFormView *view);

/**
 * mf_stacked_form_view_get_current_step:
 * @view: a stacked form view
 *
 * Reads which step is expanded.
 *
 * Returns: the index of the current step
 */
guint mf_stacked_form_view_get_current_step (MfStackedFormView *view);

G_END_DECLS

#endif /* MATERIAL_FIELDS_H */
