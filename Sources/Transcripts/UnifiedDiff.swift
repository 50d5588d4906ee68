/// A unified diff of two lists of lines, in the format of `diff -u`, which `patch` accepts.
///
/// ```
/// --- a/intro.lab
/// +++ b/intro.lab
/// @@ -3,7 +3,7 @@
///  line 3
/// ```
///
/// Hunks show `context` unchanged lines on each side of a change and merge when their context
/// would overlap or touch. As in GNU diff, a range of one line is written without its count
/// (`-5` for `-5,1`), and an empty range names the line before it (`-4,0`). The header lines
/// carry only the names given, never timestamps, so the output is deterministic.
public enum UnifiedDiff {
    /// The diff turning `old` into `new`, or no lines when they are equal.
    public static func lines(old: [String], new: [String], oldName: String, newName: String, context: Int = 3) -> [String] {
        let edits = LineAlignment.edits(old: old, new: new)
        let context = max(0, context)
        let hunks = hunkRanges(of: edits, context: context)
        if hunks.isEmpty { return [] }
        var output = ["--- " + oldName, "+++ " + newName]
        // Lines of each list consumed before the current edit, carried across hunks.
        var oldBefore = 0, newBefore = 0, consumed = 0
        for hunk in hunks {
            for edit in edits[consumed..<hunk.lowerBound] { count(edit, &oldBefore, &newBefore) }
            var oldCount = 0, newCount = 0
            var body: [String] = []
            for edit in edits[hunk] {
                switch edit {
                case .keep(let o, _): body.append(" " + old[o])
                case .delete(let o): body.append("-" + old[o])
                case .insert(let n): body.append("+" + new[n])
                }
                count(edit, &oldCount, &newCount)
            }
            output.append("@@ -\(range(oldBefore, oldCount)) +\(range(newBefore, newCount)) @@")
            output += body
            oldBefore += oldCount
            newBefore += newCount
            consumed = hunk.upperBound
        }
        return output
    }

    /// The 1-based line of `old` where `new` first differs: the first line removed, or the line
    /// before which the first line is inserted (`old.count + 1` for lines added at the end);
    /// nil when the two are equal. This is the line an editor should jump to.
    public static func firstDifference(old: [String], new: [String]) -> Int? {
        var oldBefore = 0
        for edit in LineAlignment.edits(old: old, new: new) {
            switch edit {
            case .keep: oldBefore += 1
            case .delete, .insert: return oldBefore + 1
            }
        }
        return nil
    }

    /// The ranges of `edits` shown as hunks: each change with `context` edits either side,
    /// merged when at most `2 * context` unchanged lines separate two changes.
    static func hunkRanges(of edits: [LineEdit], context: Int) -> [Range<Int>] {
        let changes = edits.indices.filter { edits[$0].isChange }
        guard let first = changes.first else { return [] }
        var hunks: [Range<Int>] = []
        var start = max(0, first - context)
        var last = first
        for change in changes.dropFirst() {
            if change - last - 1 > 2 * context {
                hunks.append(start..<min(edits.count, last + 1 + context))
                start = change - context
            }
            last = change
        }
        hunks.append(start..<min(edits.count, last + 1 + context))
        return hunks
    }

    private static func count(_ edit: LineEdit, _ old: inout Int, _ new: inout Int) {
        switch edit {
        case .keep: old += 1; new += 1
        case .delete: old += 1
        case .insert: new += 1
        }
    }

    /// A hunk range as `diff -u` writes it, given the lines before the range and its length.
    private static func range(_ before: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(before),0"
        case 1: "\(before + 1)"
        default: "\(before + 1),\(count)"
        }
    }
}
