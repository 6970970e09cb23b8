/* contracts-views.c: a form view is owned as any GTK widget is (see contracts.c). */
#include "contracts.h"

static void
mark_finalized (gpointer data, GObject *where_the_object_was)
{
  *(gboolean *) data = TRUE;
}

void
check_form_view_ownership (void)
{
  MfForm *form = mf_form_new ();
  GtkWidget *view = NULL;
  GtkWidget *made = NULL;
  gboolean finalized = FALSE;

  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, TRUE, NULL);
  mf_form_add_row (form, "terms", "I agree", MF_ROW_KIND_SWITCH, FALSE, NULL);
  view = mf_form_view_new (form);
  {
    MfField *name = mf_form_view_get_field (MF_FORM_VIEW (view), "name");
    g_autofree char *text = NULL;
    expect (MF_IS_ENTRY_FIELD (name), "mf_form_view_get_field () reaches an entry row's field by its tag");
    mf_form_set_text (form, "name", "Grace", NULL);
    g_object_get (name, "text", &text, NULL);
    expect (g_strcmp0 (text, "Grace") == 0, "the field shows its row's value");
    mf_form_set_text (form, "name", "", NULL);
    expect (mf_form_view_get_field (MF_FORM_VIEW (view), "terms") == NULL,
            "a switch row has no field: NULL");
    expect (mf_form_view_get_field (MF_FORM_VIEW (view), "fax") == NULL, "and so has a tag the form lacks");
    expect (mf_form_view_get_field (MF_FORM_VIEW (view), NULL) == NULL && one_critical ("tag != NULL"),
            "a NULL tag is a critical and NULL");
  }
  {
    g_auto (GStrv) none = NULL;
    g_auto (GStrv) listed = NULL;
    g_auto (GStrv) fixed = NULL;
    none = mf_form_view_get_error_summary (MF_FORM_VIEW (view));
    expect (none != NULL && none[0] == NULL, "no error summary is shown unless asked for");
    mf_form_view_set_shows_error_summary (MF_FORM_VIEW (view), TRUE);
    expect (!mf_form_view_submit (MF_FORM_VIEW (view)), "an empty required row refuses the submit");
    listed = mf_form_view_get_error_summary (MF_FORM_VIEW (view));
    expect (listed != NULL && g_strv_length (listed) == 1 && g_strcmp0 (listed[0], "Name: This field is required") == 0,
            "the error summary lists the row in error as it reads");
    mf_form_set_text (form, "name", "Ada", NULL);
    mf_form_validate (form);
    fixed = mf_form_view_get_error_summary (MF_FORM_VIEW (view));
    expect (fixed != NULL && fixed[0] == NULL, "and goes once the row is fixed");
  }
  g_object_unref (form);
  expect (g_object_is_floating (view), "a new form view is floating, as gtk_box_new ()'s box is");
  g_object_ref_sink (view);
  mf_form_set_text (mf_form_view_get_form (MF_FORM_VIEW (view)), "name", "Ada", NULL);
  expect (mf_form_view_submit (MF_FORM_VIEW (view)), "the view it made submits its form");
  g_object_weak_ref (G_OBJECT (view), mark_finalized, &finalized);
  g_object_unref (view);
  expect (finalized, "and its last g_object_unref () frees it there and then, as any widget's");

  made = g_object_ref_sink (g_object_new (MF_TYPE_FORM_VIEW, NULL));
  expect (!mf_form_view_submit (MF_FORM_VIEW (made)) && one_critical ("this MfFormView shows no form"),
          "a form view g_object_new () made has no form: its calls are a critical and a no-op");
  g_object_unref (made);
  check_form_view_construct_property ();
  check_form_in_builder_file ();
}

void
check_form_view_construct_property (void)
{
  MfForm *form = mf_form_new ();
  MfForm *read = NULL;
  GtkWidget *view = NULL;
  GtkWidget *again = NULL;
  gboolean finalized = FALSE;

  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, TRUE, NULL);
  view = g_object_ref_sink (g_object_new (MF_TYPE_FORM_VIEW, "form", form, NULL));
  g_object_get (view, "form", &read, NULL);
  expect (read == form && mf_form_view_get_form (MF_FORM_VIEW (view)) == form,
          "form: g_object_new () gives a view its form, and it reads back");
  g_clear_object (&read);
  expect (MF_IS_ENTRY_FIELD (mf_form_view_get_field (MF_FORM_VIEW (view), "name")) && !mf_form_view_submit (MF_FORM_VIEW (view)),
          "form: the view shows its rows and validates on submit");
  again = g_object_ref_sink (g_object_new (MF_TYPE_FORM_VIEW, "form", form, NULL));
  expect (one_critical ("another MfFormView shows this form"),
          "form: a second view of the same form is a critical and shows nothing");
  expect (mf_form_view_get_form (MF_FORM_VIEW (again)) == NULL && one_critical ("this MfFormView shows no form"),
          "form: and its calls are a critical and a no-op");
  g_object_unref (again);
  g_object_weak_ref (G_OBJECT (form), mark_finalized, &finalized);
  g_object_unref (form);
  expect (!finalized, "form: the view keeps its form alive");
  g_object_unref (view);
  expect (finalized, "form: and lets it go with itself");
}

void
check_form_in_builder_file (void)
{
  const char *ui =
    "<interface><object class='MfFormView' id='view'><property name='form'><object class='MfForm' id='form'>"
    "<child><object class='MfFormSection' id='account'><property name='header'>Account</property>"
    "<child><object class='MfFormRow'><property name='tag'>email</property><property name='label'>E-mail</property>"
    "<property name='required'>true</property><child><object class='MfFormRule'><property name='kind'>email</property>"
    "<property name='message'>Not an address</property></object></child></object></child>"
    "<child><object class='MfFormRow'><property name='tag'>size</property><property name='kind'>picker</property>"
    "<property name='choices'>S\nM\nL</property></object></child>"
    "<child><object class='MfFormRow'><property name='tag'>nick</property><property name='label'>Nickname</property>"
    "<child><object class='MfFormRule'><property name='kind'>length</property><property name='minimum'>2</property>"
    "<property name='maximum'>-1</property></object></child></object></child>"
    "<child><object class='MfFormRow'><property name='tag'>low</property><property name='kind'>number</property>"
    "<child><object class='MfFormRule'><property name='kind'>number</property><property name='maximum'>10</property>"
    "</object></child></object></child>"
    "<child><object class='MfFormRow'><property name='tag'>email</property></object></child>"
    "</object></child></object></property></object></interface>";
  GtkBuilder *builder = gtk_builder_new ();
  GError *error = NULL;
  MfForm *form = NULL;
  GtkWidget *view = NULL;
  g_autofree char *message = NULL;

  expect (gtk_builder_add_from_string (builder, ui, -1, &error) && error == NULL,
          "a .ui file: a form of sections, rows and rules loads with no call before it");
  g_clear_error (&error);
  form = MF_FORM (gtk_builder_get_object (builder, "form"));
  view = GTK_WIDGET (gtk_builder_get_object (builder, "view"));
  expect (mf_form_view_get_form (MF_FORM_VIEW (view)) == form, "a .ui file: the view shows the file's form");
  expect (MF_IS_PICKER_FIELD (mf_form_view_get_field (MF_FORM_VIEW (view), "size")),
          "a .ui file: a C app reaches a row's field by its tag");
  mf_form_set_text (form, "email", "ada", NULL);
  mf_form_validate (form);
  message = mf_form_get_error (form, "email");
  expect (g_strcmp0 (message, "Not an address") == 0, "a .ui file: a rule's message is the file's");
  g_clear_pointer (&message, g_free);
  mf_form_set_text (form, "nick", "Ada", NULL);
  mf_form_set_number (form, "low", -5, NULL);
  mf_form_validate (form);
  message = mf_form_get_error (form, "nick");
  expect (message == NULL, "a .ui file: a length rule's maximum of -1 is none, as mf_form_add_length_rule's");
  g_clear_pointer (&message, g_free);
  message = mf_form_get_error (form, "low");
  expect (message == NULL, "a .ui file: a number rule with a maximum alone has no minimum");
  g_clear_pointer (&message, g_free);
  mf_form_set_text (form, "nick", "A", NULL);
  mf_form_set_number (form, "low", 11, NULL);
  mf_form_validate (form);
  message = mf_form_get_error (form, "nick");
  expect (message != NULL, "a .ui file: and its minimum holds");
  g_clear_pointer (&message, g_free);
  message = mf_form_get_error (form, "low");
  expect (message != NULL, "a .ui file: and its maximum holds");
  g_object_unref (builder);
}
