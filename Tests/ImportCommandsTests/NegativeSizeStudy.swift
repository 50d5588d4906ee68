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
    @Test func eachRulesFigures() {
        print(NegativeSizeStudy.table().joined(separator: "\n"))
        #expect(NegativeSizeStudy.rows.count == NegativeSizeRule.studied.count)
    }
}
