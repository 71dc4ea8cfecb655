extension CueFamily {
    /// Cues of `topMerchants` that weigh 5: top shops and categories by size: the adjective qualifies the shops
    /// ("my most expensive shops", "les plus gros marchands"); where I spend the most.
    static let topMerchantsDecisive = CueFamily(
        "topMerchantsDecisive", .intent(.topMerchants), weight: 5, band: .strong,
        en: [
            "where do i spend the most", "where i spend the most", "where do i spend most",
            "where did i spend the most", "where have i spent the most", "which shops",
            "which stores", "which shop", "which store", "which merchants", "which merchant", "top merchants",
            "where do i shop the most", "who do i pay the most", "who gets most of my money", "which places",
            "what shops", "what stores",
            "which brands", "who takes the most", "spend the most at", "the most at", "shop by shop",
            "received the most",
            "got the most",
        ],
        fr: [
            "quels magasins", "quel magasin", "quelles enseignes", "quelle enseigne", "chez qui",
            "ou je depense le plus",
            "ou est ce que je depense le plus", "ou ai je depense le plus", "ou j ai depense le plus",
            "quels commercants", "les commercants", "mes magasins",
            "quelles boutiques", "quelles marques", "qui me prend le plus", "c est ou que je depense le plus",
            "ou que je depense le plus", "ou que j ai le plus depense",
            "depense le plus ou", "dans quels", "quels restos", "laisse le plus", "qui m a coute le plus",
            "le commercant qui",
            "magasin par magasin", "par magasin", "par enseigne", "ou est ce que j ai depense le plus",
        ],
        both: [
            "top shops", "top stores",
        ],
        examples: [
            "je dépense le plus où", "top shops this winter",
        ],
        counterexamples: [
            "wait what"
        ])
}
