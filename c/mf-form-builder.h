/* mf-form-builder.h: MfFormSection, MfFormRow and MfFormRule, a form described in a .ui file. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-form.h"

G_BEGIN_DECLS

/*
 * A whole form in GtkBuilder XML (or Blueprint): an MfForm, given to an MfFormView as its
 * construct-only MfFormView:form property, takes MfFormSection children, each taking
 * MfFormRow children, each taking MfFormRule children. The form adds each section and
 * row, with its rules, as the builder reads it; what the form refuses (a tag used twice,
 * a pattern that is not a regular expression) is left out with a warning. The objects
 * describe: once the form has a row, the form, mf_form_view_get_field() and the field
 * are the row, and changing the MfFormRow changes nothing. A GtkStringList child of a
 * row gives a picker its choices or an entry its suggestions, as Blueprint writes a list
 * (Debian 12's blueprint-compiler 0.6 cannot write a string-array property).
 *
 * |[<!-- language="xml" -->
 * <object class="MfFormView" id="view">
 *   <property name="form">
 *     <object class="MfForm" id="form">
 *       <child>
 *         <object class="MfFormSection">
 *           <property name="header">Account</property>
 *           <child>
 *             <object class="MfFormRow">
 *               <property name="tag">email</property>
 *               <property name="label">E-mail</property>
 *               <property name="purpose">email</property>
 *               <property name="required">true</property>
 *               <child>
 *                 <object class="MfFormRule">
 *                   <property name="kind">email</property>
 *                   <property name="message">Enter an address such as ada@example.com</property>
 *                 </object>
 *               </child>
 *             </object>
 *           </child>
 *         </object>
 *       </child>
 *     </object>
 *   </property>
 * </object>
 * ]|
 */

#define MF_TYPE_FORM_SECTION (mf_form_section_get_type ())
G_DECLARE_FINAL_TYPE (MfFormSection, mf_form_section, MF, FORM_SECTION, GObject)

/**
 * MfFormSection:
 *
 * A section of a form in a .ui file: a child of its #MfForm, with #MfFormRow children.
 */

#define MF_TYPE_FORM_ROW (mf_form_row_get_type ())
G_DECLARE_FINAL_TYPE (MfFormRow, mf_form_row, MF, FORM_ROW, GObject)

/**
 * MfFormRow:
 *
 * A row of a form in a .ui file: a child of its #MfFormSection (or of the #MfForm, for a
 * form of one section), with #MfFormRule children. Every kind's options are properties.
 */

#define MF_TYPE_FORM_RULE (mf_form_rule_get_type ())
G_DECLARE_FINAL_TYPE (MfFormRule, mf_form_rule, MF, FORM_RULE, GObject)

/**
 * MfFormRule:
 *
 * A rule of a row in a .ui file, a child of its #MfFormRow.
 */

G_END_DECLS
