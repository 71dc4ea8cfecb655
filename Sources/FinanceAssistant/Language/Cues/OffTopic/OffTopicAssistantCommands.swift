extension CueFamily {
    /// What people ask a phone's assistant that a finance app cannot do: reminders, alarms and timers, lists,
    /// where a parcel is, bookings, calls and texts, music, games ("remind me to pay the rent", "book me an uber",
    /// "où en est ma commande Amazon"). They name shops, bills and money, so only their shape refuses them.
    static let offTopicAssistantCommands = CueFamily(
        "offTopicAssistantCommands", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "my calendar", "my schedule", "my agenda", "my next meeting", "my meeting", "my appointment",
            "my next appointment", "my next flight", "my flight", "my train", "oil change", "my reservation",
            "on my calendar", "my dentist", "my doctor",
            "remind me", "set a reminder", "reminder to", "set an alarm", "wake me up", "set a timer", "timer for",
            "to my list", "on my list", "to do list", "todo list", "my package", "my parcel",
            "has it shipped", "been shipped", "delivery status",
            "book me", "book a table", "book a flight", "book a hotel", "book an", "get me an", "call me a",
            "order me", "make a reservation", "reservation for", "take reservations", "text my", "send a text",
            "call my", "play some", "play the song", "flip a coin", "toss a coin", "roll a dice", "get an uber",
            "set a warning", "alert me when", "notify me when", "roll the dice", "tell me a story",
            "find my phone", "share my location", "turn on", "turn off", "reviews of", "reviews for",
        ],
        fr: [
            "mon agenda", "mon planning", "mon rendez vous", "mon prochain rendez vous", "mon rdv", "ma reunion",
            "ma prochaine reunion", "mon vol", "mon prochain vol", "mon train", "ma reservation", "vidange",
            "mon dentiste", "mon medecin",
            "rappelle moi", "rappelle moi de", "mets un rappel", "un rappel pour", "mets un reveil", "reveille moi",
            "mets un minuteur", "minuteur de", "mon minuteur",
            "les portes", "portes sont", "verrouillee", "verrouillees", "il fait combien dans", "a ma liste",
            "sur ma liste", "mon colis",
            "suivre ma commande", "suivre mon colis", "ou en est ma", "ou en est mon", "expedie", "livre quand",
            "reserve moi", "reserver une table", "reserve une table", "reserver un vol", "reserver un hotel",
            "commande moi", "appelle moi un", "une reservation", "envoie un texto", "envoie un sms", "appelle ma",
            "appelle mon", "mets de la musique", "joue la chanson", "pile ou face", "lance un de", "raconte moi",
            "allume", "eteins", "avis sur",
        ],
        examples: [
            "remind me to pay the rent on friday", "book me an uber to the airport", "où en est ma commande Amazon ?",
            "rappelle-moi de payer EDF demain", "add milk to my list",
        ],
        counterexamples: [
            "how much did my Amazon orders cost this month?", "combien j’ai payé chez Uber ?",
            "what did I spend on flights last year?", "mon dernier paiement Amazon ?",
        ])
}
