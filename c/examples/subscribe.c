/* subscribe.c: the form of subscribe.ui, whose only code is the submit handler.
 *
 *   cc subscribe.c $(pkg-config --cflags --libs material-fields) -o subscribe
 *   ./subscribe subscribe.ui            a window; Subscribe prints the values
 *   ./subscribe subscribe.ui --check    submits it empty, fills it from code, submits it
 *
 * The same runs on the Blueprint file compiled to .ui (see subscribe.blp).
 */
#include <material-fields.h>

static gboolean checking = FALSE;
static const char *file = NULL;

static void
on_submitted (MfFormView *view, gpointer user_data)
{
  MfForm *form = mf_form_view_get_form (view);
  g_autofree char *name = mf_form_get_text (form, "name");
  g_autofree char *plan = mf_form_get_text (form, "plan");
  double seats = 0;

  mf_form_get_number (form, "seats", &seats);
  g_print ("submitted: name=%s plan=%s seats=%g terms=%s\n", name, plan, seats,
           mf_form_get_active (form, "terms") ? "yes" : "no");
}

static void
on_subscribe_clicked (GtkButton *button, MfFormView *view)
{
  mf_form_view_submit (view);
}

static void
check (MfFormView *view)
{
  MfForm *form = mf_form_view_get_form (view);
  g_autofree char *required = NULL;
  g_autofree char *format = NULL;

  g_print ("empty form submits: %s\n", mf_form_view_submit (view) ? "yes" : "no");
  required = mf_form_get_error (form, "plan");
  g_print ("plan error: %s\n", required ? required : "none");
  mf_form_set_text (form, "name", "Ada Lovelace", NULL);
  mf_form_set_text (form, "email", "ada@", NULL);
  mf_form_set_text (form, "password", "correct horse", NULL);
  mf_form_set_text (form, "confirm", "correct horse", NULL);
  mf_form_set_choice (form, "plan", 1, NULL);
  mf_form_set_number (form, "seats", 3, NULL);
  mf_form_set_active (form, "terms", TRUE, NULL);
  g_print ("with a wrong address: %s\n", mf_form_view_submit (view) ? "submitted" : "refused");
  format = mf_form_get_error (form, "email");
  g_print ("e-mail error: %s\n", format ? format : "none");
  mf_form_set_text (form, "email", "ada@example.com", NULL);
  g_print ("complete form submits: %s\n", mf_form_view_submit (view) ? "yes" : "no");
}

static void
activate (GtkApplication *app, gpointer user_data)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_file (file);
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *view = GTK_WIDGET (gtk_builder_get_object (builder, "view"));

  gtk_window_set_title (GTK_WINDOW (window), "Subscribe");
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 760);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (gtk_builder_get_object (builder, "page")));
  g_signal_connect (view, "submitted", G_CALLBACK (on_submitted), NULL);
  g_signal_connect (gtk_builder_get_object (builder, "subscribe"), "clicked", G_CALLBACK (on_subscribe_clicked), view);
  gtk_window_present (GTK_WINDOW (window));

  if (checking)
    {
      check (MF_FORM_VIEW (view));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (GtkApplication) app = NULL;

  if (argc < 2)
    {
      g_printerr ("usage: subscribe FILE.ui [--check]\n");
      return 2;
    }
  file = argv[1];
  checking = argc > 2 && g_str_equal (argv[2], "--check");
  app = gtk_application_new ("org.materialfields.SubscribeC", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
