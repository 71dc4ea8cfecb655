import Foundation

extension Answer {
    /// Numbers written in the text (or the cards) that are not one of the
    /// answer's figures — an invented number. Empty for a sound answer.
    ///
    /// A figure accounts for its value (and its absolute value, for "€12.00
    /// less"), a date for its day, month and year, and a name for the numbers
    /// inside it. Amounts are read in both conventions: "1,234.50" and
    /// "1 234,50".
    public func inventedNumbers() -> [String] {
        var allowed = Set<Decimal>()
        for figure in figures.values {
            switch figure {
            case .decimal(let d, let scale):
                let r = Money.round(d, scale: scale)
                allowed.insert(r)
                allowed.insert(r < 0 ? -r : r)
            case .int(let n): allowed.insert(Decimal(n))
            case .date(let d):
                allowed.insert(Decimal(d.day))
                allowed.insert(Decimal(d.month))
                allowed.insert(Decimal(d.year))
            case .string(let s):
                for n in NumberScanner.numbers(in: s) { if let v = n.value { allowed.insert(v) } }
            }
        }
        let written = [text] + cards.map(\.value)
        return written.flatMap(NumberScanner.numbers(in:)).filter { n in
            guard let v = n.value else { return true }
            return !allowed.contains(v)
        }.map(\.text)
    }
}

/// Finds numbers in rendered text.
enum NumberScanner {
    struct Found {
        let text: String
        let value: Decimal?
    }

    /// Digit runs joined by the separators amounts use (",", ".", U+202F, U+00A0, space between groups).
    static func numbers(in text: String) -> [Found] {
        var found: [Found] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard isDigit(scalars[i]) else {
                i += 1
                continue
            }
            var j = i
            var raw = String.UnicodeScalarView()
            while j < scalars.count {
                if isDigit(scalars[j]) {
                    raw.append(scalars[j])
                    j += 1
                } else if isSeparator(scalars[j]), j + 1 < scalars.count, isDigit(scalars[j + 1]),
                    !(scalars[j] == " " && !groupFollows(scalars, j + 1))
                {
                    raw.append(scalars[j])
                    j += 1
                } else {
                    break
                }
            }
            let literal = String(raw)
            found.append(Found(text: literal, value: value(of: literal)))
            i = j
        }
        return found
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
    private static func isSeparator(_ s: Unicode.Scalar) -> Bool {
        s == "," || s == "." || s == "\u{202F}" || s == "\u{00A0}" || s == " "
    }

    /// A plain space joins digits only before a group of exactly three ("1 234").
    private static func groupFollows(_ s: [Unicode.Scalar], _ k: Int) -> Bool {
        var n = 0
        var k = k
        while k < s.count, isDigit(s[k]) {
            n += 1
            k += 1
        }
        return n == 3
    }

    /// "1,234.50" → 1234.50; "1 234,50" → 1234.50; "37,50" → 37.50; "2,026" → 2026.
    ///
    /// The last separator is the decimal mark unless exactly three digits follow
    /// it in a number that has another separator of the same kind (a grouping).
    static func value(of literal: String) -> Decimal? {
        var chars: [Character] = []
        for ch in literal where ch != "\u{202F}" && ch != "\u{00A0}" && ch != " " { chars.append(ch) }
        let lastComma = chars.lastIndex(of: ",")
        let lastDot = chars.lastIndex(of: ".")
        var decimalMark: Int?
        if let c = lastComma, let d = lastDot {
            decimalMark = max(c, d)
        } else if let c = lastComma {
            decimalMark = chars.count - 1 - c == 3 ? nil : c
        } else if let d = lastDot {
            decimalMark = chars.count - 1 - d == 3 && chars.filter({ $0 == "." }).count > 1 ? nil : d
        }
        var out = ""
        for (i, ch) in chars.enumerated() {
            if ch.isNumber {
                out.append(ch)
            } else if i == decimalMark {
                out.append(".")
            }
        }
        return Money.parse(out)
    }
}
