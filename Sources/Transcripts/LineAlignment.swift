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

/// A shortest edit script between two lists, from the standard library's Myers difference.
enum LineAlignment {
    /// The edits turning `oldCount` items into `newCount` items, where old item `i` may stand
    /// for new item `j` when `equivalent(i, j)`.
    ///
    /// Between two kept lines, deletions come before insertions, as `diff -u` prints them.
    static func edits(oldCount: Int, newCount: Int, equivalent: (Int, Int) -> Bool) -> [LineEdit] {
        let old = Array(0..<max(0, oldCount))
        let new = Array(0..<max(0, newCount))
        let difference = new.difference(from: old, by: equivalent)
        var removed = Array(repeating: false, count: old.count)
        var inserted = Array(repeating: false, count: new.count)
        for change in difference {
            switch change {
            case .remove(let offset, _, _) where removed.indices.contains(offset):
                removed[offset] = true
            case .insert(let offset, _, _) where inserted.indices.contains(offset):
                inserted[offset] = true
            default:
                break
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

    /// The edits turning `old` into `new`, lines kept when equal.
    static func edits(old: [String], new: [String]) -> [LineEdit] {
        edits(oldCount: old.count, newCount: new.count) { old[$0] == new[$1] }
    }
}
