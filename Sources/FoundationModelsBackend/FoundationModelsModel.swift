import TallyKit
import TallyModel

/// Which of Apple's models reads (`--model`): the on-device `SystemLanguageModel`
/// (every OS 26+), or Private Cloud Compute (`PrivateCloudComputeLanguageModel`,
/// OS 27+, built with Xcode 27 or later). Each has its own model version, so
/// `tally matrix` sets them side by side.
public enum FoundationModelsModel: String, Sendable, CaseIterable {
    case onDevice = "on-device"
    case privateCloudCompute = "private-cloud-compute"

    /// `--model`; absent means the on-device model.
    public static func parse(_ text: String?) throws -> FoundationModelsModel {
        guard let text else { return .onDevice }
        guard let model = FoundationModelsModel(rawValue: text) else {
            throw UsageProblem(
                "--model '\(text)' is not one of Apple's models; use --model on-device or --model private-cloud-compute"
            )
        }
        return model
    }
}
