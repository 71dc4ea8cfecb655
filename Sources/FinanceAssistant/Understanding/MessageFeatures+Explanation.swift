/// What the deterministic layers heard in one message, for people: the cue families that
/// counted, the scope evidence and the bank's matters (`tally ask --explain`). A reading
/// that surprises is explained here before anyone reads the code.
extension MessageFeatures {
    public var explanation: [String] {
        var lines: [String] = []
        // Each family once, in the order it first counted, with how often it did.
        var order: [Int] = []
        var times: [Int: Int] = [:]
        for k in cueFamilies {
            if times[k] == nil { order.append(k) }
            times[k, default: 0] += 1
        }
        let cues = order.map { k in
            let f = CueFamilies.all[k]
            return "\(f.name) (\(Self.number(f.weight)))" + ((times[k] ?? 1) > 1 ? " ×\(times[k] ?? 1)" : "")
        }
        lines.append("cues     " + (cues.isEmpty ? "none" : cues.joined(separator: " · ")))
        let scores = cueScores.entries.sorted {
            $0.value > $1.value || ($0.value == $1.value && $0.key.rawValue < $1.key.rawValue)
        }
        if !scores.isEmpty {
            lines.append(
                "scores   " + scores.map { "\($0.key.rawValue) \(Self.number($0.value))" }.joined(separator: " · "))
        }
        var scope = [
            "own money \(Self.number(ownMoneyScore))", "off topic \(Self.number(offTopicScore))",
            "about own money \(isAboutOwnMoney ? "yes" : "no")", "words of its own \(otherWordCount)",
        ]
        if isFirstPerson { scope.append("first person") }
        if hasFinanceEvidence { scope.append("finance evidence") }
        lines.append("scope    " + scope.joined(separator: " · "))
        let bank: [(Bool, String)] = [
            (asksBank, "asks the bank"), (refusedWhole, "refused whole"), (namesBankProduct, "names a bank product"),
            (asksBankService, "a service question"), (namesBankObject, "names a bank thing"),
            (isBankMatter, "a bank matter"), (seeksAdvice, "seeks advice"),
        ]
        let heard = bank.filter(\.0).map(\.1)
        if !heard.isEmpty { lines.append("bank     " + heard.joined(separator: " · ")) }
        return lines
    }

    private static func number(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(x)
    }
}
