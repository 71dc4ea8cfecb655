/// A turn of a conversation: case id and 1-based turn number.
public struct TurnKey: Hashable, Codable, Sendable, Comparable {
    public var caseID: String
    public var turn: Int

    public init(caseID: String, turn: Int) {
        self.caseID = caseID
        self.turn = turn
    }

    public static func < (a: TurnKey, b: TurnKey) -> Bool { (a.caseID, a.turn) < (b.caseID, b.turn) }
}
