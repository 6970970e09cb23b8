import FieldCore
import Testing

/// Choice rows as the seeds' apps write them: a row that holds `.choice(index, text)` while
/// the app keeps the list in its own picker, read back as the index or as the text.
@Suite("Choice rows")
struct ChoiceRowTests {
    /// iOSForm's demo: a country row whose choices the app's own picker holds, and a
    /// province row filled when the country changes.
    @Test func iOSFormsCountryAndProvinceDemoAsItsReadmeWritesIt() throws {
        let countries = ["Canada", "Vietnam", "Germany"]
        let provinces = ["Canada": ["Ontario", "Quebec"], "Vietnam": ["Hà Nội", "Huế"]]
        let form = Form<String>()
        try form.add(Row(tag: "country", value: .choice(nil, "")))
        try form.add(Row(tag: "province", value: .choice(nil, "")))
        let provincePicker = PickerModel(label: "Province")
        var updates: [String] = []
        form.onRowUpdate = { update, row in
            guard update == .live, row.tag == "country" else { return }
            updates.append(row.tag)
            let country = (try? form.value(of: "country", as: String.self)) ?? ""
            provincePicker.data = provinces[country] ?? []
        }

        // The user chose the second country in the app's own list.
        try form.edit("country", to: .choice(1, countries[1]))

        #expect(try form.value(of: "country") == .choice(1, "Vietnam"), "the choice is kept as the app set it")
        #expect(try form.value(of: "country", as: Int.self) == 1)
        #expect(try form.value(of: "country", as: String.self) == "Vietnam")
        #expect(updates == ["country"])
        #expect(provincePicker.data == ["Hà Nội", "Huế"], "the dependent list is filled")

        try form.setValue(.choice(0, "Hà Nội"), for: "province")
        #expect(try form.value(of: "province", as: String.self) == "Hà Nội")
    }

    @Test func aChoiceWithNoChoiceReadsAsNoIndexButAsItsText() throws {
        let form = Form<String>()
        try form.add(Row(tag: "country", value: .choice(nil, "")))
        #expect(throws: FormError.typeMismatch(tag: "country", expected: "Int", actual: "choice")) {
            try form.value(of: "country", as: Int.self)
        }
        #expect(try form.value(of: "country", as: String.self) == "")
    }

    @Test func aChoiceOutsideAPickersOwnChoicesIsRefusedSayingWhy() throws {
        let form = Form<String>()
        try form.add(Row(tag: "size", kind: .picker(data: ["S", "M", "L"])))
        #expect(throws: FormError.choiceOutOfRange(tag: "size", index: 3, count: 3)) {
            try form.edit("size", to: .choice(3, "XL"))
        }
        #expect(try form.value(of: "size") == .choice(nil, ""), "nothing changed")
        #expect(FormError.choiceOutOfRange(tag: "size", index: 3, count: 3).description
                == "row size has 3 choices, numbered from 0, so it cannot choose 3")
        #expect(throws: FormError.choiceOutOfRange(tag: "shoe", index: -1, count: 0)) {
            try form.add(Row(tag: "shoe", value: .choice(-1, "?")))
        }

        try form.edit("size", to: .choice(2, ""))
        #expect(try form.value(of: "size") == .choice(2, "L"), "a listed choice shows the list's text")
    }

    @Test func choicesArrivingLaterKeepTheChoiceWhereTheyListItsText() {
        let picker = PickerModel(label: "Country")
        #expect(picker.setChoice(4, text: "Vietnam"))
        #expect(picker.indexSelected == 4 && picker.text == "Vietnam")
        picker.data = ["Canada", "Vietnam"]
        #expect(picker.indexSelected == 1 && picker.text == "Vietnam")
        picker.data = ["Canada"]
        #expect(picker.indexSelected == nil && picker.text == "", "never a value the user did not pick")
        #expect(!picker.setChoice(3, text: "Peru"), "with choices, the index must be one of them")
    }
}
