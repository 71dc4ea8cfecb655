/// A small, seedable generator (SplitMix64), so bootstrap intervals and
/// perturbations are the same on every run and machine. Never the system
/// generator: a report must not depend on when or where it was made.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (n > 0), by the same draw on every platform
    /// (`Int.random(in:using:)` may change its algorithm between releases).
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// One element of a non-empty array.
    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// FNV-1a over UTF-8 bytes: a hash that is the same on every machine and run
/// (Swift's `Hasher` is seeded per process), for shard assignment and for the
/// seeds of per-turn perturbation streams.
package enum StableHash {
    package static func of(_ text: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
