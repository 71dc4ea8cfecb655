import Foundation

/// Exact decimal amounts: parsing from strings only, rounding half away from
/// zero, and the plain `75.00` form used in figures.
///
/// `Decimal` literals and `Decimal(Double)` go through binary floating point
/// (1.005 becomes 1.00499…), so every amount is built from its string.
public enum Money {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Parses "-40.00", "13.49", "2000" — and nothing lenient: `Decimal(string:)`
    /// alone reads "12abc" as 12.
    public static func parse(_ text: String) -> Decimal? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard let first = bytes.first, first != UInt8(ascii: ".") else { return nil }
        var seenDot = false
        var decimals = 0
        for b in bytes {
            if b == UInt8(ascii: ".") {
                guard !seenDot else { return nil }
                seenDot = true
            } else if b >= 48 && b <= 57 {
                if seenDot { decimals += 1 }
            } else {
                return nil
            }
        }
        guard !(seenDot && decimals == 0), decimals <= 6, bytes.count <= 24 else { return nil }
        return Decimal(string: text, locale: posix)
    }

    /// Rounds half away from zero to `scale` decimals.
    public static func round(_ value: Decimal, scale: Int = 2) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, scale, .plain)
        return result
    }

    /// "75.00", "-1234.50": fixed decimals, no grouping.
    public static func plain(_ value: Decimal, scale: Int = 2) -> String {
        let rounded = round(value, scale: scale)
        let negative = rounded < 0
        let magnitude = negative ? -rounded : rounded
        var text = NSDecimalNumber(decimal: magnitude).stringValue
        if scale > 0 {
            if let dot = text.firstIndex(of: ".") {
                let have = text.distance(from: dot, to: text.endIndex) - 1
                text += String(repeating: "0", count: max(0, scale - have))
            } else {
                text += "." + String(repeating: "0", count: scale)
            }
        }
        return (negative && rounded != 0 ? "-" : "") + text
    }
}
