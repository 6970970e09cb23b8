/* mf-enums.h: the enumerations and their GTypes. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>

G_BEGIN_DECLS

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
 * @MF_INPUT_PURPOSE_CARD_NUMBER: a payment card's number: digits, never written to a draft
 * @MF_INPUT_PURPOSE_SECURITY_CODE: a payment card's security code: digits, never written to a draft
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
  MF_INPUT_PURPOSE_PIN,
  MF_INPUT_PURPOSE_CARD_NUMBER,
  MF_INPUT_PURPOSE_SECURITY_CODE
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
 * @MF_ROW_KIND_NUMBER: a number field (see mf_form_add_number_row())
 * @MF_ROW_KIND_TIME: a time field (see mf_form_add_time_row())
 * @MF_ROW_KIND_DATE_RANGE: a date range field (see mf_form_add_date_range_row())
 * @MF_ROW_KIND_CHIPS: a chips field (see mf_form_add_chips_row())
 * @MF_ROW_KIND_SEGMENTED_DATE: a date field typed part by part (day, month, year), read
 *   and set as a date row is (mf_form_get_date(), mf_form_set_date())
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
  MF_ROW_KIND_CUSTOM,
  MF_ROW_KIND_NUMBER,
  MF_ROW_KIND_TIME,
  MF_ROW_KIND_DATE_RANGE,
  MF_ROW_KIND_CHIPS,
  MF_ROW_KIND_SEGMENTED_DATE
} MfRowKind;

/**
 * MfRule:
 * @MF_RULE_REQUIRED: a value is needed (a switch: turned on)
 * @MF_RULE_EMAIL: the text is an e-mail address
 * @MF_RULE_URL: the text is a web address
 * @MF_RULE_LENGTH: the text's length is within #MfFormRule:minimum and #MfFormRule:maximum
 * @MF_RULE_NUMBER: the text is a number within #MfFormRule:minimum and #MfFormRule:maximum
 * @MF_RULE_PATTERN: the whole text matches #MfFormRule:pattern
 * @MF_RULE_MATCH: the value is the same as the row #MfFormRule:other's
 *
 * A row's rules: mf_form_add_rule() takes the first three, which take no parameter (the
 * others have functions of their own: mf_form_add_length_rule() and so on); an
 * #MfFormRule in a .ui file takes them all.
 */
typedef enum {
  MF_RULE_REQUIRED,
  MF_RULE_EMAIL,
  MF_RULE_URL,
  MF_RULE_LENGTH,
  MF_RULE_NUMBER,
  MF_RULE_PATTERN,
  MF_RULE_MATCH
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
 * @MF_COLOR_SCHEME_SYSTEM: light or dark as GTK's theme is, whatever chose it (the desktop, a dark
 *   theme's name, `GTK_THEME`, the app's CSS), following it live
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
 * @MF_ERROR_INVALID_RANGE: a range whose end is before its start: a date range, or a number row's bounds
 *
 * The codes of the library's errors.
 */
typedef enum {
  MF_ERROR_FAILED,
  MF_ERROR_INVALID_DATE_LIMITS,
  MF_ERROR_INVALID_FORM,
  MF_ERROR_INVALID_PATTERN,
  MF_ERROR_INVALID_RANGE
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

G_END_DECLS
