/* sign-up.c: the sign-up form, in C.
 *
 *   cc sign-up.c $(pkg-config --cflags --libs material-fields) -o sign-up
 *   ./sign-up            a window; Create account prints the values
 *   ./sign-up --check    fills the form from code, submits it and prints what it got
 */
#include <material-fields.h>

static gboolean checking = FALSE;

static void
on_submitted (MfFormView *view, gpointer user_data)
{
  MfForm *form = mf_form_view_get_form (view);
  g_autofree char *name = mf_form_get_text (form, "name");
  g_autofree char *email = mf_form_get_text (form, "email");
  g_autofree char *size = mf_form_get_text (form, "size");
  g_autoptr (GDateTime) birthday = mf_form_get_date (form, "birthday");
  g_autofree char *day = birthday ? g_date_time_format (birthday, "%Y-%m-%d") : g_strdup ("none");

  g_print ("submitted: name=%s email=%s size=%s birthday=%s newsletter=%s\n", name, email, size, day,
           mf_form_get_active (form, "newsletter") ? "yes" : "no");
  mf_form_mark_saved (form);
}

static void
on_value_changed (MfForm *form, const char *tag, gpointer user_data)
{
  int *changes = user_data;
  (*changes)++;
}

static void
on_create_clicked (GtkButton *button, MfFormView *view)
{
  mf_form_view_submit (view);
}

/* The app's own check: a user name that is not taken. */
static gboolean
name_is_free (MfForm *form, const char *tag, const char *text, gpointer user_data)
{
  return g_ascii_strcasecmp (text, "admin") != 0;
}

static MfForm *
sign_up_form (void)
{
  const char *sizes[] = { "Small", "Medium", "Large", NULL };
  MfForm *form = mf_form_new ();
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();

  mf_form_add_section (form, "account", "Account", NULL);
  mf_form_add_entry_row (form, "name", "Name", MF_INPUT_PURPOSE_NAME, NULL, FALSE, NULL, TRUE, NULL);
  mf_form_add_check (form, "name", "That name is taken", MF_SEVERITY_ERROR, name_is_free, NULL, NULL);
  mf_form_add_entry_row (form, "email", "E-mail", MF_INPUT_PURPOSE_EMAIL, NULL, FALSE, NULL, TRUE, NULL);
  mf_form_add_rule (form, "email", MF_RULE_EMAIL, NULL);
  mf_form_add_entry_row (form, "password", "Password", MF_INPUT_PURPOSE_PASSWORD, NULL, FALSE, NULL, TRUE, NULL);
  mf_form_add_length_rule (form, "password", 8, -1, NULL);
  mf_form_add_entry_row (form, "confirm", "Confirm password", MF_INPUT_PURPOSE_PASSWORD, NULL, FALSE, NULL, TRUE, NULL);
  mf_form_add_match_rule (form, "confirm", "password", "The passwords do not match", NULL);

  mf_form_add_section (form, "profile", "Profile", NULL);
  mf_form_add_picker_row (form, "size", "T-shirt size", sizes, FALSE, NULL);
  mf_form_add_date_row (form, "birthday", "Birthday", MF_DATE_MODE_DATE, NULL, now, NULL, FALSE, NULL);
  mf_form_add_row (form, "newsletter", "Send me the newsletter", MF_ROW_KIND_SWITCH, FALSE, NULL);
  mf_form_add_row (form, "terms", "I accept the terms", MF_ROW_KIND_SWITCH, TRUE, NULL);
  return form;
}

/* Fills the form from code as a user would, submits it, and says what happened. */
static void
check (MfForm *form, MfFormView *view)
{
  int changes = 0;
  g_autoptr (GDateTime) birthday = g_date_time_new_local (1990, 12, 10, 0, 0, 0);
  g_autofree char *empty_error = NULL;
  g_autofree char *mismatch = NULL;

  g_signal_connect (form, "value-changed", G_CALLBACK (on_value_changed), &changes);
  g_print ("empty form submits: %s\n", mf_form_view_submit (view) ? "yes" : "no");
  empty_error = mf_form_get_error (form, "email");
  g_print ("e-mail error: %s\n", empty_error ? empty_error : "none");

  mf_form_set_text (form, "name", "Ada Lovelace", NULL);
  mf_form_set_text (form, "email", "ada@example.com", NULL);
  mf_form_set_text (form, "password", "analytical", NULL);
  mf_form_set_text (form, "confirm", "analytic", NULL);
  mf_form_validate (form);
  mismatch = mf_form_get_error (form, "confirm");
  g_print ("confirm error: %s\n", mismatch ? mismatch : "none");
  mf_form_set_text (form, "confirm", "analytical", NULL);
  mf_form_set_choice (form, "size", 1, NULL);
  mf_form_set_date (form, "birthday", birthday, NULL);
  mf_form_set_active (form, "newsletter", TRUE, NULL);
  mf_form_set_active (form, "terms", TRUE, NULL);
  g_print ("value-changed: %d times; dirty: %s\n", changes, mf_form_get_dirty (form) ? "yes" : "no");
  g_print ("complete form submits: %s\n", mf_form_view_submit (view) ? "yes" : "no");
  g_print ("dirty after saving: %s\n", mf_form_get_dirty (form) ? "yes" : "no");
}

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *button = gtk_button_new_with_mnemonic ("_Create account");
  MfForm *form = sign_up_form ();
  GtkWidget *view = mf_form_view_new (form);

  /* The view keeps the form alive: the app can let go of it. */
  g_object_unref (form);
  gtk_window_set_title (GTK_WINDOW (window), "Sign up");
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 720);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_widget_set_margin_start (button, 16);
  gtk_widget_set_margin_end (button, 16);
  gtk_widget_set_margin_bottom (button, 16);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), button);
  gtk_window_set_child (GTK_WINDOW (window), box);
  g_signal_connect (view, "submitted", G_CALLBACK (on_submitted), NULL);
  g_signal_connect (button, "clicked", G_CALLBACK (on_create_clicked), view);
  gtk_window_present (GTK_WINDOW (window));

  if (checking)
    {
      check (mf_form_view_get_form (MF_FORM_VIEW (view)), MF_FORM_VIEW (view));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (GtkApplication) app = NULL;

  checking = argc > 1 && g_str_equal (argv[1], "--check");
  app = gtk_application_new ("org.materialfields.SignUpC", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
