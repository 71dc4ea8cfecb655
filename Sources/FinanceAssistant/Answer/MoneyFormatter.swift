import Foundation

/// Locale-correct amounts, written out by hand so that the text is the same on
/// every platform and OS version: "€1,234.50" in English, "1 234,50 €" in
/// French (U+202F between thousands, U+00A0 before the sign).
struct MoneyFormatter: Sendable {
    let currency: String
    let locale: Language

    static let mask = "•••"

    var symbol: String {
        switch currency.uppercased() {
        case "EUR": return "€"
        case "USD": return "$"
        case "GBP": return "£"
        case "CHF": return "CHF"
        default: return currency.uppercased()
        }
    }

    func money(_ value: Decimal) -> String {
        let plain = Money.plain(value, scale: 2)
        let negative = plain.hasPrefix("-")
        let digits = negative ? String(plain.dropFirst()) : plain
        let parts = digits.split(separator: ".")
        let whole = group(String(parts[0]), separator: locale == .fr ? "\u{202F}" : ",")
        let cents = parts.count > 1 ? String(parts[1]) : "00"
        switch locale {
        case .en:
            let symbolFirst = symbol.count == 1
            let body = symbolFirst ? "\(symbol)\(whole).\(cents)" : "\(whole).\(cents) \(symbol)"
            return (negative ? "-" : "") + body
        case .fr:
            return (negative ? "-" : "") + "\(whole),\(cents)\u{00A0}\(symbol)"
        }
    }

    func number(_ value: Decimal, scale: Int) -> String {
        let plain = Money.plain(value, scale: scale)
        return locale == .fr ? plain.replacingOccurrences(of: ".", with: ",") : plain
    }

    private func group(_ digits: String, separator: String) -> String {
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += separator }
            out.append(ch)
        }
        return out
    }
}
