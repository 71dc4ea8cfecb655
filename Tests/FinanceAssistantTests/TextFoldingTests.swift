import Testing

@testable import FinanceAssistant

// Folding: case, diacritics, width, ligatures, apostrophes, punctuation and
// spacing — the same for a question, a transaction label and a lexicon entry.

@Suite("Text folding")
struct TextFoldingTests {
    /// Every Latin letter the fast path folds folds as Foundation folds it: alone, doubled,
    /// between ASCII letters and digits, and beside every other letter of the table.
    @Test("The Latin fast path folds as Foundation does")
    func latinFastPath() {
        let scalars = (0xC0...0x17F).compactMap { Unicode.Scalar(UInt32($0)) }
        let folded = scalars.filter { TextFolding.latinFolds[Int($0.value) - 0xC0] != nil }
        #expect(folded.count > 100)
        for s in scalars {
            let c = String(s)
            for word in [c, c + c, "a" + c + "b", "9" + c, c + "z2"] {
                #expect(TextFolding.foldWord(word) == TextFolding.foundationFold(word), "\(word)")
            }
        }
        for a in folded {
            for b in folded {
                let word = String(a) + "x" + String(b)
                #expect(TextFolding.foldWord(word) == TextFolding.foundationFold(word), "\(word)")
            }
        }
        for word in ["dépensé", "noël", "coûté", "œuvre", "straße", "ÉLÉPHANT".lowercased(), "cafe\u{301}", "lіdl"] {
            #expect(TextFolding.foldWord(word) == TextFolding.foundationFold(word), "\(word)")
        }
    }

    @Test(
        "Folded forms",
        arguments: [
            ("Café", "cafe"),
            ("CAFÉ", "cafe"),
            ("Cafe\u{0301}", "cafe"),
            ("l'Œuvre", "l oeuvre"),
            ("œuf", "oeuf"),
            ("Cæsar", "caesar"),
            ("Straße", "strasse"),
            ("McDonald's", "mcdonald s"),
            ("McDonald’s", "mcdonald s"),
            ("  Hello,   World!  ", "hello world"),
            ("Dépensé", "depense"),
            ("DÉPENSÉ", "depense"),
            ("dépensé", "depense"),
            ("Ça coûte cher", "ca coute cher"),
            ("Noël", "noel"),
            ("MAÏS", "mais"),
            ("naïve café", "naive cafe"),
            ("ÉLÉPHANT", "elephant"),
            ("l'été", "l ete"),
            ("d’ici deux semaines", "d ici deux semaines"),
            ("Ｃａｒｒｅｆｏｕｒ", "carrefour"),
            ("Carrefour-Market", "carrefour market"),
            ("CARTE 03/02 CARREFOUR MARKET PARIS 11", "carte 03 02 carrefour market paris 11"),
            ("tab\tand\nnewline", "tab and newline"),
            ("Où part mon argent ?", "ou part mon argent"),
            ("€75", "€ 75"),
            ("75€", "75 €"),
            ("10%", "10 %"),
            ("£20 or $30", "£ 20 or $ 30"),
            ("", ""),
            ("   ", ""),
            ("?!...", ""),
        ])
    func folded(_ input: String, _ expected: String) {
        #expect(TextFolding.fold(input) == expected)
    }

    @Test(
        "Folding is idempotent",
        arguments: [
            "Café", "l'Œuvre", "McDonald’s", "CARTE 03/02 CARREFOUR MARKET PARIS 11", "Ｃａｒｒｅｆｏｕｒ", "€75 à Noël",
        ])
    func idempotent(_ input: String) {
        let once = TextFolding.fold(input)
        #expect(TextFolding.fold(once) == once)
    }

    @Test("A label and a question fold to the same words")
    func labelAndQuestion() {
        #expect(TextFolding.fold("CARREFOUR MARKET") == TextFolding.fold("carrefour market"))
        #expect(TextFolding.fold("INTERMARCHÉ") == TextFolding.fold("intermarche"))
        #expect(TextFolding.fold("Décathlon") == TextFolding.fold("DECATHLON"))
    }

    @Test("Tokens remember a capital away from the start of a sentence")
    func capitals() {
        let tokens = TextFolding.tokens(of: "How much is my Orange bill? Orange again")
        #expect(tokens.map(\.text) == ["how", "much", "is", "my", "orange", "bill", "orange", "again"])
        #expect(tokens[0].isCapitalized && tokens[0].startsSentence)
        #expect(tokens[4].isCapitalized && !tokens[4].startsSentence)
        #expect(!tokens[5].isCapitalized)
        #expect(tokens[6].isCapitalized && tokens[6].startsSentence)
    }

    @Test("Numbers are tokens of their own")
    func numbers() {
        let tokens = TextFolding.tokens(of: "top 3 in 2024")
        #expect(tokens.map(\.text) == ["top", "3", "in", "2024"])
        #expect(tokens.map(\.isNumber) == [false, true, false, true])
    }
}
