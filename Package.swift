// swift-tools-version: 6.0
import PackageDescription

/// Tally: an evaluation harness and corpus for a grounded finance assistant.
///
/// No dependencies beyond the Swift toolchain. The Foundation Models backend
/// exists only where Apple's framework does (macOS / iOS 26+).
var targets: [Target] = [
    .target(name: "FinanceAssistant"),
    .target(name: "TallyKit", dependencies: ["FinanceAssistant"]),
    .executableTarget(name: "tally", dependencies: ["TallyKit"]),
    .executableTarget(name: "tally-bench", dependencies: ["TallyKit"], path: "Sources/Benchmarks"),
    .testTarget(name: "FinanceAssistantTests", dependencies: ["FinanceAssistant"]),
    .testTarget(
        name: "TallyKitTests", dependencies: ["TallyKit"],
        exclude: ["Snapshots"]),
    .testTarget(name: "TallyCLITests", dependencies: ["TallyKit"]),
]

#if os(macOS) || os(iOS)
targets.append(.target(name: "FoundationModelsBackend", dependencies: ["TallyKit"]))
#endif

let package = Package(
    name: "Tally",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FinanceAssistant", targets: ["FinanceAssistant"]),
        .library(name: "TallyKit", targets: ["TallyKit"]),
        .executable(name: "tally", targets: ["tally"]),
    ],
    targets: targets
)
