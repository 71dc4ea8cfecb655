/// SHA-256 (FIPS 180-4), because Foundation on Linux has none and the package
/// takes no dependencies. Used for the prompt version, the set hash and the
/// text hashes of recorded predictions.
public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest as 64 lowercase hex characters.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = Hasher()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    public static func hex(_ text: String) -> String { hex(text.utf8) }

    /// An incremental hasher, for hashing files without joining them.
    public struct Hasher {
        private var h: [UInt32] = [
            0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
        ]
        private var buffer: [UInt8] = []
        private var length: UInt64 = 0

        public init() { buffer.reserveCapacity(64) }

        public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            // Contiguous bytes (Data, String.UTF8View, arrays) are hashed a block at a
            // time; byte by byte through `buffer`, a set's hash took a tenth of `tally validate`.
            let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
            if done != nil { return }
            for b in bytes {
                buffer.append(b)
                length &+= 1
                if buffer.count == 64 {
                    buffer.withUnsafeBytes { compress($0) }
                    buffer.removeAll(keepingCapacity: true)
                }
            }
        }

        private mutating func update(_ raw: UnsafeRawBufferPointer) {
            var i = 0
            length &+= UInt64(raw.count)
            if !buffer.isEmpty {
                let take = min(64 - buffer.count, raw.count)
                buffer.append(contentsOf: raw[0..<take])
                i = take
                guard buffer.count == 64 else { return }
                buffer.withUnsafeBytes { compress($0) }
                buffer.removeAll(keepingCapacity: true)
            }
            while raw.count - i >= 64 {
                compress(UnsafeRawBufferPointer(rebasing: raw[i..<i + 64]))
                i += 64
            }
            buffer.append(contentsOf: raw[i...])
        }

        public mutating func finalizeHex() -> String {
            let bitLength = length &* 8
            var tail = buffer
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            for i in (0..<8).reversed() { tail.append(UInt8(truncatingIfNeeded: bitLength >> (UInt64(i) * 8))) }
            tail.withUnsafeBytes { raw in
                for chunk in stride(from: 0, to: raw.count, by: 64) {
                    compress(UnsafeRawBufferPointer(rebasing: raw[chunk..<chunk + 64]))
                }
            }
            let digits: [Character] = Array("0123456789abcdef")
            var out = ""
            out.reserveCapacity(64)
            for word in h {
                for shift in stride(from: 28, through: 0, by: -4) {
                    out.append(digits[Int((word >> UInt32(shift)) & 0xf)])
                }
            }
            return out
        }

        /// One 64-byte block. The schedule lives on the stack and the words are loaded whole:
        /// an array allocated and bounds-checked a block made a set's hash ~40 MB/s.
        private mutating func compress(_ block: UnsafeRawBufferPointer) {
            var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for i in 0..<16 {
                    w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
                }
                for i in 16..<64 {
                    let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                    let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                    w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                }
                SHA256.k.withUnsafeBufferPointer { k in
                    for i in 0..<64 {
                        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                        let ch = (e & f) ^ (~e & g)
                        let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
                        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                        let maj = (a & b) ^ (a & c) ^ (b & c)
                        let t2 = s0 &+ maj
                        (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    }
                }
            }
            h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d
            h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
        }

        private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 &- n)) }
    }
}
