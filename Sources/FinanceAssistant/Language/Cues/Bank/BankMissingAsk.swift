extension CueFamily {
    /// Asking the bank where money in transit is or when it lands (GUIDE §16): "when will it be credited?", "can
    /// you trace the transfer?", "il sera sur mon compte quand ?" — refused even beside a ledger question.
    static let bankMissingAsk = CueFamily(
        "bankMissingAsk", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "where is it", "how long does a transfer", "how long will the transfer", "how long for a transfer",
            "how long does a top up", "transfer take",
            "transfers take", "take to arrive", "take to clear", "to go through", "where s my refund",
            "where is my refund",
            "where s my transfer", "where is my transfer", "where s my salary", "where is my salary",
            "where s the money", "where is the money",
            "when will it be credited", "be credited", "when will it clear", "will it clear", "when is it released",
            "when do they drop off",
            "when will it arrive", "when does the new one arrive", "when do i get it", "show up on my account",
            "can you trace", "trace the",
            "check if it s", "is it stuck", "stuck on your side", "at your end", "on your side", "chase it up",
            "chase up", "chase the transfer",
            "what s going on with it", "why isn t it", "why can t i see", "can you let it through",
            "arrive in my account", "arrive on my account", "arrive into my account", "reach my account",
            "will show up in my account", "to show up in my account", "transfer show up", "to appear in my account",
            "to appear on my account", "be reflected", "wait for my money",
            // when money will be there, not how much is ("how much is available in my account": the balance)
            "be available in my account", "become available in my account", "not available in my account",
            "transfer to arrive", "transfer to show", "transfer to go", "taking so long", "wait for transfers",
            "wait for a transfer", "wait for my transfer",
        ],
        fr: [
            "il est ou", "sont ou", "elle est ou", "sera credite quand", "sera sur mon compte quand",
            "arrive quand sur mon compte",
            "va apparaitre", "ca met combien de temps", "ca prend combien de temps", "vous pouvez tracer",
            "tracer le virement", "vous pouvez verifier",
            "vous pouvez regarder", "de votre cote", "relancer", "vous voyez quelque chose", "ce qui bloque",
            "sera debloquee quand",
            "debloquee quand",
        ],
        examples: [
            "when will the SNCF refund show up on my account?", "can you trace the transfer?",
            "il sera crédité quand ?", "vous pouvez relancer leur banque ?",
            "When does my transfer from the US arrive in my account?", "Will the transfer show up in my account soon?",
            "How long will I have to wait for my money to be in my account?",
            "when will the money be available in my account?",
        ],
        counterexamples: [
            "when does EDF debit me next?", "c’est quand le prochain prélèvement EDF ?",
            "what did I spend on my Chase card last month?",
            "did my salary show up in my account?", "how much income reached my account in March?",
            "how much money is available in my account",
        ])
}
