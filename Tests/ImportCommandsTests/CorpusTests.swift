import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing

/// Every log of the shared corpus imports, and its constraints are rebuilt as the log lists
/// them: the expectations come from the log's own text (``LogListing``), not from the import.
@Suite struct CorpusTests {
    /// What importing one log gives: the import's output, the constraint each listed address
    /// became, and what the model reported.
    struct Outcome {
        let file: String
        let listing: LogListing
        let output: [String]
        let made: [String: LayoutConstraint]
        /// The descriptions in the list of the model's first report.
        let reported: [String]
        /// The descriptions in the lists of all the model's reports.
        let reportedAll: [String]
        let modelBroken: [String]

        init(_ file: String) throws {
            self.file = file
            listing = LogListing(Corpus.text(file))
            let harness = try Harness()
            output = harness.run("import \(Corpus.folder.appendingPathComponent(file).path)")
            let records = ImportRecords.of(harness.session)
            var made: [String: LayoutConstraint] = [:]
            for entry in listing.entries {
                if let constraint = records.objects(at: entry.address).compactMap({ $0.object as? LayoutConstraint }).first {
                    made[entry.address] = constraint
                }
            }
            self.made = made
            // The model's reports: the quoted lines between "(" and ")" after its header.
            var reported: [String] = []
            var inList = false
            for line in output {
                if line == "(" { inList = reported.isEmpty } else if line == ")" { inList = false } else if inList {
                    reported.append(line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\",")))
                }
            }
            self.reported = reported
            reportedAll = output.filter { $0.hasPrefix("    \"<") }.map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\","))
            }
            modelBroken = listing.entries.compactMap { entry in
                made[entry.address].flatMap { harness.scene.isBroken($0) ? entry.address : nil }
            }
        }

        /// Whether the model's first report lists exactly the log's constraints.
        var listsTheSame: Bool {
            let expected = Set(listing.entries.compactMap { made[$0.address]?.debugDescription })
            return !reported.isEmpty && Set(reported) == expected && reported.count == expected.count
        }
    }

    static let conflictLogs = Corpus.files.filter { !LogListing(Corpus.text($0)).entries.isEmpty }
    static let otherLogs = Corpus.files.filter { LogListing(Corpus.text($0)).entries.isEmpty }

    @Test func theCorpusIsThere() {
        // 40 files (../shared/logs/README.md): 36 list constraints, 4 hold views only.
        #expect(Corpus.files.count == 40)
    }

    @Test(arguments: conflictLogs)
    func everyListedConstraintIsRebuiltAsPrinted(_ file: String) throws {
        let outcome = try Outcome(file)
        #expect(outcome.output.first?.hasPrefix("imported ") == true, "\(file): \(outcome.output.prefix(3))")
        #expect(!outcome.output.contains { $0.contains("error:") }, "\(file): \(outcome.output.filter { $0.contains("error:") })")
        for entry in outcome.listing.entries {
            // NSContentSizeLayoutConstraint is an intrinsic size, which the import takes as one.
            guard let constraint = outcome.made[entry.address] else {
                Issue.record("\(file): \(entry.address) (\(entry.text.prefix(60))) was not rebuilt")
                continue
            }
            #expect(constraint.identifier == entry.identifier, "\(file): \(entry.address)")
            #expect("\(constraint.relation)" == entry.relation, "\(file): \(entry.address) \(entry.text)")
            let isAutoresizing = if case .autoresizing = constraint.kind { true } else { false }
            #expect(isAutoresizing == (entry.className == "NSAutoresizingMaskLayoutConstraint"), "\(file): \(entry.address)")
        }
    }

    @Test(arguments: conflictLogs)
    func theModelsReportListsOnlyTheLogsConstraints(_ file: String) throws {
        let outcome = try Outcome(file)
        let listed = Set(outcome.listing.entries.compactMap { outcome.made[$0.address]?.debugDescription })
        // A log of constraints that all hold (a po listing) gives no report.
        for line in outcome.reportedAll {
            #expect(listed.contains(line), "\(file): the model lists \(line), which the log does not")
        }
    }

    @Test(arguments: otherLogs)
    func viewsOnlyLogsImportTheirViews(_ file: String) throws {
        let harness = try Harness()
        let output = harness.run("import \(Corpus.folder.appendingPathComponent(file).path)")
        #expect(output.first?.hasPrefix("imported ") == true, "\(file): \(output.prefix(3))")
        // Every view address printed in the log is a view of the scene.
        let text = Corpus.text(file).split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        let records = ImportRecords.of(harness.session)
        var addresses: Set<String> = []
        var search = text.startIndex
        while let range = text.range(of: "0x", range: search..<text.endIndex) {
            search = range.upperBound
            let address = "0x" + text[range.upperBound...].prefix { $0.isHexDigit }.lowercased()
            // `Class: 0x…` or `Class:0x…` (a view), not `<CALayer: 0x…>`, `{id: …}` or `$2 = 0x…`.
            var before = text[..<range.lowerBound]
            while before.last == " " { before = before.dropLast() }
            guard before.last == ":" else { continue }
            before = before.dropLast()
            let className = String(before.reversed().prefix { !"<*•|+ ,'(".contains($0) }.reversed())
            guard !className.isEmpty, !className.hasPrefix("CA"), !className.hasSuffix("Marker"), address.count > 2 else { continue }
            addresses.insert(address)
        }
        #expect(!addresses.isEmpty, "\(file)")
        for address in addresses.sorted() {
            #expect(records.objects(at: address).contains { $0.object is View }, "\(file): \(address) is no view")
        }
    }

    /// The closing figure: how often the model breaks the constraint the log says UIKit broke,
    /// and how often its report lists the log's constraints exactly. Printed as a table.
    @Test func corpusMeasurement() throws {
        var rows: [String] = []
        var withBroken = 0
        var sameBroken = 0
        var sameList = 0
        // The conflict logs are 01-53 (../shared/logs/README.md); 64-66 list constraints that hold.
        let conflictLogs = Self.conflictLogs.filter { (Int($0.prefix(2)) ?? 99) < 54 }
        for file in conflictLogs {
            let outcome = try Outcome(file)
            let logBroken = outcome.listing.broken
            let match: String
            if let logBroken {
                withBroken += 1
                let same = outcome.modelBroken == [logBroken]
                if same { sameBroken += 1 }
                match = same ? "same" : "differs"
            } else {
                match = "not in log"
            }
            if outcome.listsTheSame { sameList += 1 }
            let logPosition = logBroken.flatMap { broken in outcome.listing.entries.firstIndex { $0.address == broken } }.map { "\($0 + 1)" } ?? "-"
            let modelPositions = outcome.modelBroken.compactMap { broken in outcome.listing.entries.firstIndex { $0.address == broken } }
                .map { "\($0 + 1)" }.joined(separator: "+")
            rows.append("| \(file.prefix(2)) | \(outcome.listing.entries.count) | \(outcome.reported.count) | \(outcome.listsTheSame ? "yes" : "no") | "
                        + "\(logPosition) | \(modelPositions.isEmpty ? "-" : modelPositions) | \(match) |")
        }
        print("| log | listed | model lists | same list | UIKit broke (pos) | model broke (pos) | broken |")
        for row in rows { print(row) }
        print("broken constraint: the model's equals UIKit's in \(sameBroken) of \(withBroken) logs that name it")
        print("report: the model's first report lists exactly the log's constraints in \(sameList) of \(conflictLogs.count) conflict logs")
        // ../shared/logs/README.md names the broken constraint of 26 logs (01-26); the others are
        // lists without it (27-32) or listings of constraints that hold (64-66).
        #expect(withBroken == 26)
    }
}
