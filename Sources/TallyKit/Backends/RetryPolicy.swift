import Foundation
import TallyModel
import TallyReports

/// How a backend retries a throttled call (HTTP 429 or 503): how many
/// attempts in all, how long to pause between them, and when to give up.
///
/// The pause after attempt *n* is the server's own wait when it gives one
/// (`retry-after-ms`, then `Retry-After`), taken as is; otherwise
/// `baseDelay × multiplier^(n−1)`, spread by ±`jitter` so that `--jobs`
/// conversations throttled together do not all come back at the same
/// instant. With the defaults: 0.5 s, then 1 s (each ±25 %), then give up.
public struct RetryPolicy: Hashable, Sendable {
    /// Attempts in all, the first included.
    public var attempts: Int
    /// The first computed pause, in seconds.
    public var baseDelay: Double
    /// How much each computed pause grows over the previous one.
    public var multiplier: Double
    /// The random spread of a computed pause, as a fraction of it (0.25 = ±25 %).
    public var jitter: Double
    /// The longest pause taken, whether computed or asked for by the server.
    /// A server that asks for more is not retried: coming back earlier than
    /// it said would only be refused again, so the turn is `rateLimited` now.
    public var maxDelay: Double

    public init(
        attempts: Int = 3, baseDelay: Double = 0.5, multiplier: Double = 2, jitter: Double = 0.25,
        maxDelay: Double = 30
    ) {
        self.attempts = max(1, attempts)
        self.baseDelay = max(0, baseDelay)
        self.multiplier = max(1, multiplier)
        self.jitter = min(max(0, jitter), 1)
        self.maxDelay = max(0, maxDelay)
    }

    public static let standard = RetryPolicy()

    /// What to do after a throttled attempt.
    public enum Decision: Hashable, Sendable {
        /// Pause this many seconds, then try again.
        case retry(after: Double)
        /// Stop; the reason completes "gave up: …".
        case giveUp(String)
    }

    /// The decision after attempt `attempt` (1-based) was throttled.
    ///
    /// - Parameter serverWait: the server's wait in seconds, if it gave one.
    /// - Parameter jitter: a value in `-1...1` from a `JitterSource`.
    /// - Parameter budget: seconds left before the turn's deadline, if any;
    ///   a pause that would use it up is not taken.
    public func decision(
        afterAttempt attempt: Int, serverWait: Double?, jitter unit: Double, budget: Double? = nil
    )
        -> Decision
    {
        if attempt >= attempts {
            return .giveUp("\(attempts) attempt\(attempts == 1 ? "" : "s") made")
        }
        let pause: Double
        if let serverWait {
            // The server's wait is an instruction, not an estimate: no jitter.
            guard serverWait <= maxDelay else {
                return .giveUp(
                    "the server asked to wait \(Self.seconds(serverWait)), more than the \(Self.seconds(maxDelay)) Tally waits"
                )
            }
            pause = max(0, serverWait)
        } else {
            pause = computedDelay(afterAttempt: attempt, jitter: unit)
        }
        // A pause that uses up the budget leaves no time to ask again.
        if let budget, pause >= budget {
            return .giveUp(
                "a \(Self.seconds(pause)) pause would pass the turn's time limit (\(Self.seconds(max(0, budget))) left)"
            )
        }
        return .retry(after: pause)
    }

    /// The computed pause after attempt `attempt` (1-based), jitter included.
    public func computedDelay(afterAttempt attempt: Int, jitter unit: Double) -> Double {
        let exponential = baseDelay * pow(multiplier, Double(max(0, attempt - 1)))
        let spread = 1 + jitter * min(max(unit, -1), 1)
        return min(exponential * spread, maxDelay)
    }

    /// `2 s`, `0.5 s`: short and stable for messages.
    static func seconds(_ value: Double) -> String {
        // A server may ask for any wait (`Retry-After: 1e300`): shown as written, never converted.
        guard value.isFinite, abs(value) < 1e12 else { return "\(NumberRule.text(value)) s" }
        let rounded = (value * 1000).rounded() / 1000
        return "\(NumberRule.text(rounded)) s"
    }
}

/// Reads the wait a throttling server asks for.
public enum RetryAfter {
    /// The wait in seconds from response headers (names in any case):
    /// `retry-after-ms` first (milliseconds; OpenAI, Azure), then `Retry-After`
    /// as seconds or as an HTTP date. `nil` when neither is there or readable.
    public static func seconds(in headers: [String: String], now: Date) -> Double? {
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value.trimmingCharacters(in: .whitespaces) }
        if let ms = lowered["retry-after-ms"].flatMap(Double.init), ms.isFinite, ms >= 0 {
            return ms / 1000
        }
        guard let value = lowered["retry-after"], !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds.isFinite {
            return max(0, seconds)
        }
        if let date = httpDate(value) {
            return max(0, date.timeIntervalSince(now))
        }
        return nil
    }

    /// An HTTP date in any of the three forms RFC 9110 lets a recipient accept.
    static func httpDate(_ text: String) -> Date? {
        // asctime pads the day with a space ("Nov  6"): collapse runs of spaces.
        let text = text.split(separator: " ").joined(separator: " ")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
