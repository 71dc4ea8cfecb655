import TallyModel

/// Markup, escaped by construction: a literal is markup Tally wrote, and
/// whatever is interpolated into one is text — escaped — unless it is markup
/// already (`HTMLText`). So a shop name, a user's question or a file name can
/// never become a tag, whichever helper it passes through.
///
/// The one way to take a `String` as markup unescaped is `HTMLText(raw:)`,
/// kept for what is not text at all (the page's own CSS and script).
struct HTMLText: Hashable, Sendable, ExpressibleByStringInterpolation {
    private(set) var markup: String

    init(stringLiteral value: String) { markup = value }

    init(stringInterpolation: StringInterpolation) { markup = stringInterpolation.markup }

    /// Trusted markup, not escaped: only for what Tally itself wrote as source.
    init(raw markup: String) { self.markup = markup }

    static let empty: HTMLText = ""

    var isEmpty: Bool { markup.isEmpty }

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        mutating func appendLiteral(_ literal: String) { markup += literal }

        /// Text: escaped.
        mutating func appendInterpolation(_ text: String) { markup += HTMLText.escape(text) }
        mutating func appendInterpolation(_ text: Substring) { markup += HTMLText.escape(String(text)) }
        mutating func appendInterpolation<N: BinaryInteger>(_ number: N) { markup += String(number) }
        /// Markup: as it is.
        mutating func appendInterpolation(_ html: HTMLText) { markup += html.markup }
        mutating func appendInterpolation(_ html: HTMLText?) { markup += html?.markup ?? "" }
        mutating func appendInterpolation(_ parts: [HTMLText]) { for p in parts { markup += p.markup } }
    }

    static func + (a: HTMLText, b: HTMLText) -> HTMLText { HTMLText(raw: a.markup + b.markup) }
    static func += (a: inout HTMLText, b: HTMLText) { a.markup += b.markup }

    /// Text for an element or an attribute value. Control characters from a
    /// user's files are shown as `\u{1B}` rather than written raw.
    fileprivate static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension Sequence where Element == HTMLText {
    func joined(separator: HTMLText = .empty) -> HTMLText {
        var out = HTMLText.empty
        var first = true
        for part in self {
            if !first { out += separator }
            out += part
            first = false
        }
        return out
    }
}
