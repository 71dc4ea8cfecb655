import Foundation
import TallyModel
import TallyReports

/// The backends by name (docs/backends.md): the ones TallyKit builds, then
/// those registered from outside (`ExternalBackends`). `tally run` asks it for
/// the names, the options each backend declares and which backends an option
/// applies to.
public enum BackendFactory {
    /// In the order help lists them.
    public static var descriptors: [BackendDescriptor] {
        var list = builtIn.map { ExternalBackends.descriptor(named: $0.name) ?? $0 }
        let known = Set(list.map(\.name))
        list += ExternalBackends.descriptors.filter { !known.contains($0.name) }
        return list
    }

    static let builtIn: [BackendDescriptor] = [
        RulesBackend.descriptor, OracleBackend.descriptor, ReplayBackend.descriptor, processDescriptor,
        HTTPBackend.descriptor, foundationModelsElsewhere,
    ]

    public static var names: [String] { descriptors.map(\.name) }

    public static func descriptor(named name: String) -> BackendDescriptor? {
        descriptors.first { $0.name == name }
    }

    /// The options the backends declare, each once, in the backends' order.
    public static var options: [OptionSpec] {
        var seen: Set<String> = []
        return descriptors.flatMap(\.options).filter { seen.insert($0.name).inserted }
    }

    /// The backends `option` applies to, in order; nil: every one.
    public static func backends(for option: OptionSpec) -> [String]? {
        switch option.scope {
        case .every: return nil
        case .trait(let trait): return descriptors.filter { $0.traits.contains(trait) }.map(\.name)
        case .declared: return descriptors.filter { $0.options.contains { $0.name == option.name } }.map(\.name)
        }
    }

    /// `--jobs` when none is given: every core for the readers that run in Tally's own process
    /// and only compute (rules, oracle), and for a local plugin pool (process: one process a
    /// core); one for the others, whose pace is a model's or a server's (which may not take
    /// more). Reports do not depend on it.
    public static func defaultJobs(
        for name: String, cores: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> Int {
        let traits = descriptor(named: name)?.traits ?? []
        return traits.contains(.inProcess) || traits.contains(.localPool) ? min(max(1, cores), 256) : 1
    }

    /// What `--jobs` says of its default, from the same traits.
    public static var defaultJobsNote: String {
        let perCore = descriptors.filter { $0.traits.contains(.inProcess) || $0.traits.contains(.localPool) }.map(
            \.name)
        return "every core for \(Phrase.alternatives(perCore, "and")), else 1"
    }

    public static func make(name: String, input: BackendInput) throws -> any Backend {
        guard let descriptor = descriptor(named: name) else {
            throw UsageProblem("unknown backend '\(name)'; use one of \(names.joined(separator: ", "))")
        }
        return try descriptor.make(input)
    }

    #if TALLY_NO_PROCESSES
        // Apple's Libc: "On iOS, process spawning is unavailable"; TallyKit is built without it there.
        static let processDescriptor = BackendDescriptor(
            name: "process", traits: ProcessBackendOptions.traits, options: [ProcessBackendOptions.command.spec]
        ) { _ in
            throw UsageProblem(
                "--backend process needs a plugin process, and processes cannot be started on this platform; record on a Mac or Linux, or use --backend replay --predictions FILE"
            )
        }
    #else
        static let processDescriptor = ProcessBackend.descriptor
    #endif

    /// Declared here so that help and docs/commands.md are the same on every platform; the
    /// FoundationModelsBackend target (macOS / iOS) registers its constructor with
    /// `foundationModels(make:)`. Without it the backend explains where it runs.
    public static let foundationModelsElsewhere = foundationModels { _ in
        throw UsageProblem(
            "--backend foundation-models runs only on macOS 26 / iOS 26 with Apple Intelligence; elsewhere, replay "
                + "predictions recorded on such a device: --backend replay --predictions FILE (docs/foundation-models.md)"
        )
    }

    /// The `foundation-models` backend built by `make` (reads `BackendOptions.model` and `.modelVersion`).
    public static func foundationModels(
        make: @escaping @Sendable (BackendInput) throws -> any Backend
    ) -> BackendDescriptor {
        BackendDescriptor(
            name: "foundation-models", traits: [.fallible, .prompted, .live, .perturbable],
            options: [BackendOptions.model.spec], make: make)
    }
}

/// `a, b or c`.
package enum Phrase {
    package static func alternatives(_ words: [String], _ last: String = "or") -> String {
        guard let final = words.last else { return "" }
        return words.count > 1 ? words.dropLast().joined(separator: ", ") + " \(last) " + final : final
    }
}
