extension CueFamily {
    /// Cooking and meal plans.
    static let offTopicCooking = CueFamily(
        "offTopicCooking", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "what should i cook", "what can i cook", "what can i make", "soup", "shopping list", "fridge",
            "how many people", "for 6 people", "meal idea", "meal ideas", "what to eat", "grocery list",
            "meal prep", "healthy meals",
            "homemade", "nutritious", "nutrition",
            // a meal suggested, not what meals cost: "suggest something for dinner"
            "suggest something for dinner", "suggest something for lunch", "suggest something to eat",
            "suggest something to cook", "suggest a meal", "suggest a recipe", "what should i make for dinner",
            "what should i make for lunch", "what should i have for dinner", "what should i eat",
        ],
        fr: [
            "cuisiner", "je cuisine quoi", "soupe", "liste de courses", "frigo", "comment on fait une",
            "je peux faire quoi avec", "pour dix personnes", "idee de repas", "idees de repas", "quoi manger",
            "idee de recette",
            "liste des courses", "menu de la semaine",
            "fait maison", "nutritif",
        ],
        both: [
            "cook", "meal plan", "ingredients",
        ],
        examples: [
            "shopping list for a veggie lasagna for 6 people", "liste de courses pour une lasagne végétarienne pour 6",
            "what do i need to get to put into homemade tortillas",
            "i want to know how nutritious an avocado typically is",
            "suggest something for dinner", "what should I make for dinner tonight",
        ],
        counterexamples: [
            "wait what"
        ])
}
