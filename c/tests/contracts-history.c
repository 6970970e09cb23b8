/* contracts-history.c: what mf_form_view_keep_history(), mf_form_view_undo() and
 * mf_form_view_redo() promise a C caller; run by contracts.c's main. */
#include "contracts.h"

static gboolean
quit_loop (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* Lets the main loop turn: each event's changes become one step at the next turn. */
static void
next_event (void)
{
  GMainLoop *loop = g_main_loop_new (NULL, FALSE);
  g_timeout_add (20, quit_loop, loop);
  g_main_loop_run (loop);
  g_main_loop_unref (loop);
}

void
check_history (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  g_autofree char *name = NULL;
  GtkWidget *view;

  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, FALSE, NULL);
  mf_form_add_row (form, "city", "City", MF_ROW_KIND_ENTRY, FALSE, NULL);
  view = g_object_ref_sink (mf_form_view_new (form));
  expect (!mf_form_view_undo (MF_FORM_VIEW (view)), "history: no undo before it is kept");
  mf_form_view_keep_history (MF_FORM_VIEW (view));
  mf_form_view_keep_history (MF_FORM_VIEW (view));
  mf_form_set_text (form, "name", "Ada", NULL);
  next_event ();
  mf_form_set_text (form, "city", "London", NULL);
  next_event ();
  expect (mf_form_view_undo (MF_FORM_VIEW (view)) && mf_form_view_undo (MF_FORM_VIEW (view)) &&
          !mf_form_view_undo (MF_FORM_VIEW (view)),
          "history: two changes, two undos, then nothing");
  name = mf_form_get_text (form, "name");
  expect (g_strcmp0 (name, "") == 0, "history: the name is taken back");
  expect (mf_form_view_redo (MF_FORM_VIEW (view)), "history: and done again");
  g_free (name);
  name = mf_form_get_text (form, "name");
  expect (g_strcmp0 (name, "Ada") == 0, "history: the name is back");
  expect (!mf_form_view_redo (NULL) && one_critical ("MF_IS_FORM_VIEW (view)"), "history: a NULL view is a critical");
  g_object_unref (view);
}
