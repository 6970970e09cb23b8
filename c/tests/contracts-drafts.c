/* contracts-drafts.c: what mf_form_view_keep_drafts() promises a C caller (a draft written as
 * the user types, readable by its owner alone whatever the umask, without the password, the
 * card, its security code or a row kept out, offered to the next view, a damaged file
 * refused, every draft listed and forgotten); run by contracts.c's main. */
#include "contracts.h"

#include <glib/gstdio.h>
#include <sys/stat.h>

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

/* A sign-up view: a name, a password, a card, its security code and a national ID kept out
 * of drafts by the app. */
static GtkWidget *
sign_up_view (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, TRUE, NULL);
  mf_form_add_entry_row (form, "secret", "Password", MF_INPUT_PURPOSE_PASSWORD, NULL, FALSE, NULL, TRUE, NULL);
  mf_form_add_entry_row (form, "card", "Card number", MF_INPUT_PURPOSE_CARD_NUMBER, NULL, FALSE, NULL, FALSE, NULL);
  mf_form_add_entry_row (form, "cvc", "Security code", MF_INPUT_PURPOSE_SECURITY_CODE, NULL, FALSE, NULL, FALSE, NULL);
  mf_form_add_row (form, "national-id", "National ID", MF_ROW_KIND_ENTRY, FALSE, NULL);
  mf_form_set_kept_in_drafts (form, "national-id", FALSE);
  return g_object_ref_sink (mf_form_view_new (form));
}

/* The permission bits of @path, or -1 when it cannot be read. */
static int
mode_of (const char *path)
{
  GStatBuf status;
  return g_stat (path, &status) == 0 ? (int) (status.st_mode & 0777) : -1;
}

/* A private draft, listed, then forgotten; a critical for a NULL app id or an unknown row. */
static void
check_private_drafts (const char *file)
{
  g_autofree char *folder = g_path_get_dirname (file);
  g_autofree char *written = NULL;
  g_auto (GStrv) listed = NULL;
  GtkWidget *view = sign_up_view ();
  MfForm *form = mf_form_view_get_form (MF_FORM_VIEW (view));
  mode_t previous = umask (0);

  expect (!mf_form_get_kept_in_drafts (form, "card") && !mf_form_get_kept_in_drafts (form, "national-id") &&
          mf_form_get_kept_in_drafts (form, "name"),
          "drafts: a card number and a row the app keeps out are not kept; a name is");
  mf_form_view_keep_drafts (MF_FORM_VIEW (view), "org.example.Contracts", "payment", NULL);
  mf_form_set_text (form, "name", "Grace", NULL);
  mf_form_set_text (form, "card", "4111111111111111", NULL);
  mf_form_set_text (form, "cvc", "8361", NULL);
  mf_form_set_text (form, "national-id", "AB123456C", NULL);
  run_for (700);
  umask (previous);
  g_autofree char *payment = g_build_filename (folder, "payment.json", NULL);
  expect (g_file_get_contents (payment, &written, NULL, NULL) && strstr (written, "Grace") &&
          !strstr (written, "4111111111111111") && !strstr (written, "8361") && !strstr (written, "AB123456C"),
          "drafts: neither the card, its code nor a row kept out is written");
  expect (mode_of (payment) == 0600 && mode_of (folder) == 0700,
          "drafts: the file is 0600 and its folder 0700 under a umask of 0");
  listed = mf_drafts_list ("org.example.Contracts");
  expect (listed && g_strv_length (listed) == 2 && g_str_equal (listed[0], "payment") && g_str_equal (listed[1], "sign-up"),
          "drafts: every form with a draft is listed, sorted");
  mf_form_set_kept_in_drafts (form, "no-such-row", FALSE);
  expect (one_critical ("the form has a row with this tag"), "drafts: an unknown row is a critical and a no-op");
  g_object_unref (view);
  expect (mf_drafts_forget_all ("org.example.Contracts", NULL) == 2 && !g_file_test (folder, G_FILE_TEST_EXISTS),
          "drafts: forgetting removes every draft and the folder");
  g_strfreev (g_steal_pointer (&listed));
  listed = mf_drafts_list ("org.example.Contracts");
  expect (listed && listed[0] == NULL, "drafts: none are listed once forgotten");
  expect (mf_drafts_forget_all (NULL, NULL) == -1 && one_critical ("app_id != NULL"),
          "drafts: forgetting with a NULL app id is a critical and a no-op");
}

/* Removes `path` with all it holds: the test leaves nothing in the temporary folder. */
static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_remove (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      remove_tree (child);
    }
  g_dir_close (dir);
  g_rmdir (path);
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
  check_private_drafts (file);
  g_autofree char *folder = g_path_get_dirname (file);
  g_mkdir_with_parents (folder, 0700);

  g_file_set_contents (file, "{ \"format\": \"material-fields-dr", -1, NULL);
  view = sign_up_view ();
  expect (!mf_form_view_keep_drafts (MF_FORM_VIEW (view), "org.example.Contracts", "sign-up", NULL) &&
          g_file_test (rejected, G_FILE_TEST_EXISTS) && !g_file_test (file, G_FILE_TEST_EXISTS),
          "drafts: a damaged file is not offered but set aside, with no crash");
  expect (!mf_form_view_keep_drafts (MF_FORM_VIEW (view), NULL, "sign-up", NULL) && one_critical ("app_id != NULL"),
          "drafts: a NULL app id is a critical and a no-op");
  g_object_unref (view);
  g_unsetenv ("XDG_DATA_HOME");
  remove_tree (home);
}
