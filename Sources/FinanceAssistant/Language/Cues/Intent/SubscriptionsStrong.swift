extension CueFamily {
    /// Cues of `subscriptions` that weigh 4: the present cost of one service is its subscription ("how much does
    /// Netflix cost me", "Spotify me coûte combien"); with a period it is a total (RulesClassifier).
    static let subscriptionsStrong = CueFamily(
        "subscriptionsStrong", .intent(.subscriptions), weight: 4, band: .strong,
        en: [
            "how much does cost me", "does cost me", "charging me", "still paying", "still pay for", "do i pay for",
            "what do i pay for", "my subs", "paying every month",
        ],
        fr: [
            "je paie toujours", "je paie encore", "je paye toujours", "je paye encore", "me coute", "me prend combien",
            "paye tous les mois", "paie tous les mois",
        ],
        both: [
            "charge me", "charges me", "me coutent", "subs",
        ],
        examples: [
            "what do I pay for iCloud", "je paie encore Disney+ ?",
        ],
        counterexamples: [
            "wait what"
        ])
}
