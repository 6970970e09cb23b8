import FieldCore
import Foundation
import Testing

/// Random sequences of form operations (rows and sections added, inserted and removed,
/// edits, focus, blur, hiding, disabling, resets, validation), with the form's invariants
/// checked after every step and a model of which rows exist kept beside it.
@Suite("Random form operations")
struct FormPropertyTests {
    private static let kinds: [RowKind] = [.entry, .area, .picker(data: ["A", "B", "C"]), .date, .switch]

    private static func value(for kind: RowKind, _ random: inout SeededRandom) -> FormValue {
        switch kind {
        case .entry, .area: random.bool() ? .text("") : .text(["Ada", "  ", "x@y.z", "Lovelace"][random.int(0..<4)])
        case .picker: random.bool() ? .choice(nil, "") : .choice(random.int(0..<3), "")
        case .date: random.bool() ? .date(nil) : .date(Date(timeIntervalSince1970: Double(random.int(0..<1_000_000_000))))
        case .switch: .flag(random.bool())
        default: .none
        }
    }

    @Test(arguments: 1...60)
    func invariantsHoldAfterEveryOperation(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let form = Form<Int>()
        var nextTag = 0
        var expected: Set<Int> = []
        var sectionKeys: [String] = []
        for step in 0..<80 {
            let tags = Array(expected).sorted()
            switch random.int(0..<12) {
            case 0, 1:
                let kind = Self.kinds[random.int(0..<Self.kinds.count)]
                let required = random.bool()
                try form.add(Row(tag: nextTag, label: "Row \(nextTag)", kind: kind, rules: required ? [.required] : []))
                expected.insert(nextTag)
                nextTag += 1
            case 2:
                let index = random.int(0..<(tags.count + 1))
                try form.insert(Row(tag: nextTag, label: "Row \(nextTag)"), at: index)
                expected.insert(nextTag)
                nextTag += 1
            case 3 where !tags.isEmpty:
                let tag = tags[random.int(0..<tags.count)]
                try form.remove(tag: tag)
                expected.remove(tag)
            case 4:
                let key = "s\(step)"
                try form.insertSection(key: key, header: random.bool() ? "Section \(step)" : nil)
                sectionKeys.append(key)
            case 5 where !sectionKeys.isEmpty:
                let key = sectionKeys.remove(at: random.int(0..<sectionKeys.count))
                for tag in form.section(key: key)?.tags ?? [] { expected.remove(tag) }
                try form.removeSection(key: key)
            case 6 where !tags.isEmpty:
                let row = try #require(form.findRow(tag: tags[random.int(0..<tags.count)]))
                try form.edit(row.tag, to: Self.value(for: row.kind, &random))
            case 7 where !tags.isEmpty:
                form.focus(tags[random.int(0..<tags.count)])
            case 8 where !tags.isEmpty:
                form.blur(tags[random.int(0..<tags.count)])
            case 9 where !tags.isEmpty:
                try form.setHidden(random.bool(), for: tags[random.int(0..<tags.count)])
            case 10 where !tags.isEmpty:
                try form.setEnabled(random.bool(), for: tags[random.int(0..<tags.count)])
            case 11:
                if random.bool() {
                    form.reset()
                    for row in form.rows { #expect(row.value == row.initialValue, "seed \(seed), step \(step): reset restores \(row.tag)") }
                } else {
                    let result = form.validate()
                    for row in form.rows where !row.isHidden {
                        let fails = !Validation.validate(row.value, row.rules)
                        #expect(fails == result.failures.contains { $0.tag == row.tag },
                                "seed \(seed), step \(step): \(row.tag)'s error matches its rules")
                    }
                }
            default:
                break
            }
            #expect(form.invariantViolations() == [], "seed \(seed), step \(step)")
            #expect(Set(form.rows.map(\.tag)) == expected, "seed \(seed), step \(step): no row lost or made up")
        }
    }
}
