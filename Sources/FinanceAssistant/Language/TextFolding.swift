import Foundation

/// Folds text the same way for questions, transaction labels and lexicon
/// entries: case, diacritics, width, ligatures, apostrophes, punctuation and
/// spacing.
///
/// "Café", "CAFÉ" and "Cafe" + U+0301 all fold to `cafe`; "l'Œuvre" to
/// `l oeuvre`; "McDonald's" to `mcdonald s`. Currency signs and `%` survive as
/// tokens of their own, because they are finance evidence and tell a year
/// from an amount.
public enum TextFolding {
    /// The folded form: lowercase ASCII-ish words separated by single spaces.
    public static func fold(_ text: String) -> String {
        tokens(of: text).map(\.text).joined(separator: " ")
    }

    /// Splits and folds `text` into tokens, remembering which were written
    /// with a capital away from the start of a sentence (a shop name that is
    /// also a word, like "Orange", counts only then).
    public static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(16)
        // The word being read, as UTF-8; ASCII is lowercased byte by byte.
        var current: [UInt8] = []
        current.reserveCapacity(24)
        var currentIsCapitalized = false
        var currentIsASCII = true
        // Whether the word holds a digit: most do not, and `deLeet` then has nothing to undo.
        var currentHasDigit = false
        var currentGlue = Token.Glue.none
        var atSentenceStart = true
        var tokenStartsSentence = true
        // The punctuation between the last token and the next one ("11/2025", "1-15", "03.02").
        var glue = Token.Glue.none
        var separators = 0
        var spaced = false
        // The last character before this one was an apostrophe ("'25").
        var afterApostrophe = false

        func flush() {
            guard !current.isEmpty else { return }
            let raw = String(decoding: current, as: UTF8.self)
            let folded = currentIsASCII ? raw : foldWord(raw)
            if !folded.isEmpty {
                let token = Token(
                    text: folded, isCapitalized: currentIsCapitalized, startsSentence: tokenStartsSentence,
                    glue: currentGlue)
                // Digits for letters undone as each word is read (`deLeet`), not in a second pass.
                tokens.append(currentHasDigit ? deLeet(token) : token)
            }
            current.removeAll(keepingCapacity: true)
            currentIsASCII = true
            currentHasDigit = false
        }

        for scalar in text.unicodeScalars {
            let wasApostrophe = afterApostrophe
            afterApostrophe = scalar == "'" || scalar == "\u{2019}" || scalar == "\u{2018}"
            // ASCII, the common case, is classified by value: Unicode property
            // lookups cost more than the rest of the reading.
            let isWordScalar: Bool
            let isUpper: Bool
            if scalar.isASCII {
                let v = scalar.value
                isUpper = v >= 65 && v <= 90
                isWordScalar = isUpper || (v >= 97 && v <= 122) || (v >= 48 && v <= 57)
            } else {
                let props = scalar.properties
                // Zero-width and other format characters hide inside words ("Mono\u{200B}prix").
                if props.generalCategory == .format { continue }
                isUpper = props.isUppercase
                isWordScalar = props.isAlphabetic || props.numericType != nil || isCombiningMark(scalar)
            }
            if isWordScalar {
                if current.isEmpty {
                    currentIsCapitalized = isUpper
                    tokenStartsSentence = atSentenceStart
                    atSentenceStart = false
                    // A dash may stand between spaces ("2014 - 2016"); a slash or a dot joins only
                    // when nothing else does ("3/02", "10.02").
                    currentGlue = separators == 1 && (glue == .dash || !spaced) ? glue : .none
                    if wasApostrophe, scalar.isASCII, scalar.value >= 48, scalar.value <= 57 {
                        currentGlue = .apostrophe
                    }
                    // "10.02": a dot inside a number ends no sentence.
                    if currentGlue == .dot, tokens.last?.isNumber == true { tokenStartsSentence = false }
                    glue = .none
                    separators = 0
                    spaced = false
                }
                if scalar.isASCII {
                    let v = UInt8(scalar.value)
                    if v <= 57 { currentHasDigit = true }
                    current.append(v >= 65 && v <= 90 ? v + 32 : v)
                } else {
                    // A digit of another script, or one a fold may bring: `deLeet` decides.
                    currentHasDigit = true
                    currentIsASCII = false
                    UTF8.encode(scalar) { current.append($0) }
                }
            } else {
                flush()
                switch scalar {
                case "€", "$", "£", "%":
                    tokens.append(Token(text: String(scalar), isCapitalized: false, startsSentence: false))
                    separators = 2  // nothing joins across a sign
                case ".", "!", "?", "\n", "¿", "¡":
                    atSentenceStart = true
                    separators += 1
                    glue = scalar == "." ? .dot : .none
                default:
                    // ASCII whitespace by value: the property lookup cost a tenth of a period parse.
                    let isSpace =
                        scalar.isASCII
                        ? scalar.value == 32 || (9...13).contains(scalar.value) : scalar.properties.isWhitespace
                    if isSpace {
                        spaced = true
                    } else {
                        separators += 1
                        switch scalar {
                        case "/": glue = .slash
                        // A tilde joins as a dash: "2014~2018", as East Asian calendars write a span.
                        case "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}", "~",
                            "\u{FF5E}":
                            glue = .dash
                        default: glue = .none
                        }
                    }
                }
            }
        }
        flush()
        // The signs ("€", "$", "£", "%") are shorter than any word `deLeet` changes.
        return tokens
    }

    private static let leet: [Character: Character] = [
        "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b",
    ]

    /// Undoes digits written for letters ("St4rbucks", "d3pensé"). Ordinals
    /// ("1er", "15th") and quarters ("q1", "t4") are left alone. Spaced letters
    /// ("C a r r e f o u r") are joined by the merchant reader, which knows
    /// what they may spell.
    private static func deLeet(_ token: Token) -> Token {
        let text = token.text
        guard text.utf8.count >= 4, text.utf8.contains(where: { $0 >= 48 && $0 <= 57 }),
            text.utf8.contains(where: { $0 >= 97 && $0 <= 122 })
        else { return token }
        let letters = text.filter(\.isLetter).count
        let digits = text.filter(\.isNumber).count
        guard letters >= 2, digits >= 1, text.first!.isLetter || text.last!.isLetter else { return token }
        // Ordinals keep their digits: "1er", "21st", "15eme", "2e" (but "3ver" is "ever").
        if text.first!.isNumber, PeriodLexicon.ordinalSuffixes.contains(String(text.drop(while: \.isNumber))) {
            return token
        }
        let mapped = String(text.map { leet[$0] ?? $0 })
        guard mapped.allSatisfy(\.isLetter) else { return token }
        return Token(
            text: mapped, isCapitalized: token.isCapitalized, startsSentence: token.startsSentence, glue: token.glue)
    }

    /// Letters from other scripts that look Latin and hide a word from a
    /// matcher (Cyrillic "і" in "Lіdl").
    static let confusables: [Unicode.Scalar: String] = [
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
        "ԁ": "d", "һ": "h", "ӏ": "l", "α": "a", "ο": "o", "ν": "v", "ι": "i", "κ": "k", "τ": "t",
    ]

    /// Folds one word: case, diacritics, width, then the ligatures Foundation
    /// keeps (œ, æ). Used for non-ASCII words only; ASCII takes a fast path.
    ///
    /// A word of ASCII and Latin letters ("dépensé", "Noël", "coûté") is folded a
    /// scalar at a time from `latinFolds`; anything else goes through Foundation.
    static func foldWord(_ word: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count)
        let table = latinFolds
        for scalar in word.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                let b = UInt8(truncatingIfNeeded: v)
                // Tokens hold word scalars only; an upper-case ASCII letter was lowered when read.
                guard (b >= 97 && b <= 122) || (b >= 48 && b <= 57) else { return foundationFold(word) }
                bytes.append(b)
            } else if v >= latinFoldsStart, v < latinFoldsStart + UInt32(table.count),
                let folded = table[Int(v - latinFoldsStart)]
            {
                bytes.append(contentsOf: folded)
            } else {
                return foundationFold(word)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let latinFoldsStart: UInt32 = 0xC0

    /// The fold of each scalar from U+00C0 to U+017F, as Foundation folds it alone, when
    /// that is plain lowercase ASCII letters (nil otherwise: such a word takes Foundation's
    /// path). Folding is by scalar for these precomposed letters — no scalar of the range
    /// combines with a neighbour — so a word of them folds as its scalars' folds in a row
    /// (`TextFoldingTests` checks every one, alone and inside words, against Foundation).
    static let latinFolds: [[UInt8]?] = (latinFoldsStart...0x17F).map { v in
        guard let scalar = Unicode.Scalar(v), scalar.properties.isAlphabetic else { return nil }
        let folded = Array(foundationFold(String(scalar)).utf8)
        guard !folded.isEmpty, folded.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { return nil }
        return folded
    }

    /// `foldWord` through Foundation: what every word folded to before the Latin fast path.
    static func foundationFold(_ word: String) -> String {
        let folded = word.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        var out = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            switch scalar {
            case "œ": out.append(contentsOf: "oe".unicodeScalars)
            case "æ": out.append(contentsOf: "ae".unicodeScalars)
            case "ß": out.append(contentsOf: "ss".unicodeScalars)
            default:
                if let latin = confusables[scalar] {
                    out.append(contentsOf: latin.unicodeScalars)
                    continue
                }
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { out.append(scalar) }
            }
        }
        return String(out)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

/// One folded word of a message.
public struct Token: Hashable, Sendable {
    /// The punctuation that joins a token to the one before: what tells
    /// "11/2025" and "1-15" from "11 2025" and "1 15".
    public enum Glue: Hashable, Sendable {
        case none, slash, dash, dot
        /// An apostrophe right before digits: the two-digit year of "March '25", "in ’24".
        case apostrophe
    }

    public let text: String
    /// Written with a capital letter in the original.
    public let isCapitalized: Bool
    /// The first word of a sentence (where a capital says nothing).
    public let startsSentence: Bool
    /// The one separator between this token and the previous one.
    public let glue: Glue

    public init(text: String, isCapitalized: Bool, startsSentence: Bool, glue: Glue = .none) {
        self.text = text
        self.isCapitalized = isCapitalized
        self.startsSentence = startsSentence
        self.glue = glue
    }

    public var isNumber: Bool { !text.isEmpty && text.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
}
