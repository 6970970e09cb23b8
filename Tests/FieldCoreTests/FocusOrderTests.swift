import FieldCore
import PropertyBased
import Testing

@Suite("Focus order")
struct FocusOrderTests {
    private func form(_ flags: [(focusable: Bool, hidden: Bool, enabled: Bool)]) throws -> Form<Int> {
        let form = Form<Int>()
        try form.insertSection(key: "a")
        try form.insertSection(key: "b")
        for (index, flag) in flags.enumerated() {
            try form.insert(Row(tag: index, isFocusable: flag.focusable, isHidden: flag.hidden, isEnabled: flag.enabled),
                            inSection: index % 2 == 0 && index < flags.count / 2 ? "a" : "b",
                            at: form.section(key: index % 2 == 0 && index < flags.count / 2 ? "a" : "b")?.tags.count ?? 0)
        }
        return form
    }

    @Test func nextAndPreviousSkipHiddenDisabledAndUnfocusableRows() throws {
        // The seed did not skip hidden rows.
        let form = try form([(true, false, true), (true, true, true), (false, false, true), (true, false, false), (true, false, true)])
        form.focus(0)
        #expect(form.hasNext)
        #expect(!form.hasPrevious)
        #expect(form.focusNext() == 4)
        #expect(!form.hasNext)
        #expect(form.focusPrevious() == 0)
        #expect(form.focus(1) == false, "a hidden row cannot take focus")
    }

    @Test func aRowsFieldTakesFocusThroughItsFormWhichBlursTheRowThatHadItFirst() throws {
        let form = try form([(true, false, true), (true, false, true), (true, false, true)])
        let fields = try (0..<3).map { try #require(form.findRow(tag: $0)).field }
        var heard: [String] = []
        let tokens = fields.enumerated().map { index, field in
            field.changes.add { snapshot in
                heard.append("\(index) \(snapshot.isFocused ? "focused" : "blurred")")
                #expect(fields.count(where: \.isFocused) <= 1, "no two rows hold focus, even between two changes")
            }
        }
        // As a row's view does on GTK's focus, and as the form's own API does.
        fields[0].focus()
        fields[2].focus()
        #expect(form.focus(1))
        fields[1].blur()
        #expect(heard == ["0 focused", "0 blurred", "2 focused", "2 blurred", "1 focused", "1 blurred"])
        #expect(form.focusedTag == nil)
        withExtendedLifetime(tokens) {}
    }

    @Test func hidingTheFocusedRowMovesFocusOut() throws {
        let form = try form([(true, false, true), (true, false, true)])
        form.focus(1)
        try form.setHidden(true, for: 1)
        #expect(form.focusedTag == nil)
    }

    @Test func walkingForwardVisitsExactlyTheFocusableRowsInOrder() async {
        let flags = zip(Gen.bool, Gen.bool(0.2), Gen.bool(0.2)).map { (focusable: $0, hidden: $1, enabled: !$2) }
        await propertyCheck(count: 300, input: flags.array(of: 0...30)) { flags in
            guard let form = try? self.form(flags) else { Issue.record("form"); return }
            let order = form.sections.flatMap(\.tags)
            let expected = order.filter { flags[$0].focusable && !flags[$0].hidden && flags[$0].enabled }
            var visited: [Int] = []
            var next = form.nextFocusableTag()
            while let tag = next {
                #expect(form.focus(tag))
                visited.append(tag)
                next = form.focusNext()
            }
            #expect(visited == expected)
            #expect(form.hasNext == false)
            var backwards: [Int] = []
            while let tag = form.focusedTag {
                backwards.append(tag)
                if form.focusPrevious() == nil { break }
            }
            #expect(backwards == expected.reversed())
        }
    }
}
