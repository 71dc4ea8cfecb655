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
            ("Lexicon.articleContractions", Array(Lexicon.articleContractions)),
            ("Lexicon.joinStopPhrases", Array(Lexicon.joinStopPhrases)),
            ("Lexicon.shopSubjectCues", Array(Lexicon.shopSubjectCues)),
            ("Lexicon.placeWords", Array(Lexicon.placeWords)),
            ("Lexicon.visitVerbs", Array(Lexicon.visitVerbs)),
            ("Lexicon.corrections", Lexicon.corrections),
            ("Lexicon.followUpFillers", Lexicon.followUpFillers),
            ("Lexicon.stepBack", Lexicon.stepBack),
            ("Lexicon.sameWords", Array(Lexicon.sameWords)),
            ("Lexicon.withinPrevious", Lexicon.withinPrevious),
            ("Lexicon.asOfNow", Lexicon.asOfNow),
            ("Lexicon.negations", Lexicon.negations),
            ("Lexicon.placeAnaphora", Lexicon.placeAnaphora),
            ("Lexicon.existential[there]", Array(Lexicon.existential["there"] ?? [])),
            ("Lexicon.existential[y]", Array(Lexicon.existential["y"] ?? [])),
            ("Lexicon.budgetWords", Array(Lexicon.budgetWords)),
            ("Lexicon.averageWords", Array(Lexicon.averageWords)),
            ("PeriodLexicon.precedingAfter", Array(PeriodLexicon.precedingAfter)),
            ("CueLanguage.englishMarkers", Array(CueLanguage.englishMarkers)),
            ("CueLanguage.frenchMarkers", Array(CueLanguage.frenchMarkers)),
            ("ScopeCues.actionObjects", Array(ScopeCues.actionObjects)),
            ("ScopeCues.otherPeople", Array(ScopeCues.otherPeople)),
            ("ScopeCues.places", ScopeCues.places),
            ("ScopeCues.genericMoneyWords", Array(ScopeCues.genericMoneyWords)),
            ("ScopeCues.howTo", Array(ScopeCues.howTo)),
            ("ScopeCues.infinitiveEndings", ScopeCues.infinitiveEndings),
            ("ScopeCues.missingNegations", Array(ScopeCues.missingNegations)),
            ("ScopeCues.arrivalWords", Array(ScopeCues.arrivalWords)),
            ("PeriodLexicon.units", Array(PeriodLexicon.units.keys)),
            ("PeriodLexicon.fortnights", Array(PeriodLexicon.fortnights)),
            ("PeriodLexicon.months", Array(PeriodLexicon.months.keys)),
            ("PeriodLexicon.ambiguousMonths", Array(PeriodLexicon.ambiguousMonths)),
            ("PeriodLexicon.acronymMonths", Array(PeriodLexicon.acronymMonths)),
            ("PeriodLexicon.weekdays", Array(PeriodLexicon.weekdays.keys)),
            ("PeriodLexicon.weekdayAbbreviations", Array(PeriodLexicon.weekdayAbbreviations.keys)),
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
            ("PeriodLexicon.weekends", Array(PeriodLexicon.weekends)),
            ("PeriodLexicon.halves", Array(PeriodLexicon.halves)),
            ("PeriodLexicon.ambiguousSeasons", Array(PeriodLexicon.ambiguousSeasons)),
            ("PeriodLexicon.rangeStarts", Array(PeriodLexicon.rangeStarts)),
            ("PeriodLexicon.rangeEnds", Array(PeriodLexicon.rangeEnds)),
            ("PeriodLexicon.rangeAnds", Array(PeriodLexicon.rangeAnds)),
            ("PeriodLexicon.rangeBetweens", Array(PeriodLexicon.rangeBetweens)),
            ("PeriodLexicon.since", Array(PeriodLexicon.since)),
            ("PeriodLexicon.articles", Array(PeriodLexicon.articles)),
            ("PeriodLexicon.ofWords", Array(PeriodLexicon.ofWords)),
            ("PeriodLexicon.dayOpeners", Array(PeriodLexicon.dayOpeners)),
            ("PeriodLexicon.agoAfter", Array(PeriodLexicon.agoAfter)),
            ("PeriodLexicon.spendVerbs", Array(PeriodLexicon.spendVerbs)),
            ("PeriodLexicon.amountObjects", Array(PeriodLexicon.amountObjects)),
            ("PeriodLexicon.amountNouns", Array(PeriodLexicon.amountNouns)),
            ("PeriodLexicon.weakComparisonCues", Array(PeriodLexicon.weakComparisonCues)),
            ("PeriodLexicon.compareVerbs", Array(PeriodLexicon.compareVerbs)),
            ("PeriodLexicon.comparisonLinks", Array(PeriodLexicon.comparisonLinks)),
            ("PeriodLexicon.payNouns", Array(PeriodLexicon.payNouns)),
            ("PeriodLexicon.paidAfter", Array(PeriodLexicon.paidAfter)),
            ("PeriodLexicon.payPhraseWords", Array(PeriodLexicon.payPhraseWords)),
            ("PeriodLexicon.payVerbs", Array(PeriodLexicon.payVerbs)),
            ("PeriodLexicon.monthCuesBefore", Array(PeriodLexicon.monthCuesBefore)),
            ("PeriodLexicon.forwardWindows", Array(PeriodLexicon.forwardWindows)),
            ("PeriodLexicon.rollingWindows", Array(PeriodLexicon.rollingWindows)),
            ("PeriodLexicon.seasonOpeners", Array(PeriodLexicon.seasonOpeners)),
            ("PeriodLexicon.seasons", Array(PeriodLexicon.seasons.keys)),
            ("PeriodLexicon.ordinals", Array(PeriodLexicon.ordinals.keys)),
            ("PeriodLexicon.quarterNames", Array(PeriodLexicon.quarterNames.keys)),
            ("PeriodLexicon.halfNames", Array(PeriodLexicon.halfNames.keys)),
            ("PeriodLexicon.ordinalSuffixes", PeriodLexicon.ordinalSuffixes),
            ("PeriodLexicon.alternatives", Array(PeriodLexicon.alternatives)),
            ("PeriodLexicon.dayOrdinals", Array(PeriodLexicon.dayOrdinals.keys)),
            ("PeriodLexicon.notAmountBefore", Array(PeriodLexicon.notAmountBefore)),
            ("PeriodLexicon.softAmountCues", Array(PeriodLexicon.softAmountCues)),
            ("PeriodLexicon.amountOf", Array(PeriodLexicon.amountOf)),
            ("PeriodLexicon.amountDeterminers", Array(PeriodLexicon.amountDeterminers)),
            ("PeriodLexicon.compareLinksEnglish", Array(PeriodLexicon.compareLinksEnglish)),
            ("PeriodLexicon.compareLinksFrench", Array(PeriodLexicon.compareLinksFrench)),
            ("PeriodLexicon.changeVerbs", PeriodLexicon.changeVerbs.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.samePeriod", PeriodLexicon.samePeriod.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.wholeOf", PeriodLexicon.wholeOf.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.samePrefix", PeriodLexicon.samePrefix.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.holidays", PeriodLexicon.holidays.map { $0.words.joined(separator: " ") }),
            ("PeriodLexicon.weekendPhrases", PeriodLexicon.weekendPhrases.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.beforeLastBefore", PeriodLexicon.beforeLastBefore.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.beforeLastAfter", PeriodLexicon.beforeLastAfter.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.agoBefore", PeriodLexicon.agoBefore.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.startingFrom", PeriodLexicon.startingFrom.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.startOf", PeriodLexicon.startOf.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.now", PeriodLexicon.now.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.currentMonthPhrases", PeriodLexicon.currentMonthPhrases.map { $0.joined(separator: " ") }),
            ("PeriodLexicon.shiftBackAfter", PeriodLexicon.shiftBackAfter.map { $0.joined(separator: " ") }),
            ("ScopeCues.nonContentWords", ScopeCues.nonContentWords),
            ("ScopeCues.timeWords", ScopeCues.timeWords),
            ("ScopeCues.rejections", Array(ScopeCues.rejections)),
            ("ScopeCues.clauseJoins", Array(ScopeCues.clauseJoins)),
            ("AdvicePatterns.instruments", AdvicePatterns.instruments),
            ("AdvicePatterns.notInstruments", AdvicePatterns.notInstruments),
            ("AdvicePatterns.recommendationCues", AdvicePatterns.recommendationCues),
            ("AdvicePatterns.decisions", AdvicePatterns.decisions),
            ("AdvicePatterns.standalone", AdvicePatterns.standalone),
            ("NumberWords.units", Array(NumberWords.units.keys)),
            ("NumberWords.collectives", Array(NumberWords.collectives.keys)),
            ("NumberWords.yearCenturies", Array(NumberWords.yearCenturies.keys)),
            ("NumberWords.yearThousands", NumberWords.yearThousands.map { $0.joined(separator: " ") }),
            ("NumberWords.yearAnd", Array(NumberWords.yearAnd)),
        ]
        // Every cue family's phrases, by language; a phrase is listed in one of them only.
        for family in CueFamilies.all {
            tables.append(("CueFamily[\(family.name)]", family.phrases.map(\.phrase)))
        }
        // A role without weights holds a phrase once, whichever family lists it.
        for role in Set(CueFamilies.all.map(\.role)) {
            if case .intent = role { continue }
            tables.append(("CueRole[\(role)]", WordSets.phrases(of: role)))
        }
        // A phrase may cue several kinds of question, but each kind once.
        for intent in Intent.allCases {
            let rows = IntentCues.table.filter { $0.1 == intent }.map(\.0)
            if !rows.isEmpty { tables.append(("IntentCues[\(intent.rawValue)]", rows)) }
        }
        for (category, names) in CategoryLexicon.names.sorted(by: { $0.key < $1.key }) {
            tables.append(("CategoryLexicon[\(category.rawValue)].aliases", names.aliases))
        }
        for shop in MerchantCatalog.wellKnownShops {
            tables.append(("MerchantCatalog[\(shop.name)].aliases", shop.aliases + shop.nicknames))
        }
        return tables
    }
}
