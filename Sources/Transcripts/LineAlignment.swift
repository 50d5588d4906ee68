/// One step of an edit script that turns an old list of lines into a new one.
enum LineEdit: Hashable, Sendable {
    /// Old line `old` corresponds to new line `new`.
    case keep(old: Int, new: Int)
    /// Old line `old` is removed.
    case delete(old: Int)
    /// New line `new` is inserted.
    case insert(new: Int)

    var isChange: Bool {
        if case .keep = self { false } else { true }
    }
}

/// A shortest edit script between two lists, from the standard library's Myers difference,
/// when the lists differ in at most ``maximumDistance`` lines; beyond that, a script that is
/// not the shortest but takes linear time.
///
/// Myers' algorithm takes time in proportion to the lists' length times the number of lines
/// that differ: a 40,000-command transcript whose every output changed took 105 s to compare.
/// So the distance is first measured, giving up past the bound (the same algorithm's forward
/// pass, with no trace kept); within it the standard library's script is used as before.
/// Past it, the lines the two lists begin and end with in common are kept, and between them
/// old line `i` stands for new line `i` where they are equivalent, the rest deleted and inserted.
enum LineAlignment {
    /// How many deleted and inserted lines the shortest script may have; past it the script
    /// is the linear one.
    static let maximumDistance = 1_000

    /// The edits turning `oldCount` items into `newCount` items, where old item `i` may stand
    /// for new item `j` when `equivalent(i, j)`.
    ///
    /// Between two kept lines, deletions come before insertions, as `diff -u` prints them.
    static func edits(oldCount: Int, newCount: Int, equivalent: (Int, Int) -> Bool) -> [LineEdit] {
        let old = Array(0..<max(0, oldCount))
        let new = Array(0..<max(0, newCount))
        var removed = Array(repeating: false, count: old.count)
        var inserted = Array(repeating: false, count: new.count)
        if isWithinDistance(oldCount: old.count, newCount: new.count, limit: maximumDistance, equivalent: equivalent) {
            for change in new.difference(from: old, by: equivalent) {
                switch change {
                case .remove(let offset, _, _) where removed.indices.contains(offset):
                    removed[offset] = true
                case .insert(let offset, _, _) where inserted.indices.contains(offset):
                    inserted[offset] = true
                default:
                    break
                }
            }
        } else {
            var start = 0
            while start < old.count, start < new.count, equivalent(start, start) { start += 1 }
            var oldEnd = old.count, newEnd = new.count
            while oldEnd > start, newEnd > start, equivalent(oldEnd - 1, newEnd - 1) {
                oldEnd -= 1
                newEnd -= 1
            }
            // Between the common ends, old line i stands for new line i where they are equivalent.
            for index in start..<max(oldEnd, newEnd) {
                if index < oldEnd, index < newEnd, equivalent(index, index) { continue }
                if index < oldEnd { removed[index] = true }
                if index < newEnd { inserted[index] = true }
            }
        }
        var edits: [LineEdit] = []
        edits.reserveCapacity(old.count + new.count)
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed[i] || j >= new.count {
                edits.append(.delete(old: i))
                i += 1
            } else if j < new.count, inserted[j] || i >= old.count {
                edits.append(.insert(new: j))
                j += 1
            } else {
                edits.append(.keep(old: i, new: j))
                i += 1
                j += 1
            }
        }
        return edits
    }

    /// Whether a script of at most `limit` deletions and insertions exists: Myers' forward
    /// pass ("An O(ND) Difference Algorithm and Its Variations", 1986), stopped after `limit`
    /// rounds, in time proportional to (oldCount + newCount) x limit and space to limit.
    static func isWithinDistance(oldCount: Int, newCount: Int, limit: Int, equivalent: (Int, Int) -> Bool) -> Bool {
        let bound = min(limit, oldCount + newCount)
        // The furthest old index reached on each diagonal k = x - y, at index k + offset.
        let offset = bound + 1
        var furthest = Array(repeating: 0, count: 2 * bound + 3)
        for distance in 0...bound {
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1]) {
                    x = furthest[offset + diagonal + 1]
                } else {
                    x = furthest[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < oldCount, y < newCount, equivalent(x, y) {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= oldCount, y >= newCount { return true }
            }
        }
        return false
    }

    /// The edits turning `old` into `new`, lines kept when equal.
    static func edits(old: [String], new: [String]) -> [LineEdit] {
        edits(oldCount: old.count, newCount: new.count) { old[$0] == new[$1] }
    }
}
