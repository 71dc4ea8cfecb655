extension Array {
    /// `count` copies of `value`, for the arrays a message allocates on every read.
    ///
    /// `Array(repeating:count:)` allocates through the standard library's unspecialised path, which
    /// looks up the storage class's generic metadata at run time on every call (about 200
    /// instructions and a shared hash table's cache lines); `reserveCapacity` is specialised here.
    @inline(__always)
    static func filled(with value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(value) }
        return array
    }
}

extension Collection {
    /// The elements that pass `isIncluded`, in order, in one allocation.
    ///
    /// `filter` appends to an empty array and so allocates again at every doubling (four times for
    /// ten words); this reserves room for every element first. For the short arrays of one message.
    @inline(__always)
    func filtered(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element] {
        var kept: [Element] = []
        kept.reserveCapacity(count)
        for element in self where try isIncluded(element) { kept.append(element) }
        return kept
    }
}
