/// One part of a run split across machines (`tally run --shard I/N`): the
/// conversations whose id hashes to `I` of `N`. The hash is FNV-1a of the id,
/// mixed by SplitMix64 — the same on every machine, run and job count — so a
/// conversation, and every turn of it, always lands in the same shard, and the
/// N shards together hold every conversation exactly once.
public struct Shard: Hashable, Codable, Sendable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public static let maxCount = 256

    public init?(index: Int, count: Int) {
        guard (1...Shard.maxCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N` (`2/4`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// The shard (1…count) a conversation belongs to.
    public static func index(of conversationID: String, count: Int) -> Int {
        var mix = SplitMix64(seed: StableHash.of(conversationID))
        return Int(mix.next() % UInt64(count)) + 1
    }

    public func contains(_ conversationID: String) -> Bool {
        Shard.index(of: conversationID, count: count) == index
    }
}
