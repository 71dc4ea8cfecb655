import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Throttling: the retry schedule the `http` backend follows, read off an
/// injected clock (no real sleeping), and `rateLimited` after the last attempt.
@Suite struct HTTPRetryTests {
    static func run(
        _ script: [ScriptedResponse], jitter: Double = 0, timeout: Double = TestLimits.generous,
        retry: RetryPolicy = .standard
    ) async throws -> (outcome: ClassifierOutcome, sleeps: [Double], requests: Int) {
        let server = try TestHTTPServer(script: script)
        defer { server.stop() }
        let clock = RecordingClock()
        let backend = HTTPBackend(
            endpoint: server.endpoint, model: "m", timeout: timeout, retry: retry, clock: clock,
            jitter: FixedJitter(value: jitter))
        let outcome = await HTTPBackendTests.classify(backend)
        return (outcome, clock.sleeps, server.chatRequests.count)
    }

    static let tooMany = ScriptedResponse.json(
        #"{"error":{"code":429,"message":"Rate limit reached","type":"rate_limit_error"}}"#, status: 429)
    static let busy = ScriptedResponse.json(
        #"{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}"#, status: 503)
    static let answer = ScriptedResponse.completion(#"{"intent":"merchantSpend","merchant":"Carrefour"}"#)

    // MARK: - Schedules

    /// 0.5 s then 1 s, spread by ±25 %: jitter −1, 0 and +1 give the edges and the middle.
    @Test(arguments: [(-1.0, [0.375, 0.75]), (0.0, [0.5, 1.0]), (1.0, [0.625, 1.25])])
    func backoffDoublesWithJitterThenGivesUp(jitter: Double, schedule: [Double]) async throws {
        let (outcome, sleeps, requests) = try await Self.run([Self.tooMany], jitter: jitter)
        #expect(sleeps == schedule)
        #expect(requests == 3)
        #expect(HTTPBackendTests.kind(outcome) == .rateLimited)
        #expect(HTTPBackendTests.message(outcome).contains("HTTP 429"))
        #expect(HTTPBackendTests.message(outcome).contains("3 attempts"))
    }

    @Test func a503IsRetriedAndTheNextAnswerIsUsed() async throws {
        let (outcome, sleeps, requests) = try await Self.run([Self.busy, Self.answer])
        #expect(outcome == .reading(ModelReading(intent: .merchantSpend, merchant: "Carrefour")))
        #expect(sleeps == [0.5])
        #expect(requests == 2)
    }

    @Test func retryAfterSecondsIsHonouredWithoutJitter() async throws {
        let throttled = ScriptedResponse.json("{}", status: 429, headers: ["Retry-After": "2"])
        let (outcome, sleeps, requests) = try await Self.run([throttled], jitter: 1)
        #expect(sleeps == [2, 2])
        #expect(requests == 3)
        #expect(HTTPBackendTests.kind(outcome) == .rateLimited)
    }

    @Test func retryAfterMsComesBeforeRetryAfter() async throws {
        let throttled = ScriptedResponse.json(
            "{}", status: 429, headers: ["retry-after-ms": "1500", "Retry-After": "9"])
        let (_, sleeps, _) = try await Self.run([throttled, Self.answer])
        #expect(sleeps == [1.5])
    }

    @Test func retryAfterAsAnHTTPDateIsReadAgainstTheClock() async throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let date = formatter.string(from: RecordingClock.start.addingTimeInterval(7))
        let throttled = ScriptedResponse.json("{}", status: 503, headers: ["Retry-After": date])
        let (outcome, sleeps, _) = try await Self.run([throttled, Self.answer])
        #expect(sleeps == [7])
        #expect(outcome.reading?.intent == .merchantSpend)
    }

    @Test func aWaitLongerThanTheCapIsNotTaken() async throws {
        let throttled = ScriptedResponse.json("{}", status: 429, headers: ["Retry-After": "120"])
        let (outcome, sleeps, requests) = try await Self.run([throttled])
        #expect(sleeps.isEmpty)
        #expect(requests == 1)
        #expect(HTTPBackendTests.kind(outcome) == .rateLimited)
        #expect(HTTPBackendTests.message(outcome).contains("120 s"))
    }

    @Test func aPausePastTheTurnsTimeLimitIsNotTaken() async throws {
        // Ten times the standard scale (a cap of 300 s): the clock is virtual, but each request
        // still gets the time left for real, and beside whole in-process runs a request's task
        // has waited 86 s for a thread.
        let throttled = ScriptedResponse.json("{}", status: 429, headers: ["Retry-After": "300"])
        let (outcome, sleeps, requests) = try await Self.run(
            [throttled], timeout: 599, retry: RetryPolicy(maxDelay: 300))
        #expect(sleeps == [300], "300 s of 599 taken; another 300 s would use the 299 s left")
        #expect(requests == 2)
        #expect(HTTPBackendTests.kind(outcome) == .rateLimited)
        #expect(HTTPBackendTests.message(outcome).contains("time limit"))
    }

    @Test func moreAttemptsFollowTheSamePolicy() async throws {
        let policy = RetryPolicy(attempts: 5, baseDelay: 0.25, multiplier: 3, jitter: 0.1, maxDelay: 5)
        let (outcome, sleeps, requests) = try await Self.run([Self.busy], timeout: TestLimits.generous, retry: policy)
        #expect(sleeps == [0.25, 0.75, 2.25, 5])
        #expect(requests == 5)
        #expect(HTTPBackendTests.kind(outcome) == .rateLimited)
    }

    @Test func aRateLimitThatMentionsTokensIsStillARateLimit() async throws {
        let throttled = ScriptedResponse.json(
            #"{"error":{"message":"Rate limit reached: maximum context of 30000 tokens per min","type":"tokens","code":"rate_limit_exceeded"}}"#,
            status: 429)
        let (outcome, _, requests) = try await Self.run([throttled])
        #expect(HTTPBackendTests.kind(outcome) == .rateLimited)
        #expect(requests == 3)
    }

    // MARK: - The policy and the header, alone

    @Test func theDefaultPolicy() {
        let policy = RetryPolicy.standard
        #expect(policy.attempts == 3)
        #expect(policy.decision(afterAttempt: 1, serverWait: nil, jitter: 0) == .retry(after: 0.5))
        #expect(policy.decision(afterAttempt: 2, serverWait: nil, jitter: 0.5) == .retry(after: 1.125))
        #expect(policy.decision(afterAttempt: 3, serverWait: nil, jitter: 0) == .giveUp("3 attempts made"))
        #expect(policy.decision(afterAttempt: 1, serverWait: 30, jitter: 1) == .retry(after: 30))
        #expect(policy.decision(afterAttempt: 1, serverWait: 0, jitter: 1) == .retry(after: 0))
        #expect(
            RetryPolicy(attempts: 1).decision(afterAttempt: 1, serverWait: nil, jitter: 0) == .giveUp("1 attempt made"))
        #expect(policy.computedDelay(afterAttempt: 1, jitter: 9) == 0.625, "jitter is clamped to ±1")
    }

    @Test(
        arguments: [
            (["Retry-After": "3"], 3.0),
            (["retry-after": " 2.5 "], 2.5),
            (["Retry-After-Ms": "250"], 0.25),
            (["retry-after-ms": "800", "retry-after": "4"], 0.8),
            (["retry-after-ms": "soon", "retry-after": "4"], 4),
            (["Retry-After": "Wed, 18 Mar 2026 12:00:10 GMT"], 10),
            (["Retry-After": "Wednesday, 18-Mar-26 12:00:20 GMT"], 20),
            (["Retry-After": "Wed Mar 18 12:00:30 2026"], 30),
            (["Retry-After": "Wed, 18 Mar 2026 11:00:00 GMT"], 0),
            (["Retry-After": "-5"], 0),
        ] as [([String: String], Double)])
    func retryAfterForms(headers: [String: String], seconds: Double) {
        #expect(RetryAfter.seconds(in: headers, now: RecordingClock.start) == seconds)
    }

    @Test(arguments: [[:], ["Retry-After": "later"], ["Retry-After": ""]] as [[String: String]])
    func unreadableRetryAfterMeansBackoff(headers: [String: String]) {
        #expect(RetryAfter.seconds(in: headers, now: RecordingClock.start) == nil)
    }
}
