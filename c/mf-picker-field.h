/* mf-picker-field.h: MfPickerField, a field that chooses among a list. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-field.h"

G_BEGIN_DECLS

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

/**
 * mf_picker_field_new:
 * @label: (nullable): the label
 * @choices: (nullable) (array zero-terminated=1): the choices
 *
 * Makes a field that chooses among @choices.
 *
 * Returns: (transfer floating): a new picker field
 */
GtkWidget *mf_picker_field_new (const char *label, const char * const *choices);

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

G_END_DECLS
