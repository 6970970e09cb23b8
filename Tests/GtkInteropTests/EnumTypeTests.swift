import CGtk
import GtkInterop
import GtkTestSupport
import XCTest

/// A GEnum registered from Swift names its values as glib-mkenums would, so GtkBuilder and
/// introspection find them by the C names a header declares.
final class EnumTypeTests: XCTestCase {
    func testValuesAreNamedAsGlibMkenumsNamesThem() {
        XCTAssertEqual(EnumType.valueName(type: "MfFieldVariant", nick: "outlined"), "MF_FIELD_VARIANT_OUTLINED")
        XCTAssertEqual(EnumType.valueName(type: "MfRowKind", nick: "date-range"), "MF_ROW_KIND_DATE_RANGE")
        XCTAssertEqual(EnumType.valueName(type: "Mf2DPoint", nick: "x"), "MF2_DPOINT_X", "a digit ends a word as a lower-case letter does")
        XCTAssertEqual(EnumType.valueName(type: "MFState", nick: "on"), "MF_STATE_ON", "a run of capitals ends before its last")
        XCTAssertEqual(EnumType.valueName(type: "MfURLKind", nick: "web"), "MF_URL_KIND_WEB")
    }

    func testACaseNameBecomesAKebabCaseNick() {
        XCTAssertEqual(EnumType.nick(camelCase: "cardNumber"), "card-number")
        XCTAssertEqual(EnumType.nick(camelCase: "freeForm"), "free-form")
        XCTAssertEqual(EnumType.nick(camelCase: "email"), "email")
    }

    func testGObjectFindsEachValueByItsNameAndNick() throws {
        try withGtk {
            let type = try EnumType.register("TestEnumTypeCorner", nicks: ["top-left", "bottom-right"])
            let enumClass = try XCTUnwrap(g_type_class_ref(type.gType)?.assumingMemoryBound(to: GEnumClass.self))
            defer { g_type_class_unref(enumClass) }
            XCTAssertEqual(g_enum_get_value_by_name(enumClass, "TEST_ENUM_TYPE_CORNER_BOTTOM_RIGHT")?.pointee.value, 1)
            XCTAssertEqual(g_enum_get_value_by_nick(enumClass, "top-left")?.pointee.value, 0)
            XCTAssertEqual(type.value(ofNick: "bottom-right"), 1)
            XCTAssertNil(type.value(ofNick: "middle"))
        }
    }
}
