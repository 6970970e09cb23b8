/* contracts-drafts.c: what mf_form_view_keep_drafts() promises a C caller (a draft written as
 * the user types, without the password, offered to the next view, a damaged file refused);
 * run by contracts.c's main. */
#include "contracts.h"

#include <glib/gstdio.h>

static gboolean
quit_loop (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @milliseconds, as an app idling between key presses. */
static void
run_for (guint milliseconds)
{
  GMainLoop *loop = g_main_loop_new (NULL, FALSE);
  g_timeout_add (milliseconds, quit_loop, loop);
  g_main_loop_run (loop);
  g_main_loop_unref (loop);
}

/* A sign-up view: a name and a password. */
static GtkWidget *
sign_up_view (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, TRUE, NULL);
  mf_form_add_entry_row (form, "secret", "Password", MF_INPUT_PURPOSE_PASSWORD, NULL, FALSE, NULL, TRUE, NULL);
  return g_object_ref_sink (mf_form_view_new (form));
}

void
check_drafts (void)
{
  g_autofree char *home = g_dir_make_tmp ("mf-drafts-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (home, "org.example.Contracts", "drafts", "sign-up.json", NULL);
  g_autofree char *rejected = g_strconcat (file, ".rejected", NULL);
  g_autofree char *written = NULL;
  GtkWidget *view;

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  view = sign_up_view ();
  expect (!mf_form_view_keep_drafts (MF_FORM_VIEW (view), "org.example.Contracts", "sign-up", NULL),
          "drafts: nothing left behind, nothing offered");
  mf_form_set_text (mf_form_view_get_form (MF_FORM_VIEW (view)), "name", "Ada", NULL);
  mf_form_set_text (mf_form_view_get_form (MF_FORM_VIEW (view)), "secret", "hunter22", NULL);
  run_for (700);
  expect (g_file_get_contents (file, &written, NULL, NULL) && strstr (written, "Ada") && !strstr (written, "hunter22"),
          "drafts: written within a second of the change, without the password");
  g_object_unref (view);

  view = sign_up_view ();
  expect (mf_form_view_keep_drafts (MF_FORM_VIEW (view), "org.example.Contracts", "sign-up", "Restore your sign-up?"),
          "drafts: the next view is offered the draft");
  g_object_unref (view);

  g_file_set_contents (file, "{ \"format\": \"material-fields-dr", -1, NULL);
  view = sign_up_view ();
  expect (!mf_form_view_keep_drafts (MF_FORM_VIEW (view), "org.example.Contracts", "sign-up", NULL) &&
          g_file_test (rejected, G_FILE_TEST_EXISTS) && !g_file_test (file, G_FILE_TEST_EXISTS),
          "drafts: a damaged file is not offered but set aside, with no crash");
  expect (!mf_form_view_keep_drafts (MF_FORM_VIEW (view), NULL, "sign-up", NULL) && one_critical ("app_id != NULL"),
          "drafts: a NULL app id is a critical and a no-op");
  g_object_unref (view);
  g_unsetenv ("XDG_DATA_HOME");
  g_remove (rejected);
}
