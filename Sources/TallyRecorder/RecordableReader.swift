import FinanceAssistant
import Foundation
import TallyKit
import TallyModel

/// An app's own question reader, as Tally records it: the app's own
/// `LanguageModelSession`, instructions and schema behind one call.
///
/// An app's test target conforms its reader to this and hands it to
/// `TallyRecorder`, which asks it every question of a set in order, with the
/// pipeline's history: each request carries the message, its locale, the recap
/// of the earlier questions with their readings, and the shop and category
/// names the pipeline offers (only when the message signals one). Whatever the
/// app's model answers, the reader returns a typed outcome — a reading, or a
/// failure (`unavailable`, `rateLimited`, `contextOverflow`, `invalidOutput`,
/// `timedOut`, `failed`) — and never throws.
public protocol RecordableReader: Sendable {
    /// Names the reader in the predictions file and in every report replayed
    /// from it (`smart-budget`): the backend a replay reports.
    var name: String { get }
    /// The model version the reports name; by default the OS (`ios26.4`).
    var modelVersion: String { get }
    /// The app's prompt version (`promptVersion` in the file's header), e.g. a
    /// hash of its instructions and schema: what tells two recordings apart.
    var promptVersion: String { get }
    /// The app's own name for that prompt (`promptLabel`), if it has one.
    var promptLabel: String? { get }
    /// The reading contract its readings answer (`contract`): `smart-budget` when the
    /// reader also reads the period, the comparison and the limit; nil is `finely`.
    var contract: ReadingContract? { get }

    func read(_ request: ClassificationRequest) async -> ClassifierOutcome
}

extension RecordableReader {
    public var modelVersion: String { RecordingDevice.osVersion }
    public var promptLabel: String? { nil }
    public var contract: ReadingContract? { nil }

    /// The prompt a replay of its recording reports (named as `ReplayBackend` names a recording's).
    public var promptIdentity: PromptIdentity {
        PromptIdentity(
            label: promptLabel ?? (promptVersion == PromptIdentity.builtIn.version ? "finely-1" : "unlabelled"),
            version: promptVersion, contract: contract ?? .finely)
    }
}

/// Where a recording was made, as a report names it.
public enum RecordingDevice {
    /// `ios26.4`, `macos26.4.1`.
    public static var osVersion: String {
        let v = ProcessInfo.processInfo.operatingSystemVersion
        var text = "\(v.majorVersion).\(v.minorVersion)"
        if v.patchVersion > 0 { text += ".\(v.patchVersion)" }
        #if os(iOS)
            return "ios" + text
        #elseif os(macOS)
            return "macos" + text
        #elseif os(visionOS)
            return "visionos" + text
        #else
            return "os" + text
        #endif
    }

    /// The hardware model from `uname` (`iPhone17,1`), never the host name
    /// (often the owner's name, and reports are committed).
    public static var model: String? {
        var info = utsname()
        guard uname(&info) == 0 else { return nil }
        let machine = withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return machine.isEmpty ? nil : machine
    }

    /// `operatingSystemVersionString` (`Version 26.4 (Build 23E5)`).
    public static var osBuild: String { ProcessInfo.processInfo.operatingSystemVersionString }
}

/// A `RecordableReader` as a backend, to run it live where the app's code runs
/// (a Mac): its report is the one a replay of its recording gives, byte for byte.
public struct RecordableReaderBackend<R: RecordableReader>: Backend {
    public let reader: R

    public init(_ reader: R) { self.reader = reader }

    public var identity: BackendIdentity {
        BackendIdentity(
            backend: reader.name, modelVersion: reader.modelVersion, device: RecordingDevice.model,
            osBuild: RecordingDevice.osBuild)
    }

    public func reader(for turn: TurnKey) -> Reader { .model(ReaderClassifier(reader: reader)) }

    /// The app's prompt, as its recording's replay reports it.
    public var prompt: PromptIdentity { reader.promptIdentity }
}

/// The pipeline's `Classifier`, asking the app's reader.
struct ReaderClassifier<R: RecordableReader>: Classifier {
    let reader: R
    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome { await reader.read(request) }
}
