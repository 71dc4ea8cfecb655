import TallyKit

enum GateCommand: Command {
    static let name = "gate"
    static let usage = "usage: tally gate"
    static let options: Set<String> = []
    static let flags: Set<String> = []
    static func run(_ args: Arguments) async throws -> ExitCode { .ok }
}
