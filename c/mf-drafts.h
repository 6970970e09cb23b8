/* mf-drafts.h: what a form keeps of what the user typed, and how to forget it. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-form.h"

G_BEGIN_DECLS

/*
 * A form view that keeps drafts (mf_form_view_keep_drafts()) writes what the user types
 * to `$XDG_DATA_HOME/<app_id>/drafts/<form_id>.json`. The file is readable by its owner
 * alone (mode 0600 from the moment it is made, whatever the umask) in a folder only its
 * owner can enter (0700). Passwords, PINs, card numbers and security codes
 * (%MF_INPUT_PURPOSE_CARD_NUMBER, %MF_INPUT_PURPOSE_SECURITY_CODE) are never written;
 * mf_form_set_kept_in_drafts() keeps any other row out too.
 */

/**
 * mf_form_set_kept_in_drafts:
 * @form: a form
 * @tag: a row's tag
 * @kept: whether the row's value may be written to a draft
 *
 * Keeps the row's value out of drafts when @kept is %FALSE (a national ID, an account
 * number), or lets it in again. A critical and nothing done for a tag the form lacks.
 */
void mf_form_set_kept_in_drafts (MfForm *form, const char *tag, gboolean kept);

/**
 * mf_form_get_kept_in_drafts:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads whether the row's value may be written to a draft: %FALSE for passwords, PINs, card
 * numbers and security codes unless the app said otherwise, and for rows the app kept out.
 *
 * Returns: whether the row's value may be written to a draft (%FALSE for a tag the form lacks)
 */
gboolean mf_form_get_kept_in_drafts (MfForm *form, const char *tag);

/**
 * mf_drafts_list:
 * @app_id: the application's id, as given to mf_form_view_keep_drafts()
 *
 * Lists the forms the application has drafts of.
 *
 * Returns: (transfer full) (array zero-terminated=1): the forms' names, sorted; free with
 *   g_strfreev()
 */
char **mf_drafts_list (const char *app_id);

/**
 * mf_drafts_forget_all:
 * @app_id: the application's id, as given to mf_form_view_keep_drafts()
 * @error: return location for a #GError, or %NULL
 *
 * Removes every draft the application keeps (the ones set aside as unreadable too) and
 * their folder: what a "forget what I typed" command does. A form view keeping drafts
 * writes a new one on the user's next change.
 *
 * Returns: how many files were removed, or -1 with @error set naming the first file that
 *   could not be (the others are removed all the same)
 */
int mf_drafts_forget_all (const char *app_id, GError **error);

G_END_DECLS
