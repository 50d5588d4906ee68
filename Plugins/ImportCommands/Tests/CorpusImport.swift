import Foundation
@testable import ImportCommands
@testable import Layout
import PluginTesting

/// One corpus log imported, and the three things the per-log test and the studies check of it:
/// every constraint it lists read, the model's report listing the same constraints, and the
/// import's verdict on the constraint UIKit broke. The expectations come from the log's own
/// text (``LogListing``), not from the import.
struct CorpusImport {
    enum Verdict: String {
        /// "the same one": the model broke one constraint of the report, the one UIKit broke.
        case same
        /// The model broke another, or more than one, or none.
        case differs
        /// The log does not say which UIKit broke.
        case notInLog = "not in log"
    }

    let file: String
    let listing: LogListing
    let output: [String]
    /// The constraint each listed address became.
    let made: [String: LayoutConstraint]
    /// The listed addresses the import did not rebuild as printed (missing, or another
    /// identifier, relation or kind).
    let unread: [String]
    /// The descriptions in the list of the model's first report.
    let reported: [String]
    /// The descriptions in the lists of all the model's reports.
    let reportedAll: [String]
    let verdict: Verdict
    /// The listed addresses the model broke, in the log's order.
    let modelBroken: [String]

    /// Imports `file` with the engine breaking by `rule` and sizes kept by `sizes`.
    init(_ file: String, rule: ConflictBreakRule = .adopted, sizes: NegativeSizeRule = .adopted) throws {
        self.file = file
        let listing = LogListing(Corpus.text(file))
        self.listing = listing
        let harness = try Harness()
        let output = ConflictBreakRule.$current.withValue(rule) {
            NegativeSizeRule.$current.withValue(sizes) {
                harness.run("import \(Corpus.folder.appendingPathComponent(file).path)")
            }
        }
        self.output = output
        let records = ImportRecords.of(harness.session)
        var made: [String: LayoutConstraint] = [:]
        var unread: [String] = []
        for entry in listing.entries {
            guard let constraint = records.objects(at: entry.address).compactMap({ $0.object as? LayoutConstraint }).first else {
                unread.append(entry.address)
                continue
            }
            made[entry.address] = constraint
            let isAutoresizing = if case .autoresizing = constraint.kind { true } else { false }
            if constraint.identifier != entry.identifier || "\(constraint.relation)" != entry.relation
                || isAutoresizing != (entry.className == "NSAutoresizingMaskLayoutConstraint") {
                unread.append(entry.address)
            }
        }
        self.made = made
        self.unread = unread
        // The model's reports: the quoted lines between "(" and ")" after its header.
        var reported: [String] = []
        var inList = false
        for line in output {
            if line == "(" { inList = reported.isEmpty } else if line == ")" { inList = false } else if inList {
                reported.append(Self.unquoted(line))
            }
        }
        self.reported = reported
        reportedAll = output.filter { $0.hasPrefix("    \"<") }.map(Self.unquoted)
        let comparisons = output.filter { $0.hasPrefix("report ") }
        if !comparisons.contains(where: { $0.contains("UIKit broke ") }) {
            verdict = .notInLog
        } else {
            verdict = comparisons.allSatisfy { !$0.contains("UIKit broke ") || $0.hasSuffix(", the same one") } ? .same : .differs
        }
        modelBroken = listing.entries.compactMap { entry in
            made[entry.address].flatMap { harness.scene.isBroken($0) ? entry.address : nil }
        }
    }

    static func unquoted(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\","))
    }

    /// Whether the model's first report lists exactly the log's constraints.
    var listsTheSame: Bool {
        let expected = Set(listing.entries.compactMap { made[$0.address]?.debugDescription })
        return !reported.isEmpty && Set(reported) == expected && reported.count == expected.count
    }

    /// The number before the file name's first '-'.
    var number: Int { Int(file.prefix { $0 != "-" }) ?? 0 }

    /// The logs that list conflicting constraints: 01-32 and 100-163 (64-66 list constraints
    /// that hold, and 54-63 hold views).
    static let conflictLogs = Corpus.files.filter { file in
        let number = Int(file.prefix { $0 != "-" }) ?? 0
        return (number < 54 || number >= 100) && !LogListing(Corpus.text(file)).entries.isEmpty
    }
}
