/// An optional small number kept in four bytes (`Int32.min`: none): the period parser's word facts are
/// copied once a word, and seven `Int?` made them twice the size.
@propertyWrapper
struct SmallInt: Sendable {
    private var raw: Int32 = .min

    init(wrappedValue: Int? = nil) { self.wrappedValue = wrappedValue }

    var wrappedValue: Int? {
        get { raw == .min ? nil : Int(raw) }
        set { raw = newValue.map { Int32(truncatingIfNeeded: $0) } ?? .min }
    }
}
