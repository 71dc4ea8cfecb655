/// Keeps the assistant to the user's own money. A message with no money word
/// (or money phrase, such as "how much is left"), currency sign, category or
/// known shop — and that is not a legitimate
/// follow-up of a money question — is refused (`noFinanceEvidence`); a message
/// with no content words is `unclear`, not refused.
struct ScopeGate: Sendable {
    enum Verdict: Equatable {
        case pass
        case unclear
        case refuse
    }

    func check(_ f: MessageFeatures, intent: Intent, isFollowUp: Bool) -> Verdict {
        if f.isContentless { return .unclear }
        guard intent.isAnswerable else { return .pass }
        if f.isAboutMoney || isFollowUp { return .pass }
        return .refuse
    }
}
