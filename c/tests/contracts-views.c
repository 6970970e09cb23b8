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
  view = mf_form_view_new (form);
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
}
