// The sign-up form, in Vala.
//
//   valac --pkg material-fields sign-up.vala
//   ./sign-up            a window; Create account prints the values
//   ./sign-up --check    fills the form from code, submits it and prints what it got
using MaterialFields;

MaterialFields.Form sign_up_form () {
    var form = new MaterialFields.Form ();
    try {
        form.add_section ("account", "Account");
        form.add_entry_row ("name", "Name", InputPurpose.NAME, null, false, null, true);
        // The app's own check: a user name that is not taken.
        form.add_check ("name", "That name is taken", Severity.ERROR, (form, tag, text) => text.down () != "admin");
        form.add_entry_row ("email", "E-mail", InputPurpose.EMAIL, null, false, null, true);
        form.add_rule ("email", Rule.EMAIL);
        form.add_entry_row ("password", "Password", InputPurpose.PASSWORD, null, false, null, true);
        form.add_length_rule ("password", 8, -1);
        form.add_entry_row ("confirm", "Confirm password", InputPurpose.PASSWORD, null, false, null, true);
        form.add_match_rule ("confirm", "password", "The passwords do not match");
        form.add_section ("profile", "Profile");
        form.add_picker_row ("size", "T-shirt size", { "Small", "Medium", "Large" }, false);
        form.add_date_row ("birthday", "Birthday", DateMode.DATE, null, new DateTime.now_local (), null, false);
        form.add_row ("newsletter", "Send me the newsletter", RowKind.SWITCH, false);
        form.add_row ("terms", "I accept the terms", RowKind.SWITCH, true);
    } catch (GLib.Error error) {
        critical ("the sign-up form: %s", error.message);
    }
    return form;
}

void on_submitted (FormView view) {
    var form = view.get_form ();
    var birthday = form.get_date ("birthday");
    print ("submitted: name=%s email=%s size=%s birthday=%s newsletter=%s\n", form.get_text ("name"),
           form.get_text ("email"), form.get_text ("size"), birthday != null ? birthday.format ("%Y-%m-%d") : "none",
           form.get_active ("newsletter") ? "yes" : "no");
    form.mark_saved ();
}

// Fills the form from code as a user would, submits it, and says what happened.
void check (FormView view) throws GLib.Error {
    var form = view.get_form ();
    var changes = 0;
    form.value_changed.connect (() => changes++);
    print ("empty form submits: %s\n", view.submit () ? "yes" : "no");
    print ("e-mail error: %s\n", form.get_error ("email") ?? "none");
    form.set_text ("name", "Ada Lovelace");
    form.set_text ("email", "ada@example.com");
    form.set_text ("password", "analytical");
    form.set_text ("confirm", "analytic");
    form.validate ();
    print ("confirm error: %s\n", form.get_error ("confirm") ?? "none");
    form.set_text ("confirm", "analytical");
    form.set_choice ("size", 1);
    form.set_date ("birthday", new DateTime.local (1990, 12, 10, 0, 0, 0));
    form.set_active ("newsletter", true);
    form.set_active ("terms", true);
    print ("value-changed: %d times; dirty: %s\n", changes, form.dirty ? "yes" : "no");
    print ("complete form submits: %s\n", view.submit () ? "yes" : "no");
    print ("dirty after saving: %s\n", form.dirty ? "yes" : "no");
}

int main (string[] args) {
    var checking = args.length > 1 && args[1] == "--check";
    var app = new Gtk.Application ("org.materialfields.SignUpVala", ApplicationFlags.NON_UNIQUE);
    app.activate.connect (() => {
        var window = new Gtk.ApplicationWindow (app) { title = "Sign up", default_width = 420, default_height = 720 };
        // The view keeps the form alive: nothing else needs to hold it.
        var view = new FormView (sign_up_form ()) { vexpand = true };
        var button = new Gtk.Button.with_mnemonic ("_Create account") { margin_start = 16, margin_end = 16, margin_bottom = 16 };
        button.add_css_class ("suggested-action");
        var box = new Gtk.Box (Gtk.Orientation.VERTICAL, 0);
        box.append (view);
        box.append (button);
        window.child = box;
        view.submitted.connect (on_submitted);
        button.clicked.connect (() => view.submit ());
        window.present ();
        if (checking) {
            try {
                check (view);
            } catch (GLib.Error error) {
                critical ("the check: %s", error.message);
            }
            window.destroy ();
        }
    });
    return app.run ({ args[0] });
}
