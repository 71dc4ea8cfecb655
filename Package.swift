// swift-tools-version: 6.0
import PackageDescription

/// Tally: an evaluation harness and corpus for a grounded finance assistant.
///
/// No dependencies beyond the Swift toolchain. The Foundation Models backend
/// builds against Apple's framework on macOS / iOS 26+, and against a Linux
/// stand-in for it (`Sources/FoundationModelsStandIn`) on Linux, so every Linux
/// build type-checks it and its tests run (docs/foundation-models.md).

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
    // The harness, one way (README, "What is here"): the model of sets, records and metrics, then
    // reports and comparison over it, then the engine that runs a set through a backend.
    .target(name: "TallyModel", dependencies: ["FinanceAssistant"]),
    .target(name: "TallyReports", dependencies: ["FinanceAssistant", "TallyModel", "TallyPlatformC"]),
    .target(
        name: "TallyKit", dependencies: ["FinanceAssistant", "TallyModel", "TallyReports", "TallyPlatformC"],
        swiftSettings: platformSettings),
    .target(
        name: "FoundationModelsBackend", dependencies: ["FinanceAssistant", "TallyModel", "TallyKit", "TallyRecorder"]),
    // What an app's test target links to record its own reader on a device (no processes, no sockets).
    .target(
        name: "TallyRecorder", dependencies: ["FinanceAssistant", "TallyModel", "TallyKit"],
        swiftSettings: platformSettings),
    // `tally` links the backend on macOS only: on Linux it would link the stand-in.
    .executableTarget(
        name: "tally",
        dependencies: [
            "TallyModel", "TallyReports", "TallyKit",
            .target(name: "FoundationModelsBackend", condition: .when(platforms: [.macOS])),
        ]),
    // What more than one test target uses (only test targets depend on it): the off-pool helper,
    // the plugin fixtures and the repository's root, the golden-file assertion.
    .target(
        name: "TallyTestSupport", path: "Tests/TallyTestSupport", exclude: ["Fixtures"]),
    .executableTarget(
        name: "tally-bench", dependencies: ["FinanceAssistant", "TallyModel", "TallyReports", "TallyKit"],
        path: "Sources/Benchmarks"),
    // libFuzzer targets (`make fuzz`); built normally it does nothing.
    .executableTarget(
        name: "tally-fuzz", dependencies: ["FinanceAssistant", "TallyModel", "TallyReports", "TallyKit"],
        path: "Sources/TallyFuzz"),
    .testTarget(name: "FinanceAssistantTests", dependencies: ["FinanceAssistant"]),
    .testTarget(
        name: "TallyKitTests", dependencies: ["TallyModel", "TallyReports", "TallyKit", "TallyTestSupport"],
        exclude: ["Snapshots", "Fixtures"]),
    .testTarget(
        name: "TallyCLITests", dependencies: ["TallyModel", "TallyReports", "TallyKit", "TallyTestSupport"]),
    .testTarget(
        name: "TallyRecorderTests",
        dependencies: ["TallyRecorder", "TallyModel", "TallyKit", "FinanceAssistant", "TallyTestSupport"]),
]

var products: [Product] = [
    .library(name: "FinanceAssistant", targets: ["FinanceAssistant"]),
    .library(name: "TallyModel", targets: ["TallyModel"]),
    .library(name: "TallyReports", targets: ["TallyReports"]),
    .library(name: "TallyKit", targets: ["TallyKit"]),
    // An app's test target links this to record its own reader on an iPhone (docs/foundation-models.md).
    .library(name: "TallyRecorder", targets: ["TallyRecorder"]),
    .executable(name: "tally", targets: ["tally"]),
]

// An app project's test target links this to record with Tally's reader on an iPhone
// (docs/foundation-models.md).
products.append(.library(name: "FoundationModelsBackend", targets: ["FoundationModelsBackend"]))
// Scripted on Linux (the stand-in); on macOS one test meets the real framework.
targets.append(
    .testTarget(
        name: "FoundationModelsBackendTests",
        dependencies: ["FoundationModelsBackend", "TallyModel", "TallyKit", "TallyRecorder", "FinanceAssistant"])
)

#if os(Linux)
    // The stand-in is named `FoundationModels`, so the backend's `import
    // FoundationModels` and `#if canImport(FoundationModels, _version: 2)` read
    // exactly as they do against Apple's SDK. It declares the 26.5 SDK's surface
    // (module version 1.5.2); TALLY_FM_SDK=27 declares the Xcode 27 beta's on top
    // (2.0.62.1.402), TALLY_FM_SDK=27.1 also `SystemLanguageModel.variant`
    // (2.0.68.1.101). Library evolution as in Apple's module, so non-frozen enums
    // need `@unknown default` here too.
    let sdk = Context.environment["TALLY_FM_SDK"] ?? "26"
    // Its own warnings are silenced: each file warns that Foundation on Linux is not built for library evolution.
    var standIn: [SwiftSetting] = [.unsafeFlags(["-enable-library-evolution", "-suppress-warnings"])]
    switch sdk {
    case "27":
        standIn += [.define("FM_SDK_27"), .unsafeFlags(["-user-module-version", "2.0.62.1.402"])]
    case "27.1":
        standIn += [
            .define("FM_SDK_27"), .define("FM_SDK_27_1"), .unsafeFlags(["-user-module-version", "2.0.68.1.101"]),
        ]
    default:
        standIn += [.unsafeFlags(["-user-module-version", "1.5.2"])]
    }
    targets.append(.target(name: "FoundationModels", path: "Sources/FoundationModelsStandIn", swiftSettings: standIn))
    for i in targets.indices
    where ["FoundationModelsBackend", "FoundationModelsBackendTests"].contains(targets[i].name) {
        targets[i].dependencies.append("FoundationModels")
    }
    // With another SDK surface only the backend and its tests are built (`make fm-sdks`).
    if sdk != "26" {
        let kept: Set<String> = [
            "FinanceAssistant", "TallyPlatformC", "TallyModel", "TallyReports", "TallyKit", "TallyRecorder",
            "FoundationModels",
            "FoundationModelsBackend", "FoundationModelsBackendTests",
        ]
        targets = targets.filter { kept.contains($0.name) }
        products = [.library(name: "FoundationModelsBackend", targets: ["FoundationModelsBackend"])]
    }
#endif

let package = Package(
    name: "Tally",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: products,
    targets: targets
)
