#if canImport(Synchronization) && !canImport(Darwin) && !TALLY_TSAN
    import Synchronization
#else
    import Foundation
#endif

/// The one lock type of TallyKit: a value that threads share, reached only
/// through `withLock`. Everything else that crosses threads is a value, an
/// actor, or holds one of these — so no other type needs `@unchecked Sendable`.
///
/// On Linux it is Swift's `Synchronization.Mutex`. Apple platforms get a small
/// `NSLock` box instead: `Mutex` needs macOS 15, and the package supports 13.
/// So does `make tsan` (`-DTALLY_TSAN`): ThreadSanitizer cannot see `Mutex`'s
/// futex in the uninstrumented standard library, and reports every value it
/// guards as a race; it sees the pthread mutex under `NSLock`.
public final class Locked<Value: Sendable>: Sendable {
    #if canImport(Synchronization) && !canImport(Darwin) && !TALLY_TSAN
        private let mutex: Mutex<Value>

        public init(_ value: Value) { mutex = Mutex(value) }

        public func withLock<Result: Sendable>(
            _ body: (inout sending Value) throws -> sending Result
        ) rethrows
            -> Result
        {
            try mutex.withLock(body)
        }
    #else
        private let box: Box

        public init(_ value: Value) { box = Box(value) }

        public func withLock<Result: Sendable>(
            _ body: (inout sending Value) throws -> sending Result
        ) rethrows
            -> Result
        {
            box.lock.lock()
            defer { box.lock.unlock() }
            return try body(&box.value)
        }

        /// The only `@unchecked Sendable` in TallyKit: every access holds `lock`.
        private final class Box: @unchecked Sendable {
            let lock = NSLock()
            var value: Value
            init(_ value: Value) { self.value = value }
        }
    #endif

    /// The current value (a copy).
    public var value: Value { withLock { $0 } }
}
