/// Edit distance for typo tolerance: one insertion, deletion, substitution or
/// swap of two neighbouring letters.
enum EditDistance {
    /// Whether `a` and `b` differ by at most one edit (Damerau–Levenshtein ≤ 1).
    static func isWithinOne(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a == b { return true }
        let (m, n) = (a.count, b.count)
        if abs(m - n) > 1 { return false }
        var i = 0
        while i < min(m, n), a[i] == b[i] { i += 1 }
        if m == n {
            // one substitution, or a swap of i and i+1
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < m && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        // one insertion or deletion at i
        return m < n ? a[i...] == b[(i + 1)...] : a[(i + 1)...] == b[i...]
    }
}
