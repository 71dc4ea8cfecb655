/// A read-only table from (node, word number) to a node, for a trie's edges past its
/// root: open addressing over one 64-bit key, integer hashing only.
///
/// A slot holds its key and its value side by side: a probe that finds its key (every
/// first word the matcher's bits let through does) reads one cache line, not two.
struct EdgeTable: Sendable {
    private struct Slot: Sendable {
        var key: UInt64
        var value: Int32
    }

    private let slots: [Slot]
    private let shift: UInt64
    private let mask: Int

    private static let empty = UInt64.max

    @inline(__always)
    private static func key(_ node: Int32, _ id: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(UInt32(bitPattern: id))
    }

    /// `entries` with nodes and ids of 0 or more; of two entries for one key the first counts.
    init(_ entries: [(node: Int32, id: Int32, child: Int32)]) {
        var bits: UInt64 = 4
        while (1 << bits) < entries.count * 2 { bits += 1 }
        let capacity = 1 << Int(bits)
        var slots = [Slot](repeating: Slot(key: Self.empty, value: -1), count: capacity)
        shift = 64 - bits
        mask = capacity - 1
        for e in entries {
            let key = Self.key(e.node, e.id)
            var i = Int(truncatingIfNeeded: (key &* 0x9e37_79b9_7f4a_7c15) >> shift)
            while slots[i].key != Self.empty, slots[i].key != key { i = (i + 1) & mask }
            if slots[i].key == Self.empty { slots[i] = Slot(key: key, value: e.child) }
        }
        self.slots = slots
    }

    /// The node the word numbered `id` leads to from `node`, or -1.
    @inline(__always)
    func child(of node: Int32, _ id: Int32) -> Int32 {
        let key = Self.key(node, id)
        var i = Int(truncatingIfNeeded: (key &* 0x9e37_79b9_7f4a_7c15) >> shift)
        return slots.withUnsafeBufferPointer { s in
            while true {
                let found = s[i].key
                if found == key { return s[i].value }
                if found == Self.empty { return -1 }
                i = (i + 1) & mask
            }
        }
    }
}
