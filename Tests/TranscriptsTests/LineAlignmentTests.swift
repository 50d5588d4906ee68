import Testing
@testable import Transcripts

/// The edit scripts transcripts are compared with: the shortest within a bound, a linear one past it.
@Suite("Line alignment")
struct LineAlignmentTests {
    /// An edit script is valid when every old line is deleted or kept once and every new
    /// line inserted or kept once, in order, each kept pair equal.
    private func isValid(_ edits: [LineEdit], old: [String], new: [String]) -> Bool {
        var i = 0, j = 0
        for edit in edits {
            switch edit {
            case .keep(let o, let n):
                guard o == i, n == j, old[o] == new[n] else { return false }
                i += 1
                j += 1
            case .delete(let o):
                guard o == i else { return false }
                i += 1
            case .insert(let n):
                guard n == j else { return false }
                j += 1
            }
        }
        return i == old.count && j == new.count
    }

    /// Within the bound the script is the shortest: a line inserted near the start and one
    /// deleted near the end of 20,000 shift every line between by one, and only those two
    /// lines change (2 edits, where aligning by position would change 19,990).
    @Test func aShiftAcrossALongListIsTwoEdits() {
        let old = (1...20_000).map { "line \($0)" }
        var new = old
        new.insert("inserted", at: 10)
        new.remove(at: 19_995)
        let edits = LineAlignment.edits(old: old, new: new)
        #expect(isValid(edits, old: old, new: new))
        #expect(edits.filter(\.isChange).count == 2)
    }

    /// Past the bound (every one of 20,000 outputs changed, 40,000 edits at least) the script
    /// is the linear one: common ends kept, then line i for line i where equal (the commands),
    /// the rest deleted and inserted. Myers' algorithm took time in the square of the lines here.
    @Test func everyOutputChangedGivesTheLinearScript() {
        let old = (1...20_000).flatMap { ["  > print \($0)", "  \($0)"] }
        let new = (1...20_000).flatMap { ["  > print \($0)", "  \($0 + 1)"] }
        #expect(!LineAlignment.isWithinDistance(oldCount: old.count, newCount: new.count, limit: LineAlignment.maximumDistance) {
            old[$0] == new[$1]
        })
        let edits = LineAlignment.edits(old: old, new: new)
        #expect(isValid(edits, old: old, new: new))
        // Each command kept, each output deleted and inserted.
        #expect(edits.filter { if case .keep = $0 { true } else { false } }.count == 20_000)
        #expect(edits.count == 60_000)
    }

    /// The distance is found exactly up to the limit.
    @Test(arguments: [0, 1, 2, 7])
    func theDistanceIsMeasured(distance: Int) {
        let old = (0..<100).map { "\($0)" }
        let new = Array(old.dropFirst(distance))
        #expect(LineAlignment.isWithinDistance(oldCount: old.count, newCount: new.count, limit: distance) { old[$0] == new[$1] })
        if distance > 0 {
            #expect(!LineAlignment.isWithinDistance(oldCount: old.count, newCount: new.count, limit: distance - 1) { old[$0] == new[$1] })
        }
    }
}
