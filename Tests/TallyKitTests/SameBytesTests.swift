import Foundation
import Testing

@testable import TallyKit

@Suite("SameBytes: two files compared in pieces")
struct SameBytesTests {
    /// Piece boundaries are 64 KiB: lengths around one, and a difference in the last byte.
    @Test(
        "same bytes, or not, whatever the lengths",
        arguments: [
            (0, 0, nil, true), (10, 10, nil, true), (65_536, 65_536, nil, true), (65_537, 65_537, nil, true),
            (65_537, 65_537, 65_536, false), (65_536, 65_537, nil, false), (200_000, 200_000, 0, false),
            (200_000, 199_999, nil, false),
        ] as [(Int, Int, Int?, Bool)])
    func compare(left: Int, right: Int, flip: Int?, same: Bool) throws {
        let dir = Fixture.folder()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let bytes = (0..<max(left, right)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var other = Array(bytes.prefix(right))
        if let flip { other[flip] ^= 0xFF }
        let a = dir.appendingPathComponent("a")
        let b = dir.appendingPathComponent("b")
        try Data(bytes.prefix(left)).write(to: a)
        try Data(other).write(to: b)
        #expect(SameBytes.files(a, b) == same)
    }

    @Test("a file that cannot be read is never the same")
    func missing() throws {
        let dir = Fixture.folder()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let a = dir.appendingPathComponent("a")
        try Data("x".utf8).write(to: a)
        #expect(!SameBytes.files(a, dir.appendingPathComponent("none")))
        #expect(!SameBytes.files(dir.appendingPathComponent("none"), dir.appendingPathComponent("none")))
    }
}
