// The README's "First window": the whole program, compiled and driven by
// Tests/MaterialFieldsDemoTests/FirstWindowTests.swift.
// README-EXAMPLE-BEGIN
import Foundation
import MaterialFields

enum Contact: RowTag { case name, email, age }

// The form is plain Swift: it is built (and can be unit-tested) before GTK starts.
let form = Form<Contact>()
try form.add(Row(tag: .name, label: "Name", rules: [.required]))
try form.add(Row(tag: .email, label: "E-mail", rules: [.required, .text(.isEmail)]))
try form.add(Row(tag: .age, label: "Age", rules: [.number(in: 0...150)]))

let app = Application(id: "org.example.FirstWindow")
var window: Window?
app.onActivate {
    if let window { return window.present() }
    do {
        let view = try FormView(form: form)
        view.onSubmit = { values in
            for tag in [Contact.name, .email, .age] { print("\(tag): \(values[tag]?.text ?? "")") }
            window?.close()
        }
        // Save checks every row: errors show under their fields and focus goes to the first.
        let save = Widget.button("_Save", isPrimary: true) { view.submit() }.margins(16)
        window = Window(application: app, title: "Contact", width: 420, height: 480)
        window?.child = .box(.vertical, spacing: 12, [view.widget, save])
        window?.present()
    } catch {
        print("The form cannot be shown: \(error)")
    }
}
exit(app.run())
// README-EXAMPLE-END
