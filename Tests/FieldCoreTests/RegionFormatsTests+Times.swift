import FieldCore
import Foundation
import Testing

/// Times as people of a region write them, whatever their C locale's `%X` says.
extension RegionFormatsTests {
    @Test(arguments: [("fr_FR", "14h30", 14, 30), ("fr_FR", "14 h 30", 14, 30), ("fr_FR", "14h", 14, 0), ("pt_BR", "14h30", 14, 30), ("pt_BR", "14:30h", 14, 30),
                      ("de_DE", "14:30 Uhr", 14, 30), ("de_DE", "14 Uhr", 14, 0), ("fi_FI", "klo 14.30", 14, 30),
                      ("da_DK", "kl. 14.30", 14, 30), ("sv_SE", "kl. 14.30", 14, 30),
                      // Chinese `点` for the hour; Japan's clock from 0: `午前0時` is midnight, `午後0時30分` 12:30.
                      ("zh_CN", "下午2点30分", 14, 30), ("zh_CN", "14点", 14, 0), ("zh_TW", "下午2點30分", 14, 30),
                      ("ja_JP", "午前0時", 0, 0), ("ja_JP", "午後0時30分", 12, 30), ("ja_JP", "午前12時", 0, 0),
                      ("cs_CZ", "14:30 hod.", 14, 30), ("th_TH", "14.30 น.", 14, 30), ("id_ID", "pukul 14.30", 14, 30),
                      ("pl_PL", "godz. 14.30", 14, 30), ("vi_VN", "14 giờ 30", 14, 30), ("vi_VN", "14 giờ 30 phút", 14, 30),
                      // Day periods a language writes where its C locale has none, and the half hour.
                      ("vi_VN", "2:30 CH", 14, 30), ("hu_HU", "du. 2:30", 14, 30), ("hu_HU", "de. 9:15", 9, 15),
                      ("fa_IR", "۲:۳۰ ب.ظ.", 14, 30), ("zh_CN", "下午2点半", 14, 30), ("zh_CN", "14点半", 14, 30),
                      ("ja_JP", "午後2時半", 14, 30), ("ko_KR", "오후 2시 반", 14, 30), ("ko_KR", "2시반", 2, 30)])
    func aTimeWrittenTheWayPeopleOfTheRegionWriteItIsThatTime(locale: String, typed: String, hour: Int, minute: Int) throws {
        let model = try dateField(locale, mode: .time)
        #expect(model.enterText(typed).isSuccess, "\(locale): \(typed)")
        let shown = try #require(model.date)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        #expect(calendar.dateComponents([.hour, .minute], from: shown) == DateComponents(hour: hour, minute: minute))
    }
}
