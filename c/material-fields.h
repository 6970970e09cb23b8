/* material-fields.h: MaterialFields' Material form fields for GTK 4, from C.
 *
 * Build with: cc app.c $(pkg-config --cflags --libs material-fields)
 * The fields are GtkWidgets: put them in any container, set their GObject properties
 * ("label", "helper-text", "text", "has-error", "variant", ...) and connect their
 * signals ("notify::text", "did-select-row", "date-changed", ...). What no property can
 * carry has a function in the headers included below, one per type (mf-entry-field.h, ...).
 *
 * Call every function on GTK's main thread: from any other thread a function logs a
 * critical and does nothing. A NULL or a wrong type where the API wants an object logs a
 * critical (as g_return_if_fail() does) and does nothing.
 */
#ifndef MATERIAL_FIELDS_H
#define MATERIAL_FIELDS_H

#include <gtk/gtk.h>

#define MATERIAL_FIELDS_INSIDE
#include "mf-library.h"
#include "mf-enums.h"
#include "mf-field.h"
#include "mf-entry-field.h"
#include "mf-number-field.h"
#include "mf-suggestion-field.h"
#include "mf-chips-field.h"
#include "mf-area-field.h"
#include "mf-picker-field.h"
#include "mf-date-field.h"
#include "mf-date-range-field.h"
#include "mf-time-field.h"
#include "mf-stack-box.h"
#include "mf-form.h"
#include "mf-form-kinds.h"
#include "mf-form-validation.h"
#include "mf-form-theme.h"
#include "mf-form-builder.h"
#include "mf-form-view.h"
#include "mf-drafts.h"
#include "mf-stacked-form-view.h"
#undef MATERIAL_FIELDS_INSIDE

#endif /* MATERIAL_FIELDS_H */
