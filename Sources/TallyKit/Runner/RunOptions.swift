import Foundation
import TallyModel
import TallyReports

/// How a run goes: parallelism, limits, filters, recording, repeats.
public struct RunOptions: Sendable {
    /// Conversations run in parallel; turns of one conversation run in order.
    public var jobs: Int = 1
    /// Per-turn limit on a backend call, in seconds.
    public var timeout: Double = RunOptions.defaultTimeout
    /// A small model on a shared CPU can take half a minute a turn.
    public static let defaultTimeout = 120.0
    /// What measures `timeout`: nil, wall time through one Dispatch timer for the whole run; a test's clock.
    package var deadlineTimer: (any DeadlineTimer)?
    /// Stop when more backend calls than this have failed (nil: never).
    public var maxErrors: Int?
    /// The largest share of turns whose backend call may fail for reasons of
    /// infrastructure (unavailable, failed, timed out, rate-limited) before the
    /// report is marked incomplete: past it, the figures describe the rules
    /// reader more than the backend.
    public var maxBackendFailures: Double = 0.05
    /// Which conversations run: filters on one field are alternatives (OR),
    /// filters on different fields must all hold (AND).
    public var filters: [CaseFilter] = []
    /// Write the predictions file that `replay` reads.
    public var record: URL?
    /// Ask the backend this many times per turn.
    public var repeats: Int = 1
    /// Continue an interrupted run from what it kept.
    public var resume = false
    /// Print progress on stderr.
    public var progress = true
    /// Run only this part of the set (`--shard I/N`); `tally merge` joins the parts.
    public var shard: Shard?
    /// Also read perturbed variants of the turns (`--perturb`), scored against the originals.
    public var perturbation: PerturbationPlan?
    /// Replace a report of another reader at `--out` (`--replace`).
    public var replace = false

    public init() {}
}
