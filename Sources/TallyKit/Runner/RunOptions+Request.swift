import TallyModel

extension RunOptions {
    /// What a summary records of these options (TallyModel knows nothing of the runner).
    var request: Summary.Request {
        Summary.Request(
            filters: filters, repeats: repeats, perturbation: perturbation, shard: shard,
            maxBackendFailures: maxBackendFailures, maxErrors: maxErrors)
    }
}
