import Foundation
@testable import ImportCommands
@testable import Layout
import Testing

/// Issue 35's study of negative sizes: each ``NegativeSizeRule`` run over every conflict log of
/// the corpus, with the adopted break rule, counting the logs whose report the model lists as
/// UIKit did and the logs where it breaks what UIKit broke (fitted 01-26, held-out 100-163).
enum NegativeSizeStudy {
    struct Row {
        let rule: String
        let listsTheSame: Set<Int>
        let same: Set<Int>
    }

    static let rows: [Row] = NegativeSizeRule.studied.map { sizes in
        var lists: Set<Int> = []
        var same: Set<Int> = []
        for file in CorpusImport.conflictLogs {
            guard let outcome = try? CorpusImport(file, sizes: sizes) else { continue }
            if outcome.listsTheSame { lists.insert(outcome.number) }
            if outcome.verdict == .same { same.insert(outcome.number) }
        }
        return Row(rule: sizes.name, listsTheSame: lists, same: same)
    }

    static func table() -> [String] {
        let logs = CorpusImport.conflictLogs.count
        var lines = ["| sizes | lists as UIKit (of \(logs)) | same break, fitted | same break, held-out |", "|---|---|---|---|"]
        for row in rows {
            lines.append("| \(row.rule) | \(row.listsTheSame.count) | \(row.same.filter { $0 <= 26 }.count) | \(row.same.filter { $0 >= 100 }.count) |")
        }
        if let base = rows.first {
            for row in rows.dropFirst() {
                lines.append("\(row.rule): lists gained \(row.listsTheSame.subtracting(base.listsTheSame).sorted()), "
                             + "lost \(base.listsTheSame.subtracting(row.listsTheSame).sorted()); breaks gained "
                             + "\(row.same.subtracting(base.same).sorted()), lost \(base.same.subtracting(row.same).sorted())")
            }
        }
        return lines
    }
}

@Suite("Negative sizes, measured on the corpus")
struct NegativeSizeStudyTests {
    /// What each step of the adopted rule changes, against "never negative":
    /// - A size gives way after a break: the logs where UIKit's pick is the model's first too,
    ///   and the rest of the set conflicts only through a size kept at 0, so the model broke a
    ///   second constraint: 18 (the view's height goes to -8), 114, 131, 138, 150, 157, 161.
    ///   No list changes (the first report is the same).
    /// - A guide has no floor: the keyboard bar's margins guide would be 0 - 10 - 9 = -19 high;
    ///   with a floor the model's set is that guide's three constraints, smaller than UIKit's,
    ///   which runs through a view's height (14, 120, 121: `UIButtonBar.maximumAlignmentSize`) or
    ///   the stack's image view (15). Lists gained: 14, 15, 120, 121.
    /// - A spacer keeps its floor: in 119 the conflict holds only through the
    ///   `UISV-alignment-spanner`'s height (-19 too): with no floor on it, there is no conflict.
    /// - An autoresized view has no floor: no log changes either way (taken for its cost, see
    ///   ``NegativeSizeRule/adopted``).
    /// - No floors at all loses most logs: a view pinned inside a container of width 0 would take
    ///   a negative width instead of conflicting, which UIKit's lists show it does not.
    @Test func eachRulesFigures() {
        print(NegativeSizeStudy.table().joined(separator: "\n"))
        #expect(NegativeSizeRule.studied.count == NegativeSizeStudy.rows.count)
        let rows = Dictionary(uniqueKeysWithValues: NegativeSizeStudy.rows.map { ($0.rule, $0) })
        guard let never = rows[NegativeSizeRule.never.name], let adopted = rows[NegativeSizeRule.adopted.name],
            let givesWay = rows[NegativeSizeRule.givesWayAfterABreak.name], let guidesFree = rows[NegativeSizeRule.guidesFree.name],
            let free = rows[NegativeSizeRule.free.name] else {
            Issue.record("a studied rule is missing")
            return
        }
        #expect(givesWay.same.subtracting(never.same) == [18, 114, 131, 138, 150, 157, 161])
        #expect(never.same.subtracting(givesWay.same).isEmpty)
        #expect(givesWay.listsTheSame == never.listsTheSame)
        #expect(guidesFree.listsTheSame.subtracting(never.listsTheSame) == [14, 15, 120, 121])
        #expect(adopted.listsTheSame.subtracting(never.listsTheSame) == [14, 15, 119, 120, 121])
        #expect(never.listsTheSame.subtracting(adopted.listsTheSame).isEmpty)
        #expect(adopted.same == givesWay.same)
        // The autoresized views' floors change no log: the corpus cannot tell the two apart.
        if let spacersOnly = rows[NegativeSizeRule.spacersOnlyAndGivesWay.name] {
            #expect(adopted.listsTheSame == spacersOnly.listsTheSame)
            #expect(adopted.same == spacersOnly.same)
        }
        #expect(free.listsTheSame.count < never.listsTheSame.count / 2)
    }
}
