import FieldCore
import Foundation

/// FieldCore's figures: rule throughput against NSRegularExpression, and the cost of one
/// edit with its validation in a small and a large form.
enum FieldCoreBenchmarks {
    static func run() {
        ruleThroughput()
        editCost()
        numberTyping()
    }

    /// One keystroke into a number field's text, regrouped with the caret kept, against
    /// reformatting the whole text with Foundation's NumberFormatter as an app might by hand.
    private static func numberTyping() {
        let locale = Locale(identifier: "en_US")
        let format = NumberFormat(.currency("USD"), locale: locale)
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        let keys = Array("123456789012.34")
        var sink = 0
        let formatted = Stopwatch.nanosecondsPerRun(iterations: 2_000) {
            var text = ""
            for key in keys {
                let count = text.count
                text = format.apply(replacing: count..<count, in: text, with: String(key)).text
            }
            sink &+= text.count
        } / Double(keys.count)
        let byHand = Stopwatch.nanosecondsPerRun(iterations: 2_000) {
            var text = ""
            for key in keys {
                let typed = (text + String(key)).replacingOccurrences(of: ",", with: "")
                if key != ".", let number = formatter.number(from: typed) { text = formatter.string(from: number) ?? typed } else { text = typed }
            }
            sink &+= text.count
        } / Double(keys.count)
        var report = Report()
        report.add("NumberFormat (grouping, caret, reading the whole text)", String(format: "%.0f ns per key", formatted))
        report.add("NumberFormatter, whole text per key", String(format: "%.0f ns per key", byHand))
        report.add("ratio (NumberFormat / NumberFormatter)", Report.ratio(formatted / byHand))
        report.print(heading: "Typing a 15-character amount into a number field, key by key (\(sink > 0 ? "checked" : "-"))")
    }

    private static let addresses = [
        "ada@example.com", "grace.hopper+navy@fleet.example.org", "not an address", "x@y", "lin@sub.domain.co.uk",
        "trailing@dot.", "@missing.local", "a_b%c-d@e-f.gh",
    ]

    private static func ruleThroughput() {
        let isEmail = ValidationRule<String>.isEmail
        let required = ValidationRule<String>.required
        // The HTML standard's own expression for a valid e-mail address, with a dot in the domain.
        let label = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
        let emailRegex = try? NSRegularExpression(pattern: "\\A[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@\(label)(?:\\.\(label))+\\z")
        let requiredRegex = try? NSRegularExpression(pattern: "\\S")
        guard let emailRegex, let requiredRegex else { return }
        var sink = 0

        let iterations = 20_000
        let emailRule = Stopwatch.nanosecondsPerRun(iterations: iterations) {
            for address in addresses where isEmail(address) { sink &+= 1 }
        } / Double(addresses.count)
        let emailNS = Stopwatch.nanosecondsPerRun(iterations: iterations / 10) {
            for address in addresses where emailRegex.firstMatch(in: address, range: NSRange(address.startIndex..., in: address)) != nil {
                sink &+= 1
            }
        } / Double(addresses.count)
        let requiredRule = Stopwatch.nanosecondsPerRun(iterations: iterations) {
            for address in addresses where required(address) { sink &+= 1 }
        } / Double(addresses.count)
        let requiredNS = Stopwatch.nanosecondsPerRun(iterations: iterations / 10) {
            for address in addresses where requiredRegex.firstMatch(in: address, range: NSRange(address.startIndex..., in: address)) != nil {
                sink &+= 1
            }
        } / Double(addresses.count)

        var report = Report()
        report.add("isEmail (FieldCore)", Report.perSecond(nanoseconds: emailRule))
        report.add("isEmail (NSRegularExpression)", Report.perSecond(nanoseconds: emailNS))
        report.add("isEmail speed-up", Report.ratio(emailNS / emailRule))
        report.add("required (FieldCore)", Report.perSecond(nanoseconds: requiredRule))
        report.add("required (NSRegularExpression \\S)", Report.perSecond(nanoseconds: requiredNS))
        report.add("required speed-up", Report.ratio(requiredNS / requiredRule))
        report.print(heading: "Validation rules: evaluations per second (\(sink > 0 ? "checked" : "-"))")
    }

    private static func editCost() {
        func form(rows: Int) -> Form<Int>? {
            let form = Form<Int>()
            form.validationMode = .onChange
            for index in 0..<rows {
                guard (try? form.add(Row(tag: index, label: "Field \(index)", rules: [.required, .text(.isEmail)]))) != nil
                else { return nil }
            }
            return form
        }
        guard let small = form(rows: 10), let large = form(rows: 10_000) else { return }
        // Edit a row in the middle of each form, alternating valid and invalid values so
        // every edit changes the value and the error.
        func edits(_ form: Form<Int>, row: Int) -> Double {
            var flip = false
            return Stopwatch.nanosecondsPerRun(iterations: 20_000) {
                flip.toggle()
                try? form.edit(row, to: .text(flip ? "ada@example.com" : "ada@"))
            }
        }
        let smallCost = edits(small, row: 5)
        let largeCost = edits(large, row: 5_000)
        var report = Report()
        report.add("10-row form", String(format: "%.0f ns per edit + validation", smallCost))
        report.add("10,000-row form", String(format: "%.0f ns per edit + validation", largeCost))
        report.add("ratio (10,000 / 10)", Report.ratio(largeCost / smallCost))
        report.print(heading: "One edit and its validation, by form size")
    }
}
