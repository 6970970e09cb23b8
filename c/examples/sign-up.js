#!/usr/bin/env -S gjs -m
// The sign-up form, in JavaScript (GJS).
//
//   gjs -m sign-up.js            a window; Create account prints the values
//   gjs -m sign-up.js --check    fills the form from code, submits it and prints what it got
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import Mf from 'gi://MaterialFields?version=1.0';
import System from 'system';

function signUpForm() {
    const form = Mf.Form.new();
    form.add_section('account', 'Account');
    form.add_entry_row('name', 'Name', Mf.InputPurpose.NAME, null, false, null, true);
    // The app's own check: a user name that is not taken.
    form.add_check('name', 'That name is taken', Mf.Severity.ERROR, (_form, _tag, text) => text.toLowerCase() !== 'admin');
    form.add_entry_row('email', 'E-mail', Mf.InputPurpose.EMAIL, null, false, null, true);
    form.add_rule('email', Mf.Rule.EMAIL);
    form.add_entry_row('password', 'Password', Mf.InputPurpose.PASSWORD, null, false, null, true);
    form.add_length_rule('password', 8, -1);
    form.add_entry_row('confirm', 'Confirm password', Mf.InputPurpose.PASSWORD, null, false, null, true);
    form.add_match_rule('confirm', 'password', 'The passwords do not match');
    form.add_section('profile', 'Profile');
    form.add_picker_row('size', 'T-shirt size', ['Small', 'Medium', 'Large'], false);
    form.add_date_row('birthday', 'Birthday', Mf.DateMode.DATE, null, GLib.DateTime.new_now_local(), null, false);
    form.add_row('newsletter', 'Send me the newsletter', Mf.RowKind.SWITCH, false);
    form.add_row('terms', 'I accept the terms', Mf.RowKind.SWITCH, true);
    return form;
}

function onSubmitted(view) {
    const form = view.get_form();
    const birthday = form.get_date('birthday');
    print(`submitted: name=${form.get_text('name')} email=${form.get_text('email')} ` +
          `size=${form.get_text('size')} birthday=${birthday ? birthday.format('%Y-%m-%d') : 'none'} ` +
          `newsletter=${form.get_active('newsletter') ? 'yes' : 'no'}`);
    form.mark_saved();
}

// Fills the form from code as a user would, submits it, and says what happened.
function check(view) {
    const form = view.get_form();
    let changes = 0;
    form.connect('value-changed', () => changes++);
    print(`empty form submits: ${view.submit() ? 'yes' : 'no'}`);
    print(`e-mail error: ${form.get_error('email') ?? 'none'}`);
    form.set_text('name', 'Ada Lovelace');
    form.set_text('email', 'ada@example.com');
    form.set_text('password', 'analytical');
    form.set_text('confirm', 'analytic');
    form.validate();
    print(`confirm error: ${form.get_error('confirm') ?? 'none'}`);
    form.set_text('confirm', 'analytical');
    form.set_choice('size', 1);
    form.set_date('birthday', GLib.DateTime.new_local(1990, 12, 10, 0, 0, 0));
    form.set_active('newsletter', true);
    form.set_active('terms', true);
    print(`value-changed: ${changes} times; dirty: ${form.dirty ? 'yes' : 'no'}`);
    print(`complete form submits: ${view.submit() ? 'yes' : 'no'}`);
    print(`dirty after saving: ${form.dirty ? 'yes' : 'no'}`);
}

const app = new Gtk.Application({application_id: 'org.materialfields.SignUpGjs'});
app.connect('activate', () => {
    const window = new Gtk.ApplicationWindow({application: app, title: 'Sign up', default_width: 420, default_height: 720});
    // The view keeps the form alive: nothing else needs to hold it.
    const view = Mf.FormView.new(signUpForm());
    view.vexpand = true;
    const button = Gtk.Button.new_with_mnemonic('_Create account');
    button.add_css_class('suggested-action');
    button.margin_start = button.margin_end = button.margin_bottom = 16;
    const box = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL});
    box.append(view);
    box.append(button);
    window.set_child(box);
    view.connect('submitted', onSubmitted);
    button.connect('clicked', () => view.submit());
    window.present();
    if (ARGV.includes('--check')) {
        check(view);
        window.destroy();
    }
});
app.run([System.programInvocationName]);
