import TallyKit

enum StatsCommand: Command {
    static let name = "stats"
    static let usage = "usage: tally stats"
    static let options: Set<String> = []
    static let flags: Set<String> = []
    static func run(_ args: Arguments) async throws -> ExitCode { .ok }
}
