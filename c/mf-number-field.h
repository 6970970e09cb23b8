/* mf-number-field.h: MfNumberField, a number typed as the locale writes it. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-entry-field.h"

G_BEGIN_DECLS

#define MF_TYPE_NUMBER_FIELD (mf_number_field_get_type ())
G_DECLARE_FINAL_TYPE (MfNumberField, mf_number_field, MF, NUMBER_FIELD, MfEntryField)

/**
 * MfNumberField:
 *
 * A number typed as the user's locale writes it: digits grouped as they are typed, the
 * locale's decimal separator, and a currency sign when #MfNumberField:currency-code is set.
 * Up and Down step it by #MfNumberField:step (Page Up and Down by ten steps), as does the
 * scroll wheel while it has focus; it never steps outside #MfNumberField:minimum and
 * #MfNumberField:maximum; a number typed outside them stays when focus leaves or Return
 * is pressed, with the range as the field's error, and a number set from code is brought
 * into range. Text the locale does not write as a number (a letter, a German user's
 * `1.5`) stays as typed with the error "Enter a number like 1.234,5", and is no number,
 * never another one. Assistive technologies read it as a spin button with its value and
 * range.
 *
 * Read and set the number through #MfNumberField:value (0 while the field is empty or its
 * text is no number, when #MfField:has-error is set; `g_object_get (field, "value",
 * &number, NULL)`); #GtkEditable's text is the number as shown (`1,234.5`). The field
 * takes at most 15 significant digits, as many as a double keeps exactly: with a 16th it
 * holds no number and its error says so.
 */

/**
 * mf_number_field_new:
 * @label: (nullable): the label
 *
 * Makes a number field for plain numbers in the user's locale.
 *
 * Returns: (transfer floating): a new number field
 */
GtkWidget *mf_number_field_new (const char *label);

G_END_DECLS
