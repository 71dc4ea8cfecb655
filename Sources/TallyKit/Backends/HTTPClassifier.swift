import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Reads one turn through an `HTTPBackend`: one POST, retried only when the
/// server throttles, and every other answer turned into a typed outcome.
///
/// | the server answers | outcome |
/// |---|---|
/// | 2xx with a reading that fits the schema | `.reading` |
/// | 2xx with non-JSON or off-schema content | `invalidOutput` |
/// | an error that says the context is exceeded (any status) | `contextOverflow`, never retried |
/// | 429 or 503 | pause (`RetryPolicy`), try again; `rateLimited` after the last attempt |
/// | 408, 504, or no answer within the time left | `timedOut` |
/// | nothing listening, 401, 403, 404 | `unavailable` |
/// | anything else (500, a 2xx that is not a chat completion …) | `failed` |
///
/// `--timeout` bounds the whole turn, pauses included: a pause that would
/// leave no time to ask again is not taken (the turn is `rateLimited` now).
/// Messages are short, stable and never hold the key or the endpoint (they
/// land in predictions files and reports).
struct HTTPClassifier: Classifier {
    let backend: HTTPBackend
    let turn: TurnKey

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        let b = backend
        let deadline = b.clock.now.addingTimeInterval(b.timeout)
        var attempt = 0
        var switched = false
        while true {
            attempt += 1
            let left = deadline.timeIntervalSince(b.clock.now)
            if Task.isCancelled || left <= 0 { return timedOut(b) }

            let form = b.currentFormat
            let body = ChatCompletions.body(
                for: request, prompt: b.fullPrompt, model: b.model, seed: b.seed, format: form,
                deterministic: b.deterministic)
            var post = b.request("chat/completions", method: "POST")
            post.setValue("application/json", forHTTPHeaderField: "Content-Type")
            post.httpBody = Data(body.canonicalText.utf8)
            let (data, response): (Data, HTTPURLResponse)
            switch await b.send(post, within: left) {
            case .success(let answer): (data, response) = answer
            case .failure(let problem): return outcome(for: problem, backend: b)
            }

            // Parsed once: the token counts, the reading and a server's error all come from it.
            let reply = try? JSONDecoder().decode(JSONValue.self, from: data)
            if let tokens = reply.flatMap(TokenUsage.init(reply:)) { b.record(tokens, for: turn) }
            switch verdict(status: response.statusCode, data: data, reply: reply, response: response, request: request)
            {
            case .done(.failure(_, let message))
            where !switched && response.statusCode >= 400 && b.switchFormat(after: message):
                // The server refused the schema form by name (--response-format auto): ask again in the other.
                switched = true
                continue
            case .done(let outcome):
                if case .failure = outcome, form != b.currentFormat, !switched {
                    // Another turn switched the form while this one was asked: ask again in it.
                    switched = true
                    continue
                }
                return redacted(outcome)
            case .throttled(let wait, let detail):
                let budget = deadline.timeIntervalSince(b.clock.now)
                switch b.retry.decision(
                    afterAttempt: attempt, serverWait: wait, jitter: b.jitter.next(), budget: budget)
                {
                case .retry(let pause):
                    await b.clock.sleep(seconds: pause)
                case .giveUp(let why):
                    return .failure(
                        .rateLimited, message: b.redact("HTTP \(response.statusCode) (\(detail)); gave up: \(why)"))
                }
            }
        }
    }

    /// What one HTTP answer means.
    enum Verdict {
        case done(ClassifierOutcome)
        /// 429 or 503: try again after the server's wait (seconds) or a backoff.
        case throttled(wait: Double?, detail: String)
    }

    func verdict(
        status: Int, data: Data, reply: JSONValue?, response: HTTPURLResponse, request: ClassificationRequest
    ) -> Verdict {
        if (200..<300).contains(status) {
            return .done(ChatCompletions.outcome(fromReply: reply, data: data, request: request))
        }
        let error = reply.flatMap(ServerError.init(json:))
        let detail = error?.summary ?? Snippet.of(data)
        // An overflow is final whatever the status (llama.cpp says 400, older
        // builds 500): the same prompt will never fit. A 429 that mentions
        // the context ("tokens per minute") is still a rate limit.
        if status != 429, error?.isContextOverflow == true {
            return .done(.failure(.contextOverflow, message: "HTTP \(status): \(detail)"))
        }
        switch status {
        case 429, 503:
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name] = value }
            }
            return .throttled(wait: RetryAfter.seconds(in: headers, now: backend.clock.now), detail: detail)
        case 408, 504:
            return .done(.failure(.timedOut, message: "HTTP \(status): \(detail)"))
        case 401, 403:
            return .done(.failure(.unavailable, message: "HTTP \(status): \(backend.credentialsHint) (\(detail))"))
        case 404:
            return .done(
                .failure(
                    .unavailable, message: "HTTP 404 (\(detail)); check --endpoint (the …/v1 root) and --model"))
        default:
            return .done(.failure(.failed, message: "HTTP \(status): \(detail)"))
        }
    }

    func outcome(for problem: HTTPBackend.TransportProblem, backend b: HTTPBackend) -> ClassifierOutcome {
        switch problem {
        case .timedOut, .cancelled:
            // Cancelled means the runner's own turn limit fired first.
            return timedOut(b)
        case .unreachable(let why):
            return .failure(.unavailable, message: "cannot reach the server: \(why); is it running?")
        case .other(let why):
            return .failure(.failed, message: b.redact(why))
        }
    }

    func timedOut(_ b: HTTPBackend) -> ClassifierOutcome {
        .failure(.timedOut, message: "no answer within \(RetryPolicy.seconds(b.timeout)) (--timeout)")
    }

    /// Server text reaches a message only through here (and `redact`).
    func redacted(_ outcome: ClassifierOutcome) -> ClassifierOutcome {
        if case .failure(let kind, let message) = outcome { return .failure(kind, message: backend.redact(message)) }
        return outcome
    }
}
