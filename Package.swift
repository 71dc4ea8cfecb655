// swift-tools-version: 6.0
import PackageDescription

/// Tally: an evaluation harness and corpus for a grounded finance assistant.
///
/// No dependencies beyond the Swift toolchain. The Foundation Models backend
/// exists only where Apple's framework does (macOS / iOS 26+).

// `tally` links the Foundation Models backend where that target exists.
var tallyDependencies: [Target.Dependency] = ["TallyKit"]
#if os(macOS) || os(iOS)
    tallyDependencies.append("FoundationModelsBackend")
#endif

// Where processes cannot be spawned (iOS and the other device platforms),
// TallyKit leaves out process spawning, plugins and their watchdog, and refuses
// `--backend process` by name. `make no-processes-check` builds that
// configuration on Linux with `-DTALLY_NO_PROCESSES`.
let devices: [Platform] = [.iOS, .tvOS, .watchOS, .visionOS]
let platformSettings: [SwiftSetting] = [.define("TALLY_NO_PROCESSES", .when(platforms: devices))]

var targets: [Target] = [
    .target(name: "FinanceAssistant"),
    // prctl(2) is variadic in C, so Swift cannot call it: one small C function does (Linux only).
    .target(name: "TallyPlatformC"),
    .target(name: "TallyKit", dependencies: ["FinanceAssistant", "TallyPlatformC"], swiftSettings: platformSettings),
    .executableTarget(name: "tally", dependencies: tallyDependencies),
    .executableTarget(name: "tally-bench", dependencies: ["FinanceAssistant", "TallyKit"], path: "Sources/Benchmarks"),
    // libFuzzer targets (`make fuzz`); built normally it does nothing.
    .executableTarget(name: "tally-fuzz", dependencies: ["FinanceAssistant", "TallyKit"], path: "Sources/TallyFuzz"),
    .testTarget(name: "FinanceAssistantTests", dependencies: ["FinanceAssistant"]),
    .testTarget(
        name: "TallyKitTests", dependencies: ["TallyKit"],
        exclude: ["Snapshots", "Fixtures"]),
    .testTarget(name: "TallyCLITests", dependencies: ["TallyKit"]),
]

var products: [Product] = [
    .library(name: "FinanceAssistant", targets: ["FinanceAssistant"]),
    .library(name: "TallyKit", targets: ["TallyKit"]),
    .executable(name: "tally", targets: ["tally"]),
]

#if os(macOS) || os(iOS)
    targets.append(.target(name: "FoundationModelsBackend", dependencies: ["FinanceAssistant", "TallyKit"]))
    // An app project's test target links this to record predictions on an iPhone
    // (docs/foundation-models.md).
    products.append(.library(name: "FoundationModelsBackend", targets: ["FoundationModelsBackend"]))
#endif

let package = Package(
    name: "Tally",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: products,
    targets: targets
)
