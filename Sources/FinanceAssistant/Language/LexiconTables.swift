/// Every word list of the deterministic readers, by name, for the lexicon
/// check (`LexiconTests`): each entry is written folded — exactly what it
/// matches — and no list holds an entry twice. A word added anywhere else is
/// a word nobody checks.
enum LexiconTables {
    static var all: [(name: String, entries: [String])] {
        var tables: [(String, [String])] = [
            ("Lexicon.moneyWords", Lexicon.moneyWords),
            ("Lexicon.shopCuesBefore", Array(Lexicon.shopCuesBefore)),
            ("Lexicon.shopCuesAfter", Array(Lexicon.shopCuesAfter)),
            ("Lexicon.typoStopWords", Array(Lexicon.typoStopWords)),
            ("Lexicon.fillers", Array(Lexicon.fillers)),
            ("Lexicon.followUpOpeners", Lexicon.followUpOpeners),
            ("Lexicon.firstPerson", Array(Lexicon.firstPerson)),
            ("Lexicon.shopAnaphora", Lexicon.shopAnaphora),
            ("Lexicon.glue", Array(Lexicon.glue)),
            ("Lexicon.wholeHistory", Array(Lexicon.wholeHistory)),
            ("Lexicon.limitCues", Array(Lexicon.limitCues)),
            ("Lexicon.budgetWords", Array(Lexicon.budgetWords)),
            ("PeriodLexicon.units", Array(PeriodLexicon.units.keys)),
            ("PeriodLexicon.fortnights", Array(PeriodLexicon.fortnights)),
            ("PeriodLexicon.months", Array(PeriodLexicon.months.keys)),
            ("PeriodLexicon.ambiguousMonths", Array(PeriodLexicon.ambiguousMonths)),
            ("PeriodLexicon.weekdays", Array(PeriodLexicon.weekdays.keys)),
            ("PeriodLexicon.this", Array(PeriodLexicon.this)),
            ("PeriodLexicon.lastBefore", Array(PeriodLexicon.lastBefore)),
            ("PeriodLexicon.lastAfter", Array(PeriodLexicon.lastAfter)),
            ("PeriodLexicon.elapsed", Array(PeriodLexicon.elapsed)),
            ("PeriodLexicon.lastPlural", Array(PeriodLexicon.lastPlural)),
            ("PeriodLexicon.past", Array(PeriodLexicon.past)),
            ("PeriodLexicon.nextBefore", Array(PeriodLexicon.nextBefore)),
            ("PeriodLexicon.nextAfter", Array(PeriodLexicon.nextAfter)),
            ("PeriodLexicon.nextPlural", Array(PeriodLexicon.nextPlural)),
            ("PeriodLexicon.amountCuesBefore", Array(PeriodLexicon.amountCuesBefore)),
            ("PeriodLexicon.amountCuePairs", Array(PeriodLexicon.amountCuePairs)),
            ("PeriodLexicon.amountCuesAfter", Array(PeriodLexicon.amountCuesAfter)),
            ("PeriodLexicon.yearCues", Array(PeriodLexicon.yearCues)),
            ("PeriodLexicon.comparisonCues", Array(PeriodLexicon.comparisonCues)),
            ("PeriodLexicon.phrases", PeriodLexicon.phrases.map(\.0)),
            ("ScopeCues.relationWords", ScopeCues.relationWords),
            ("ScopeCues.nonContentWords", ScopeCues.nonContentWords),
            ("ScopeCues.ownOpeners", ScopeCues.ownOpeners),
            ("ScopeCues.timeWords", ScopeCues.timeWords),
            ("ScopeCues.retractions", ScopeCues.retractions),
            ("ScopeCues.rejections", Array(ScopeCues.rejections)),
            ("ScopeCues.clauseJoins", Array(ScopeCues.clauseJoins)),
            ("ScopeCues.howMuch", ScopeCues.howMuch),
            ("AdvicePatterns.instruments", AdvicePatterns.instruments),
            ("AdvicePatterns.recommendationCues", AdvicePatterns.recommendationCues),
            ("AdvicePatterns.decisions", AdvicePatterns.decisions),
            ("AdvicePatterns.standalone", AdvicePatterns.standalone),
            ("NumberWords.units", Array(NumberWords.units.keys)),
            ("NumberWords.collectives", Array(NumberWords.collectives.keys)),
        ]
        // A phrase may cue several kinds of question, but each kind once.
        for intent in Intent.allCases {
            let rows = IntentCues.table.filter { $0.1 == intent }.map(\.0)
            if !rows.isEmpty { tables.append(("IntentCues[\(intent.rawValue)]", rows)) }
        }
        for (category, names) in CategoryLexicon.names.sorted(by: { $0.key < $1.key }) {
            tables.append(("CategoryLexicon[\(category.rawValue)].aliases", names.aliases))
        }
        for shop in MerchantCatalog.wellKnownShops {
            tables.append(("MerchantCatalog[\(shop.name)].aliases", shop.aliases))
        }
        return tables
    }
}
