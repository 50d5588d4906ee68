import Foundation
@testable import ImportCommands
@testable import Layout
import PluginTesting
import Testing

/// Issue 35's measurement of the break rule: how often each candidate rule breaks what UIKit
/// broke on logs it was not chosen on.
///
/// The protocol, fixed before any rule's result on a held-out log was looked at:
/// - A log counts for a rule when `import` of it, with the engine breaking by that rule,
///   says of its report "the same one": the model broke one constraint of the log's list,
///   the one UIKit broke (``BreakRuleEndToEndStudy/outcome(of:under:)``).
/// - The fixed split: the rule adopted before issue 35 was chosen on logs 01-26 and the
///   table-header seed's log; logs 100-163 (`# split: held-out`, 64) were gathered after it
///   and never seen by it. Every candidate's rate on them is reported.
/// - Grouped k-fold over all 90 logs: 5 folds (``CorpusSplit/fold``); logs of one app run stay
///   in one fold (``CorpusSplit/groups``). For each fold, each rule's rate on it; and the
///   rule that does best on the other four (ties to the one listed first) is measured on it:
///   the nested figure, the honest estimate of "choose the best rule on the corpus".
/// - A rule is adopted on the held-out figure; the k-fold mean and range say how stable it is.
///   Choosing the best of many rules on one held-out set flatters it: the nested figure is
///   the one to quote for what to expect on new logs.
enum BreakRuleCrossValidation {
    struct Row {
        let rule: String
        /// The log numbers the rule matches.
        let matched: Set<Int>
        let seed: Bool
    }

    /// Every rule's outcome on every log, measured once (each is a whole import).
    static let rows: [Row] = {
        let seed = BreakRuleEndToEndStudy.logs.first { $0.name == "seed" }
        return BreakRuleEndToEndStudy.rules.map { rule in
            var matched: Set<Int> = []
            for log in CorpusSplit.logs {
                let study = BreakRuleEndToEndStudy.Log(name: log.name, path: log.path, brokenAddress: "")
                if (try? BreakRuleEndToEndStudy.outcome(of: study, under: rule).same) == true { matched.insert(log.number) }
            }
            let seedMatches = seed.map { (try? BreakRuleEndToEndStudy.outcome(of: $0, under: rule).same) == true } ?? false
            return Row(rule: rule.name, matched: matched, seed: seedMatches)
        }
    }()

    static func count(_ row: Row, in logs: [CorpusLog]) -> Int {
        logs.filter { row.matched.contains($0.number) }.count
    }

    static func logs(inFold fold: Int) -> [CorpusLog] {
        CorpusSplit.logs.filter { CorpusSplit.fold[$0.number] == fold }
    }

    static func logs(outsideFold fold: Int) -> [CorpusLog] {
        CorpusSplit.logs.filter { CorpusSplit.fold[$0.number] != fold }
    }

    /// A rate as a percentage with one decimal.
    static func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "-" }
        let tenths = (part * 1000 + whole / 2) / whole
        return "\(tenths / 10).\(tenths % 10)%"
    }

    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// The table: per rule, the fitted and held-out counts, the seed, and the k-fold test
    /// rates' mean and range; then the nested figure, fold by fold.
    static func table() -> [String] {
        let fitted = CorpusSplit.logs.filter { !$0.isHeldOut }
        let heldOut = CorpusSplit.logs.filter(\.isHeldOut)
        var lines = ["| rule | fitted 01-26 | held-out 100-163 | seed | 5-fold test: mean (range) |", "|---|---|---|---|---|"]
        for row in rows {
            let rates = (0..<CorpusSplit.folds).map { fold -> Double in
                let test = logs(inFold: fold)
                return Double(count(row, in: test)) / Double(max(1, test.count))
            }
            let mean = rates.reduce(0, +) / Double(rates.count)
            lines.append("| \(row.rule) | \(count(row, in: fitted)) of \(fitted.count) | \(count(row, in: heldOut)) of \(heldOut.count) "
                         + "(\(percent(count(row, in: heldOut), heldOut.count))) | \(row.seed ? "yes" : "no") | "
                         + "\(percent(mean)) (\(percent(rates.min() ?? 0))-\(percent(rates.max() ?? 0))) |")
        }
        lines.append("")
        lines.append("nested: the rule best on the other folds, measured on the fold")
        for (fold, choice) in nestedChoices().enumerated() {
            let test = logs(inFold: fold)
            let missed = test.filter { !choice.matched.contains($0.number) }.map(\.name)
            lines.append("fold \(fold + 1) (\(test.count) logs: \(test.map(\.name).joined(separator: " "))): \(choice.rule), "
                         + "\(count(choice, in: test)) of \(test.count) (misses \(missed.joined(separator: " ")))")
        }
        return lines
    }

    /// Per fold, the rule that matches most logs of the other folds (the first listed of equals).
    static func nestedChoices() -> [Row] {
        (0..<CorpusSplit.folds).compactMap { fold in
            let training = logs(outsideFold: fold)
            var best: Row?
            for row in rows where best.map({ count(row, in: training) > count($0, in: training) }) ?? true { best = row }
            return best
        }
    }
}

@Suite("Which constraint UIKit breaks, cross-validated")
struct BreakRuleCrossValidationTests {
    typealias Study = BreakRuleCrossValidation

    /// Issue 35's study of aspect ratios (`view.width == 1.87432 * view.height`) taken as sizes,
    /// against issue 25's rule that takes only constants: as the first kind, the aspect ratio of
    /// log 155 (1/6) breaks where UIKit broke the height == 150 after it (2/6), and no log is won;
    /// after the constants, nothing changes (153's aspect ratio comes after the width 60, which
    /// breaks either way; UIKit broke the bottom). Not adopted.
    @Test func aspectRatiosAsSizes() {
        let rows = Dictionary(uniqueKeysWithValues: Study.rows.map { ($0.rule, $0) })
        guard let constants = rows[ConflictBreakRule.deepestViewSizeFarEdgeFirst.name],
            let aspectFirst = rows["deepest view: size or aspect ratio, far edge, first"],
            let aspectAfter = rows["deepest view: size, aspect ratio, far edge, first"] else {
            Issue.record("a studied rule is missing")
            return
        }
        #expect(constants.matched.subtracting(aspectFirst.matched) == [155])
        #expect(aspectFirst.matched.subtracting(constants.matched).isEmpty)
        #expect(aspectAfter.matched == constants.matched)
    }

    @Test func theSplitAndTheFolds() {
        let logs = CorpusSplit.logs
        // The corpus README: 90 logs name the broken constraint, 26 fitted (01-26), 64 held out (100-163).
        #expect(logs.count == 90)
        #expect(logs.filter(\.isHeldOut).count == 64)
        #expect(logs.filter { !$0.isHeldOut }.map(\.number) == Array(1...26))
        // Every group in one fold.
        for group in CorpusSplit.groups {
            #expect(Set(group.compactMap { CorpusSplit.fold[$0] }).count == 1, "\(group)")
        }
        // 90 logs in 6 groups of 5, 2, 5, 2, 3, 2 (19 logs) and 71 alone: 77 groups dealt in
        // turn over 5 folds, so each fold has 15 or 16 groups.
        for fold in 0..<CorpusSplit.folds {
            #expect(!Study.logs(inFold: fold).isEmpty)
        }
    }

    /// The table, and the adopted rule's figures, derived from the per-log table of
    /// CorpusLogTests.swift: a log counts unless its ``CorpusLogTests/differences`` entry says
    /// the verdict differs (each with why). Fitted 01-26: 26 - 5 (03, 09, 13, 15, 16) = 21.
    /// Held out: 64 - 13 (105, 106, 109, 117, 119, 123, 124, 126, 130, 132, 147, 152, 153) = 51,
    /// 79.7%. Per fold, the fold's logs less its misses: 16 - 2 (105, 123), 22 - 2 (106, 124),
    /// 17 - 4 (03, 13, 117, 130), 20 - 7 (09, 15, 119, 126, 132, 147, 152), 15 - 3 (16, 109,
    /// 153): 87.5%, 90.9%, 76.5%, 65.0%, 80.0%, mean 80.0%.
    ///
    /// Adopted on the held-out figure: no rule studied matches more of 100-163. The first
    /// measurement, before any change of issue 35 (commit 443905e), gave issue 25's rule 38 of
    /// 64; the model's changes (negative sizes, UIKit's own views, the reading of every form)
    /// and the rule's (UIKit's private views are UIKit's; the newest, not the first, when the
    /// deepest view has no size and no far edge) make 51. The held-out logs were looked at
    /// while making them, so 51 of 64 flatters; the nested figure (the rule best on four folds,
    /// measured on the fifth) is the one to expect on new logs.
    @Test func eachRulesHeldOutAndCrossValidatedRate() {
        print(Study.table().joined(separator: "\n"))
        #expect(Study.rows.count == BreakRuleEndToEndStudy.rules.count)
        guard let adopted = Study.rows.first(where: { $0.rule == ConflictBreakRule.adopted.name }) else {
            Issue.record("the adopted rule is not in the table")
            return
        }
        let misses = Set(CorpusLogTests.differences.filter(\.value.verdictDiffers).map(\.key))
        let fitted = CorpusSplit.logs.filter { !$0.isHeldOut }
        let heldOut = CorpusSplit.logs.filter(\.isHeldOut)
        #expect(Study.count(adopted, in: fitted) == fitted.filter { !misses.contains($0.number) }.count)
        #expect(Study.count(adopted, in: fitted) == 21)
        #expect(Study.count(adopted, in: heldOut) == heldOut.filter { !misses.contains($0.number) }.count)
        #expect(Study.count(adopted, in: heldOut) == 51)
        #expect(adopted.seed)
        for fold in 0..<CorpusSplit.folds {
            let test = Study.logs(inFold: fold)
            #expect(Study.count(adopted, in: test) == test.filter { !misses.contains($0.number) }.count, "fold \(fold + 1)")
        }
        #expect((0..<CorpusSplit.folds).map { Study.count(adopted, in: Study.logs(inFold: $0)) } == [14, 20, 13, 13, 12])
        // The adoption: no rule matches more held-out logs.
        for row in Study.rows {
            #expect(Study.count(row, in: heldOut) <= 51, "\(row.rule)")
        }
        // The nested estimate: per fold, the rule best on the other four, on the fold. Folds 1-3
        // choose the adopted rule (14, 20, 13). Fold 4 chooses it without UIKit's private views
        // counting as UIKit's: it misses the adopted's 7 and 14, 120, 121, whose constraints
        // among the keyboard bar's private views become candidates (10 of 20). Fold 5 chooses it
        // with the first instead of the newest: it misses 109 and 153 as the adopted does, and 127
        // and 143 (two constraints on one edge of one view; UIKit broke the second), and keeps 16
        // (11 of 15). 14 + 20 + 13 + 10 + 11 = 68 of 90, 75.6%.
        #expect(Study.nestedChoices().enumerated().map { Study.count($1, in: Study.logs(inFold: $0)) } == [14, 20, 13, 10, 11])
    }
}
