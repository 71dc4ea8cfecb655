extension CueFamily {
    /// Law, rights and administration.
    static let offTopicLaw = CueFamily(
        "offTopicLaw", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "is it legal", "legal", "illegal", "have the right", "do you have to", "do i have to",
            "have to declare", "tax return", "tax office", "deadline", "mandatory", "keep payslips",
            "how long do you", "how long should",
        ],
        fr: [
            "le droit", "impots gouv", "date limite", "jusqu a quand", "obligatoire", "combien de temps faut",
            "combien de temps pour", "combien de temps garder", "combien de temps en general",
        ],
        both: [
            "declare", "declarer", "declaration",
        ],
        examples: [
            "on a le droit de congeler du riz cuit ?", "when's the deadline for the tax return this year?",
        ],
        counterexamples: [
            "je gagne combien"
        ])
}
