import Foundation

/// The corpus's logs that name the constraint UIKit broke, each with the split it belongs to
/// and the fold a cross-validation puts it in. Fixed before any rule was measured on the
/// held-out logs (see BreakRuleCrossValidation.swift for the protocol).
struct CorpusLog: Sendable {
    /// The number before the file's first '-': 1 for `01-…`, 100 for `100-…`.
    let number: Int
    let file: String
    /// `# split: held-out` in the header (100-163): logs the rule adopted before issue 35 never saw.
    let isHeldOut: Bool
    /// `weak provenance` in the header: a public file whose repository is not known.
    let isWeakProvenance: Bool

    var name: String { number < 10 ? "0\(number)" : "\(number)" }
    var path: String { Corpus.folder.appendingPathComponent(file).path }
}

enum CorpusSplit {
    /// Logs that share addresses (one app run, one burst of reports: the corpus README), or
    /// one layout of one app (160 is What's New's collection header of 02 on another device):
    /// each group stays in one fold, so no fold is tested on a twin of a log it was chosen on.
    static let groups: [[Int]] = [
        [14, 15, 119, 120, 121], [131, 132], [18, 135, 136, 137, 138], [139, 140], [156, 157, 158], [2, 160],
    ]

    /// The number of folds.
    static let folds = 5

    /// Every log of the corpus that names the broken constraint, by number.
    static let logs: [CorpusLog] = Corpus.files.compactMap { file in
        let text = Corpus.text(file)
        guard text.contains("Will attempt to recover by breaking constraint"),
            let number = Int(file.prefix { $0 != "-" }) else { return nil }
        let header = text.split(separator: "\n").filter { $0.hasPrefix("#") }
        return CorpusLog(number: number, file: file, isHeldOut: header.contains { $0.hasPrefix("# split: held-out") },
                         isWeakProvenance: header.contains { $0.contains("weak provenance") })
    }.sorted { $0.number < $1.number }

    /// The group of a log: its listed group, else itself alone.
    static func group(of number: Int) -> [Int] {
        groups.first { $0.contains(number) } ?? [number]
    }

    /// The fold of each log. Groups are ordered by their smallest member and dealt out in
    /// turn, the first to fold 0: a rule fixed in advance, blind to any log's outcome.
    static let fold: [Int: Int] = {
        var seen: Set<Int> = []
        var ordered: [[Int]] = []
        for log in logs where !seen.contains(log.number) {
            let members = group(of: log.number).filter { number in logs.contains { $0.number == number } }
            seen.formUnion(members)
            ordered.append(members)
        }
        ordered.sort { ($0.min() ?? 0) < ($1.min() ?? 0) }
        var result: [Int: Int] = [:]
        for (index, members) in ordered.enumerated() {
            for number in members { result[number] = index % folds }
        }
        return result
    }()
}
