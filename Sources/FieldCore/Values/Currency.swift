/// A currency's sign and fraction digits: the region's own (`LC_MONETARY`) for its own
/// currency, else the sign the currency is known by (its ISO code where that sign is the
/// region's own currency's: `USD` in Mexico) and ISO 4217's minor units, since the C
/// library describes only the local currency.
struct Currency: Equatable {
    let symbol: String
    let fractionDigits: Int
    /// Other signs users write the currency with (`¥` and `円` for the yen, `TL` for the
    /// lira), read as its sign is; for another currency than the region's, none that reads
    /// like the region's own sign or is one of its own currency's (`元` in a Taiwanese amount
    /// of yuan is the Taiwan dollar's, in a Chinese amount of Taiwan dollars the yuan's).
    let otherSigns: [String]

    init(code: String, formats: RegionFormats) {
        let code = code.uppercased()
        if code == formats.currencyCode, !formats.currencySymbol.isEmpty {
            symbol = formats.currencySymbol
            fractionDigits = formats.currencyFractionDigits
        } else {
            // Another currency known by the region's own sign (dollars in Mexico or Canada,
            // Norway's crowns in Sweden, the yuan beside the yen) is written with its code.
            let sign = Self.symbols[code] ?? code
            symbol = Self.isOneSign(sign, formats.currencySymbol) ? code : sign
            fractionDigits = Self.noMinorUnits.contains(code) ? 0 : Self.threeMinorUnits.contains(code) ? 3 : 2
        }
        let isOwn = code == formats.currencyCode
        let ownSigns = Self.everydaySigns[formats.currencyCode] ?? []
        otherSigns = (Self.everydaySigns[code] ?? []).filter { sign in
            isOwn || !(Self.isOneSign(sign, formats.currencySymbol) || ownSigns.contains { Self.isOneSign(sign, $0) })
        }
    }

    /// Whether two currency signs read alike, the full-width yen (Japan's `￥`) as `¥`.
    private static func isOneSign(_ sign: String, _ other: String) -> Bool {
        let normalized = { (text: String) in String(text.trimmed.map { $0 == "\u{FFE5}" ? "¥" : $0 }) }
        return !other.trimmed.isEmpty && normalized(sign) == normalized(other)
    }

    /// Signs of widely used currencies, as their own countries write them.
    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "¥", "INR": "₹", "KRW": "₩", "RUB": "₽",
        "UAH": "₴", "PLN": "zł", "CZK": "Kč", "TRY": "₺", "ILS": "₪", "BRL": "R$", "CHF": "CHF",
        "SEK": "kr", "NOK": "kr", "DKK": "kr", "EGP": "ج.م.", "CAD": "$", "AUD": "$", "MXN": "$",
    ]
    /// Signs written besides the one the C library or the table above gives.
    private static let everydaySigns: [String: [String]] = [
        "JPY": ["¥", "￥", "円"], "CNY": ["¥", "￥", "元", "RMB"], "KRW": ["₩", "￦", "원"], "INR": ["₹", "Rs"],
        "RUB": ["₽", "руб"], "UAH": ["₴", "грн"], "TRY": ["₺", "TL"], "TWD": ["NT$", "元"],
    ]
    private static let noMinorUnits: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "PYG", "UGX", "XAF", "XOF"]
    private static let threeMinorUnits: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]
}
