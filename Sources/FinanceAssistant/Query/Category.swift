/// A spending or income category, by its canonical English id.
///
/// The set is closed: a model's category is accepted only when it names one of
/// these (see `ReadingCleaner`). EN/FR names and aliases live in
/// `CategoryLexicon`.
public enum Category: String, CaseIterable, Codable, Sendable, Comparable {
    case groceries, dining, transport, housing, utilities, subscriptions
    case shopping, health, leisure, travel, income, insurance, fees, cash
    case taxes, gifts, education, transfer

    public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether money out in this category counts as spending (transfers between
    /// the user's own accounts do not).
    public var isSpending: Bool { self != .transfer && self != .income }
}
