extension CueFamily {
    /// Timetables and fixtures of the world: "when is the next train to Lyon", "prochain bus", "what time does the
    /// match start" — a coming thing that no bill is.
    static let offTopicTimetables = CueFamily(
        "offTopicTimetables", .intent(.offTopic), weight: 3.5, band: .medium,
        en: [
            "next train", "next bus", "next tram", "next subway", "next flight", "next ferry", "last train",
            "last bus", "first train", "train times", "bus times", "timetable", "next match", "next game",
            "next race", "next grand prix", "next episode", "kick off", "kickoff", "what time does the match",
            "what time is the match", "what time is the game",
            "status of flight", "status for my", "flight on time", "flight coming in", "info on flight",
            "latest on flight", "news on flight", "update on flight", "where flight", "flight arrived",
            "board the plane", "allowed to board", "begin to board", "scheduled to land", "flight get here",
            "get to my destination", "united flight", "delta flight", "has flight", "is flight",
        ],
        fr: [
            "prochain train", "prochain bus", "prochain tram", "prochain metro", "prochain rer", "prochain vol",
            "dernier train", "dernier bus", "dernier metro", "premier train", "prochain match",
            "prochaine course", "prochain grand prix", "prochain episode", "coup d envoi", "le match commence",
        ],
        examples: [
            "when is the next train to Lyon", "c'est quand le prochain bus ?", "is my delta flight on time",
            "when is my plane scheduled to land",
        ],
        counterexamples: ["when is my next bill?", "c'est quand le prochain prélèvement EDF ?"])
}
