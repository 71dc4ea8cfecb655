import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An OpenAI-compatible server — llama.cpp `llama-server`, vLLM, Ollama's
/// `/v1`, OpenAI itself — reading each turn through `/v1/chat/completions`
/// with a JSON-schema-constrained reply (docs/backends.md).
///
/// Each turn is one POST of the pipeline's instructions, recap and message
/// (`ChatCompletions.body`), at temperature 0. Throttling (429, 503) is
/// retried with backoff (`RetryPolicy`), then answered `rateLimited`; every
/// other failure is a typed outcome at once, so the pipeline falls back to
/// the rules. The model version is `--model-version`, else what the server's
/// `/v1/models` lists. An API key comes from an environment variable and is
/// never written anywhere (`APIKey`).
///
/// Before the first turn, `prepare` lists the models and reads a fixed probe
/// question: a server that will fail every turn (the schema form refused,
/// an unknown model, no such route, a refused key) stops the run there, with
/// the server's own words and the fix. With `--response-format auto` a
/// server that refuses the standard schema form by name is asked in the
/// other form for the whole run, and the report's identity says which.
///
/// `http://` endpoints are read over a plain socket (`PlainHTTP`); one
/// `URLSession` serves `https://`. The mutable state — the schema form in use,
/// the token counts a turn's reply gave — sits behind `Locked`, so the
/// backend is `Sendable` as checked by the compiler, with no `@unchecked`.
public final class HTTPBackend: Backend {
    /// The endpoint without a trailing slash: `http://127.0.0.1:8080/v1`.
    public let endpoint: URL
    /// The name sent as `model`.
    public let model: String
    public let seed: Int?
    /// The schema form asked for (`auto`: found by the preflight).
    public let responseFormat: ResponseFormat
    /// Fixed seed, temperature 0 and llama.cpp's prompt cache off: repeatable readings.
    public let deterministic: Bool
    /// The form in use: `jsonSchema` or `jsonObject`.
    let dialect: Locked<ResponseFormat>
    /// Token counts the server reported, by turn, until the runner takes them.
    private let usage = Locked<[TurnKey: TokenUsage]>([:])
    /// Per turn, all attempts and pauses included.
    public let timeout: Double
    public let jobs: Int
    public let retry: RetryPolicy
    let apiKey: APIKey?
    /// The user name and password the endpoint URL carried (`http://user:pw@host/v1`),
    /// taken out of `endpoint` and sent as HTTP Basic auth: no message, report or
    /// file ever shows them.
    let basicAuth: BasicCredentials?
    /// The variable the key is read from, for messages (never the key).
    let apiKeyName: String
    let modelVersionOverride: String?
    let clock: any BackoffClock
    let jitter: any JitterSource
    /// Measures each request's limit (`send(_:within:)`): one timer source for the backend.
    let deadlineTimer: any DeadlineTimer
    let session: URLSession
    private let listing = ModelListing()
    /// The prompt sent: its instructions as the system message, its schema as `response_format`.
    public let fullPrompt: Prompt
    public var prompt: PromptIdentity { PromptIdentity(fullPrompt) }

    /// The variable read for an API key when `--api-key-env` is not given.
    public static let defaultAPIKeyEnvironment = "TALLY_API_KEY"
    /// The seed `--deterministic` sends when `--seed` is not given.
    public static let deterministicSeed = 42

    /// - Parameters:
    ///   - endpoint: the server's OpenAI-compatible root, e.g. `http://127.0.0.1:8080/v1`.
    ///   - modelVersion: the report's model version; `nil` asks the server's `/models`.
    ///   - clock, jitter: injectable so tests can assert the retry schedule without sleeping.
    ///   - deadlineTimer: what measures `timeout`; a test's clock, so that no test waits for it.
    public init(
        endpoint: URL, model: String, seed: Int? = nil, apiKey: APIKey? = nil,
        apiKeyName: String = HTTPBackend.defaultAPIKeyEnvironment, timeout: Double = 30, jobs: Int = 1,
        modelVersion: String? = nil, responseFormat: ResponseFormat = .auto, deterministic: Bool = false,
        retry: RetryPolicy = .standard, clock: any BackoffClock = SystemBackoffClock(),
        jitter: any JitterSource = RandomJitter(), prompt: Prompt = .builtIn,
        deadlineTimer: any DeadlineTimer = DispatchDeadlineTimer()
    ) {
        self.deadlineTimer = deadlineTimer
        self.fullPrompt = prompt
        let (clean, credentials) = BasicCredentials.split(endpoint)
        self.endpoint = clean
        basicAuth = credentials
        self.model = model
        self.seed = seed ?? (deterministic ? HTTPBackend.deterministicSeed : nil)
        self.responseFormat = responseFormat
        self.deterministic = deterministic
        dialect = Locked(responseFormat == .jsonObject ? .jsonObject : .jsonSchema)
        self.apiKey = apiKey
        self.apiKeyName = apiKeyName
        self.timeout = max(timeout, 0.001)
        self.jobs = max(jobs, 1)
        self.modelVersionOverride = modelVersion
        self.retry = retry
        self.clock = clock
        self.jitter = jitter

        let configuration = URLSessionConfiguration.ephemeral
        // The runner calls from up to `--jobs` tasks at once: one connection
        // each (plus one for `/models`), never queued behind a busy one.
        configuration.httpMaximumConnectionsPerHost = self.jobs + 1
        // Backstops only: `send(_:within:)` keeps the real limit.
        configuration.timeoutIntervalForRequest = (self.timeout + 1).rounded(.up)
        configuration.timeoutIntervalForResource = (self.timeout + 1).rounded(.up)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration)
    }

    /// `--backend http`: any OpenAI-compatible server (`--endpoint` and `--model` are required).
    public static let descriptor = BackendDescriptor(
        name: "http", traits: [.fallible, .prompted, .live, .perturbable],
        options: [
            Options.endpoint.spec, BackendOptions.model.spec, Options.seed.spec, Options.responseFormat.spec,
            Options.deterministic.spec, Options.apiKeyEnvironment.spec,
        ], make: { try HTTPBackend.make($0) })

    /// The options only `--backend http` takes.
    public enum Options {
        public static let endpoint = OptionKey<String>.text(
            "endpoint", "URL", "an OpenAI-compatible root, e.g. http://127.0.0.1:8080/v1",
            required: .init(
                message:
                    "--backend http needs --endpoint URL (an OpenAI-compatible root, e.g. http://127.0.0.1:8080/v1) and --model NAME"
            ), scope: .declared)
        public static let seed = OptionKey<Int>.int(
            "seed", "N", "a sampling seed sent with every request", range: 0...Int(Int32.max), scope: .declared)
        public static let responseFormat = OptionKey<ResponseFormat>.choice(
            "response-format", "FORM",
            "how the schema is sent: json-schema (OpenAI, llama-server, vLLM, Ollama), json-object (llama-cpp-python), auto: the first, then the second if the server refuses it by name",
            default: ResponseFormat.auto.rawValue, scope: .declared)
        public static let deterministic = FlagKey(
            "deterministic",
            "temperature 0, a fixed seed (\(HTTPBackend.deterministicSeed) unless --seed), llama.cpp's prompt cache off: repeatable readings, slower",
            scope: .declared)
        public static let apiKeyEnvironment = OptionKey<String>.text(
            "api-key-env", "VAR", "the environment variable holding the API key",
            default: HTTPBackend.defaultAPIKeyEnvironment, scope: .declared)
    }

    /// Builds the backend from the command line.
    ///
    /// Throws `UsageProblem` when `--endpoint` or `--model` is missing or the
    /// endpoint is not an http(s) URL, and when `--api-key-env` names a
    /// variable that is not set (without `--api-key-env`, an unset
    /// `TALLY_API_KEY` just means no key: local servers need none).
    public static func make(_ input: BackendInput) throws -> HTTPBackend {
        let text = try input.required(Options.endpoint)
        guard let model = try input.value(BackendOptions.model), !model.isEmpty else {
            throw UsageProblem("--backend http needs --model NAME (the name the server knows the model by)")
        }
        let endpoint = try endpointURL(text)
        let keyName = try input.values.defaulted(Options.apiKeyEnvironment)
        let apiKey = input.environment[keyName].flatMap(APIKey.init)
        if input.values.isGiven(Options.apiKeyEnvironment.spec), apiKey == nil {
            throw UsageProblem("--api-key-env \(keyName): that environment variable is not set (or is empty)")
        }
        if BasicCredentials.split(endpoint).1 != nil, apiKey != nil {
            throw UsageProblem(
                "--endpoint carries a user name and password and $\(keyName) holds an API key: both would be the Authorization header; keep one"
            )
        }
        return HTTPBackend(
            endpoint: endpoint, model: model, seed: try input.value(Options.seed), apiKey: apiKey, apiKeyName: keyName,
            timeout: input.timeout, jobs: input.jobs, modelVersion: try input.value(BackendOptions.modelVersion),
            responseFormat: try input.values.defaulted(Options.responseFormat),
            deterministic: input.has(Options.deterministic),
            prompt: input.prompt)
    }

    /// Checks and normalises `--endpoint`: its path without trailing slashes
    /// (and without a pasted `/chat/completions`), its query kept
    /// (`?api-version=…`, sent with every request), no fragment. A user name and
    /// password in it stay in the URL here; `init` takes them out.
    static func endpointURL(_ text: String) throws -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard var components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
        else {
            throw UsageProblem(
                "--endpoint '\(BasicCredentials.redact(url: text))' is not an http(s) URL; e.g. http://127.0.0.1:8080/v1"
            )
        }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        // A pasted full URL is forgiven: the backend adds the path itself.
        if path.hasSuffix("/chat/completions") { path.removeLast("/chat/completions".count) }
        components.percentEncodedPath = path
        components.fragment = nil
        if components.percentEncodedQuery?.isEmpty == true { components.percentEncodedQuery = nil }
        guard let url = components.url else {
            throw UsageProblem(
                "--endpoint '\(BasicCredentials.redact(url: text))' is not an http(s) URL; e.g. http://127.0.0.1:8080/v1"
            )
        }
        return url
    }

    /// Whether the endpoint's user name and password go as HTTP Basic auth (`tally run` says so).
    public var sendsBasicAuth: Bool { basicAuth != nil }

    public var identity: BackendIdentity {
        get async {
            var identity: BackendIdentity
            if let modelVersionOverride {
                identity = BackendIdentity(backend: "http", modelVersion: modelVersionOverride)
            } else {
                // `tally run` names its folder before `prepare`: ask the server
                // now (the answer is kept for `prepare`), and name the run after
                // `--model` when it cannot say.
                let listed = try? await listing.modelID { try await self.fetchModelID() }.get()
                identity = BackendIdentity(backend: "http", modelVersion: listed ?? model)
            }
            identity.responseFormat = dialect.value.rawValue
            return identity
        }
    }

    /// Checks that the server answers `/models` (and learns the model version),
    /// then reads the probe question: a failure every turn would share stops
    /// the run here (`BackendError`), before any work.
    public func prepare() async throws {
        _ = try await listing.modelID { try await self.fetchModelID() }.get()
        try await preflight()
    }

    public func reader(for turn: TurnKey) -> Reader {
        .model(HTTPClassifier(backend: self, turn: turn))
    }

    /// What the server said a turn's request and reply cost, once.
    public func takeTokenUsage(for turn: TurnKey) -> TokenUsage? {
        usage.withLock { $0.removeValue(forKey: turn) }
    }

    func record(_ tokens: TokenUsage, for turn: TurnKey) {
        usage.withLock { $0[turn] = tokens }
    }

    public var schemaInPrompt: Bool { false }

    /// The schema form this run sends.
    var currentFormat: ResponseFormat { dialect.value }

    /// With `--response-format auto`, the other form for the rest of the run,
    /// once a server refuses the standard one by name. Whether it switched.
    func switchFormat(after detail: String) -> Bool {
        guard responseFormat == .auto, ResponseFormat.isRefusal(detail) else { return false }
        return dialect.withLock { form in
            guard form == .jsonSchema else { return false }
            form = .jsonObject
            return true
        }
    }

    /// The probe: one fixed question, read as a turn is.
    func preflight() async throws {
        let probe = HTTPClassifier(backend: self, turn: TurnKey(caseID: "preflight", turn: 1))
        var request = HTTPBackend.probeRequest
        if fullPrompt.contract.modelReadsPeriod {
            // A smart-budget schema offers periods: the probe offers a few, as a turn does.
            request.periodChoices = [PeriodChoice.none, "thisMonth", "lastMonth", "lastYear"]
        }
        let outcome = await probe.classify(request)
        _ = takeTokenUsage(for: TurnKey(caseID: "preflight", turn: 1))
        guard case .failure(let kind, let message) = outcome else { return }
        let chat = url("chat/completions").absoluteString
        switch kind {
        case .unavailable:
            throw BackendError("\(chat): \(message)")
        case .failed where message.hasPrefix("HTTP 4") || ResponseFormat.isRefusal(message):
            let hint =
                ResponseFormat.isRefusal(message)
                ? "it refuses the schema sent as \(currentFormat.rawValue); try --response-format \(currentFormat == .jsonSchema ? "json-object" : "json-schema")"
                : "check --model (the name the server knows) and --endpoint"
            throw BackendError("\(chat) refused the probe question: \(message); \(hint)")
        default:
            // A slow, throttled or confused model fails some turns, not all: the run measures it.
            return
        }
    }

    /// The probe question: no ledger data, no history, one shop to choose from.
    static let probeRequest = ClassificationRequest(
        message: "How much did I spend at Carrefour last month?", locale: .en, merchantChoices: ["Carrefour"],
        categoryChoices: ["groceries"])

    // No `shutdown()`: FoundationNetworking stops the process on any use of
    // an invalidated session, and a backend may be asked again after a run
    // (`--repeat`, a second run in the same process). The session is
    // released with the backend instead.
    deinit {
        session.finishTasksAndInvalidate()
    }

    // MARK: - Requests

    /// `<endpoint>/<path>`, the endpoint's query after the path (`…/chat/completions?api-version=…`).
    func url(_ path: String) -> URL {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            return endpoint.appendingPathComponent(path)
        }
        components.percentEncodedPath += "/" + path
        return components.url ?? endpoint.appendingPathComponent(path)
    }

    /// A request with the common headers; the key, when there is one.
    func request(_ path: String, method: String) -> URLRequest {
        var request = URLRequest(url: url(path))
        request.cachePolicy = .reloadIgnoringLocalCacheData
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let apiKey { request.setValue(apiKey.authorization, forHTTPHeaderField: "Authorization") }
        if let basicAuth { request.setValue(basicAuth.authorization, forHTTPHeaderField: "Authorization") }
        return request
    }

    /// Why a request got no HTTP response.
    enum TransportProblem: Error, Hashable {
        case timedOut
        case cancelled
        /// Nothing listens there, or the host is unknown: "connection refused".
        case unreachable(String)
        case other(String)
    }

    /// Sends a request and waits at most `seconds` (wall time) for the answer;
    /// a 4xx or 5xx is an answer, not a problem.
    ///
    /// The limit is kept here rather than left to `URLSession`: FoundationNetworking
    /// on Linux counts request timeouts in whole seconds (a 0.5 s limit fired
    /// at once), and a late answer must not hold the turn even if the
    /// transfer ignores cancellation. `URLSession`'s own timeout stays as a
    /// backstop, rounded up so it never fires first.
    func send(_ request: URLRequest, within seconds: Double) async -> Result<(Data, HTTPURLResponse), TransportProblem>
    {
        if Task.isCancelled { return .failure(.cancelled) }
        var backstopped = request
        backstopped.timeoutInterval = (seconds + 1).rounded(.up)
        let request = backstopped
        // A caller that gives up (the runner's turn limit) gets `timedOut` at once.
        let deadline = DispatchTime.now() + seconds
        return await Deadline.race(seconds: seconds, timedOut: .failure(.timedOut), timer: deadlineTimer) {
            await self.transfer(request, deadline: deadline)
        }
    }

    /// One transfer, however long it takes (up to `deadline` for plain HTTP).
    private func transfer(
        _ request: URLRequest, deadline: DispatchTime
    ) async -> Result<
        (Data, HTTPURLResponse), TransportProblem
    > {
        #if canImport(FoundationNetworking)
            // Local servers: a blocked thread instead of curl's event loop, which spins (PlainHTTP).
            if request.url?.scheme?.lowercased() == "http" { return await PlainHTTP.send(request, deadline: deadline) }
        #endif
        do {
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse else {
                return .failure(.other("the answer is not an HTTP response"))
            }
            return .success((data, http))
        } catch is CancellationError {
            return .failure(.cancelled)
        } catch let error as URLError {
            return .failure(Self.problem(error))
        } catch {
            return .failure(.other(redact(String(describing: error))))
        }
    }

    static func problem(_ error: URLError) -> TransportProblem {
        switch error.code {
        case .timedOut: return .timedOut
        case .cancelled: return .cancelled
        case .cannotConnectToHost: return .unreachable("connection refused")
        case .cannotFindHost, .dnsLookupFailed: return .unreachable("unknown host")
        case .notConnectedToInternet: return .unreachable("no network")
        case .networkConnectionLost: return .other("the connection was lost before an answer")
        case .badServerResponse: return .other("the server's answer is not valid HTTP")
        case .secureConnectionFailed:
            return .other("the TLS handshake failed; is the server speaking https on this port?")
        case .serverCertificateUntrusted:
            return .other("the TLS connection failed: the server's certificate is not trusted")
        case .serverCertificateHasBadDate:
            return .other("the TLS connection failed: the server's certificate has expired")
        case .serverCertificateNotYetValid:
            return .other("the TLS connection failed: the server's certificate is not valid yet")
        case .serverCertificateHasUnknownRoot:
            return .other("the TLS connection failed: the server's certificate is signed by an unknown authority")
        case .clientCertificateRejected, .clientCertificateRequired:
            return .other("the TLS connection failed: the server wants a client certificate, which Tally does not send")
        default:
            // FoundationNetworking on Linux reports OpenSSL's failures as an unknown URL error, in words.
            let words = error.localizedDescription
            if let tls = TLSFailure.name(words) { return .other("the TLS connection failed: \(tls)") }
            return .other("URL error \(error.code.rawValue)")
        }
    }

    /// Server text with the key and the endpoint's password scrubbed out.
    func redact(_ text: String) -> String {
        let keyless = apiKey?.redact(text) ?? text
        return basicAuth?.redact(keyless) ?? keyless
    }

    /// The advice for a refused key, naming the variable, never the key.
    var credentialsHint: String {
        apiKey == nil
            ? "the server wants an API key: set $\(apiKeyName) (or name another variable with --api-key-env)"
            : "the server refused the API key read from $\(apiKeyName)"
    }

    // MARK: - Model version

    /// The server's id for the model, from `GET <endpoint>/models`: the
    /// listed id equal to `--model`, else the first one; `nil` when the
    /// server lists none (or has no such route). Throws `BackendError` when
    /// the server cannot be reached or does not answer like one.
    func fetchModelID() async throws -> String? {
        let listURL = url("models").absoluteString
        let outcome = await send(request("models", method: "GET"), within: timeout)
        let (data, response): (Data, HTTPURLResponse)
        switch outcome {
        case .success(let answer):
            (data, response) = answer
        case .failure(.unreachable(let why)):
            throw BackendError("cannot reach \(listURL): \(why); is the server running?")
        case .failure(.timedOut):
            throw BackendError(
                "cannot reach \(listURL): no answer within \(RetryPolicy.seconds(timeout)); is the server running?")
        case .failure(.cancelled):
            throw BackendError("cannot reach \(listURL): cancelled")
        case .failure(.other(let why)):
            throw BackendError("cannot reach \(listURL): \(why)")
        }
        switch response.statusCode {
        case 200..<300:
            break
        case 401, 403:
            throw BackendError("\(listURL) answered HTTP \(response.statusCode): \(credentialsHint)")
        case 404, 405:
            // Not every server lists its models; the run is named after --model.
            return nil
        default:
            let detail = ServerError(body: data).map { redact($0.summary) } ?? Snippet.of(data)
            throw BackendError("\(listURL) answered HTTP \(response.statusCode) (\(detail)); is the server ready?")
        }
        guard let json = try? JSONDecoder().decode(JSONValue.self, from: data), case .object = json else {
            throw BackendError(
                "\(listURL) did not answer a model list (\(Snippet.of(data))); is --endpoint an OpenAI-compatible …/v1 URL?"
            )
        }
        guard case .array(let entries)? = json["data"] else { return nil }
        let ids = entries.compactMap { $0["id"]?.stringValue }.filter { !$0.isEmpty }
        guard let id = ids.first(where: { $0 == model }) ?? ids.first else { return nil }
        return Self.versionName(id)
    }

    /// llama.cpp lists a model by its file path: `/models/qwen2.5-7b-q4_k_m.gguf`
    /// names the report `qwen2.5-7b-q4_k_m`. Hub names (`Qwen/Qwen2.5-7B`) stay.
    static func versionName(_ id: String) -> String {
        guard id.hasPrefix("/") || id.hasPrefix("./") || id.lowercased().hasSuffix(".gguf") else { return id }
        var name = Substring(id.split(separator: "/").last ?? Substring(id))
        if name.lowercased().hasSuffix(".gguf") { name = name.dropLast(5) }
        return name.isEmpty ? id : String(name)
    }
}

/// One `/models` request shared by `identity` and `prepare`; a failure is
/// not kept, so a server started late is found by the next call.
actor ModelListing {
    private var done: String??
    private var inFlight: Task<Result<String?, any Error>, Never>?

    func modelID(_ fetch: @escaping @Sendable () async throws -> String?) async -> Result<String?, any Error> {
        if let done { return .success(done) }
        let task =
            inFlight
            ?? Task { () -> Result<String?, any Error> in
                do { return .success(try await fetch()) } catch { return .failure(error) }
            }
        inFlight = task
        let result = await task.value
        inFlight = nil
        if case .success(let id) = result { done = .some(id) }
        return result
    }
}

/// What an OpenSSL message (as FoundationNetworking passes it on) says went
/// wrong with TLS, in a few words; nil when it is not about TLS.
enum TLSFailure {
    static func name(_ text: String) -> String? {
        let lower = text.lowercased()
        let known: [(String, String)] = [
            ("wrong version number", "the server does not speak TLS on this port (is it http://?)"),
            ("certificate has expired", "the server's certificate has expired"),
            ("self-signed", "the server's certificate is self-signed and not trusted"),
            ("self signed", "the server's certificate is self-signed and not trusted"),
            ("unable to get local issuer", "the server's certificate is signed by an unknown authority"),
            ("certificate verify failed", "the server's certificate could not be verified"),
            ("hostname mismatch", "the server's certificate is for another host name"),
            ("no alternative certificate subject name", "the server's certificate is for another host name"),
            ("handshake failure", "the TLS handshake failed"),
        ]
        if let (_, name) = known.first(where: { lower.contains($0.0) }) { return name }
        guard lower.contains("ssl") || lower.contains("tls") || lower.contains("certificate") else { return nil }
        return "the TLS handshake failed (\(text.prefix(120)))"
    }
}

/// A user name and password an endpoint URL carried: sent as HTTP Basic auth
/// (RFC 7617), never shown. Printing or interpolating it shows `[redacted]`.
struct BasicCredentials: Sendable, Hashable, CustomStringConvertible {
    private let user: String
    private let password: String

    /// The URL without its user info, and the credentials it carried (percent-decoded), if any.
    static func split(_ url: URL) -> (URL, BasicCredentials?) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.percentEncodedUser != nil || components.percentEncodedPassword != nil
        else { return (url, nil) }
        let credentials = BasicCredentials(user: components.user ?? "", password: components.password ?? "")
        components.percentEncodedUser = nil
        components.percentEncodedPassword = nil
        return (components.url ?? url, credentials)
    }

    /// `text` (an endpoint as typed) with any user info between `//` and `@` replaced.
    static func redact(url text: String) -> String {
        text.replacingOccurrences(of: #"//[^/@?#]*@"#, with: "//[redacted]@", options: .regularExpression)
    }

    /// The `Authorization` header value.
    var authorization: String { "Basic " + Data("\(user):\(password)".utf8).base64EncodedString() }

    /// `text` with the password, and the header that carries it, replaced by `[redacted]`.
    func redact(_ text: String) -> String {
        var out = text.replacingOccurrences(of: authorization.dropFirst(6), with: "[redacted]")
        if !password.isEmpty { out = out.replacingOccurrences(of: password, with: "[redacted]") }
        if let encoded = password.addingPercentEncoding(withAllowedCharacters: .urlPasswordAllowed), !encoded.isEmpty {
            out = out.replacingOccurrences(of: encoded, with: "[redacted]")
        }
        return out
    }

    var description: String { "[redacted]" }
}
