/* mf-suggestion-field.h: MfSuggestionField, a text field that suggests as the user types. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-entry-field.h"

G_BEGIN_DECLS

#define MF_TYPE_SUGGESTION_FIELD (mf_suggestion_field_get_type ())
G_DECLARE_FINAL_TYPE (MfSuggestionField, mf_suggestion_field, MF, SUGGESTION_FIELD, MfEntryField)

/**
 * MfSuggestionField:
 *
 * A text field that suggests as the user types (autocomplete). A suggestion matches when
 * the text begins it or one of its words, case and accents aside; those it begins come
 * first. The suggestions open inline below the field: Down moves the keyboard focus to the
 * first (Up to the last), a screen reader reads each, Return or a click chooses one and
 * Escape closes them. Assistive technologies read the field as a combo box with a popup.
 *
 * The text is #GtkEditable's: listen to `notify::text` for every change, choices included.
 */

/**
 * mf_suggestion_field_new:
 * @label: (nullable): the label
 * @suggestions: (nullable) (array zero-terminated=1): what to suggest from
 *
 * Makes a field that suggests from @suggestions.
 *
 * Returns: (transfer floating): a new suggestion field
 */
GtkWidget *mf_suggestion_field_new (const char *label, const char * const *suggestions);

/**
 * mf_suggestion_field_set_suggestions:
 * @field: a suggestion field
 * @suggestions: (nullable) (array zero-terminated=1): what to suggest from
 *
 * Replaces what the field suggests from, as for text fetched from a server: call it with
 * the answer for the text the field still shows (compare with gtk_editable_get_text()), so
 * an older answer never replaces a newer one. The suggestions for the current text show
 * at once if the field has focus.
 */
void mf_suggestion_field_set_suggestions (MfSuggestionField *field, const char * const *suggestions);

G_END_DECLS
