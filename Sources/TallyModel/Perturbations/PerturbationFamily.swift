/// The ways `tally run --perturb` rewrites a turn, declared once: the option
/// parser, the help, the reports, the gate's `perturb:<family>` slices and the
/// docs all read this enum.
///
/// An *invariance* family keeps the meaning, so a variant is scored against
/// the original's expected reading and should be read as the original was. A
/// *directional* family changes one field by a known amount, so a variant is
/// scored against the original's expectation with that field replaced, and
/// should be read as the original was with that field changed.
public enum PerturbationFamily: String, CaseIterable, Codable, Sendable, Comparable {
    case merchantSurface = "merchant-surface"
    case periodParaphrase = "period-paraphrase"
    case filler
    case history
    case merchantSwap = "merchant-swap"
    case periodSwap = "period-swap"

    public enum Kind: String, Codable, Sendable {
        case invariance, directional

        /// `INV`, `DIR`: as CheckList and the metamorphic-testing literature write it.
        public var short: String { self == .invariance ? "INV" : "DIR" }
    }

    public var kind: Kind {
        switch self {
        case .merchantSwap, .periodSwap: return .directional
        default: return .invariance
        }
    }

    /// What the family does, in one line (help, docs, reports).
    public var summary: String {
        switch self {
        case .merchantSurface:
            return
                "the shop as people type it: case, accents, split/joined spacing, one typo in a name of 5+ letters, a homoglyph, a catalog alias"
        case .periodParaphrase:
            return
                "the period phrase swapped for another covering the same days (\"last month\" ↔ \"the previous month\")"
        case .filler:
            return
                "politeness and fillers (\"please\", \"hey\", \"stp\", \"dis-moi\"), trailing punctuation, emoji, casing"
        case .history: return "an unrelated earlier exchange before a conversation's first question"
        case .merchantSwap: return "the shop replaced by another shop of the ledger: the expected shop becomes it"
        case .periodSwap: return "the period phrase replaced by another: the expected period becomes it"
        }
    }

    /// The field a directional family changes.
    var changes: String? {
        switch self {
        case .merchantSwap: return "merchant"
        case .periodSwap: return "period"
        default: return nil
        }
    }

    public static func < (a: PerturbationFamily, b: PerturbationFamily) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// What `--perturb` asks for: the families, and the seed every variant's text
/// is drawn from. Each turn's variants come from their own stream, seeded by
/// this seed, the case id, the turn and the family — never by the order turns
/// run in — so they are the same with any `--jobs`, in any shard, on any machine.
public struct PerturbationPlan: Hashable, Codable, Sendable {
    public var families: [PerturbationFamily]
    public var seed: UInt64

    public static let defaultSeed: UInt64 = 1
    /// Seeds stay exact in every JSON reader (2^53 − 1).
    public static let maxSeed: UInt64 = 9_007_199_254_740_991

    public init(families: [PerturbationFamily], seed: UInt64 = PerturbationPlan.defaultSeed) {
        self.families = Array(Set(families)).sorted()
        self.seed = seed
    }

    /// Parses `merchant-surface,filler` or `all`; the error names the unknown
    /// family with a "did you mean".
    public static func families(_ text: String) throws -> [PerturbationFamily] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty else { throw UsageProblem("--perturb takes a comma-separated list of families, or all") }
        var out: [PerturbationFamily] = []
        for name in names {
            if name == "all" {
                out += PerturbationFamily.allCases
                continue
            }
            guard let family = PerturbationFamily(rawValue: name) else {
                let known = PerturbationFamily.allCases.map(\.rawValue)
                let hint = Suggest.closest(to: name, in: known).map { "did you mean '\($0)'? " } ?? ""
                throw UsageProblem(
                    "--perturb: unknown family '\(name)'; \(hint)use all or any of \(known.joined(separator: ", "))")
            }
            out.append(family)
        }
        return Array(Set(out)).sorted()
    }
}
