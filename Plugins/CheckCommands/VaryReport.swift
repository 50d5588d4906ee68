import Commands
import Layout

/// What `vary` prints of its combinations, in the matrix's order, and the test cases it
/// reports: the same whatever the number of jobs, since the results come back in order and
/// no time is printed.
///
/// ```
/// vary: 14 devices x 2 orientations x 12 text sizes x 2 directions = 672 combinations
/// FAIL iPhoneSE landscape AX3 ltr
///   check window: 8 rules on 6 views: 1 failure
///     textFits: title (UILabel) is 41 high and shows 1 of its 2 lines, ...
/// 672 combinations: 660 passed, 12 failed
/// failed: textFits in 12
/// failed on: iPhoneSE landscape 12
/// ```
struct VaryReport {
    let matrix: VaryMatrix
    let results: [VaryResult]
    /// The most failing combinations shown in full; nil for all.
    let limit: Int?
    /// Whether passing combinations are listed too, with what they printed.
    let showsAll: Bool

    var lines: [String] {
        var lines = ["vary: " + matrix.summary]
        var shownFailures = 0
        var hidden = 0
        for (combination, result) in zip(matrix.combinations, results) {
            if let skipped = combination.skipped {
                if showsAll { lines.append("skip \(combination.name): \(skipped)") }
                continue
            }
            guard result.failed || showsAll else { continue }
            if result.failed {
                if let limit, shownFailures >= limit {
                    hidden += 1
                    continue
                }
                shownFailures += 1
            }
            lines.append("\(result.failed ? "FAIL" : "ok") \(result.name)")
            lines += result.lines.map { "  " + $0 }
        }
        if hidden > 0 { lines.append("... \(counted(hidden, "more failed combination")) not shown (limit=\(limit ?? 0))") }
        let skipped = matrix.combinations.filter { $0.skipped != nil }.count
        let failed = results.filter(\.failed).count
        let passed = results.count - failed - skipped
        lines.append("\(counted(results.count, "combination")): \(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : ""))
        if failed > 0 {
            lines.append("failed: " + tally)
            lines.append("failed on: " + failingScreens)
        }
        return lines
    }

    /// The screens that failed, by device (or screen) and orientation, in the matrix's order,
    /// with how many combinations failed on each: `iPhoneX landscape 24, iPhone13mini landscape 24`.
    var failingScreens: String {
        var counts: [(screen: String, count: Int)] = []
        for (combination, result) in zip(matrix.combinations, results) where result.failed {
            let screen = combination.name.split(separator: " ").prefix(2).joined(separator: " ")
            if let last = counts.indices.last, counts[last].screen == screen {
                counts[last].count += 1
            } else {
                counts.append((screen, 1))
            }
        }
        return counts.map { "\($0.screen) \($0.count)" }.joined(separator: ", ")
    }

    /// For each rule, how many combinations it failed in (rule order), and the combinations
    /// that failed by an error.
    var tally: String {
        var parts = LayoutRule.allCases.compactMap { rule -> String? in
            let count = results.filter { $0.failures.contains { $0.rule == rule } }.count
            return count == 0 ? nil : "\(rule.rawValue) in \(count)"
        }
        let errors = results.filter { $0.failed && $0.failures.isEmpty }.count
        if errors > 0 { parts.append("an error in \(errors)") }
        return parts.joined(separator: ", ")
    }

    /// A test case per combination that ran: failed with its first failure as the message and
    /// everything it printed as the text.
    var testCases: [Session.ReportedTestCase] {
        zip(matrix.combinations, results).compactMap { combination, result in
            guard combination.skipped == nil else { return nil }
            guard result.failed else { return Session.ReportedTestCase(name: result.name, seconds: result.seconds) }
            let message = result.failures.first.map { "\(result.name): \($0.line)" } ?? "\(result.name): \(result.lines.last ?? "failed")"
            return Session.ReportedTestCase(name: result.name, seconds: result.seconds,
                                            failure: (message, result.lines.joined(separator: "\n")))
        }
    }
}
