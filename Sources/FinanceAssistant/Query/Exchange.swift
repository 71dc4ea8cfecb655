/// One earlier turn of the conversation, as the pipeline remembers it: the
/// question and how it was read. Never the answer.
public struct Exchange: Hashable, Codable, Sendable {
    public var text: String
    public var reading: Reading

    public init(text: String, reading: Reading) {
        self.text = text
        self.reading = reading
    }
}

/// The conversation memory: at most three exchanges, newest last.
public struct History: Hashable, Codable, Sendable {
    public static let capacity = 3
    public private(set) var exchanges: [Exchange]

    public init(_ exchanges: [Exchange] = []) {
        self.exchanges = Array(exchanges.suffix(History.capacity))
    }

    public mutating func append(_ exchange: Exchange) {
        exchanges.append(exchange)
        if exchanges.count > History.capacity { exchanges.removeFirst(exchanges.count - History.capacity) }
    }

    public var last: Exchange? { exchanges.last }
    public var isEmpty: Bool { exchanges.isEmpty }
}
