import TallyKit

enum MatrixCommand: Command {
    static let name = "matrix"
    static let usage = "usage: tally matrix"
    static let options: Set<String> = []
    static let flags: Set<String> = []
    static func run(_ args: Arguments) async throws -> ExitCode { .ok }
}
