import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing

/// The corpus is there, and the logs of views only (recursive descriptions, traces) import
/// their views; the conflict logs are checked one by one in CorpusLogTests.swift.
@Suite struct CorpusTests {
    static let otherLogs = Corpus.files.filter { LogListing(Corpus.text($0)).entries.isEmpty }

    @Test func theCorpusIsThere() {
        // 108 files (Tests/Fixtures/ConsoleLogs/README.md): 96 conflict logs (29 added by issue
        // 35), and 54-66: five recursive descriptions (55 and 58 added), four traces (60 added)
        // and three listings of constraints.
        #expect(Corpus.files.count == 108)
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
            // Layers (`<_UILabelLayer: 0x…>`, `(layer)` lines) and Foundation objects are no views.
            guard !className.isEmpty, !className.hasPrefix("CA"), !className.hasPrefix("NS"), !className.hasSuffix("Layer"),
                !className.hasSuffix("Marker"), address.count > 2 else { continue }
            addresses.insert(address)
        }
        #expect(!addresses.isEmpty, "\(file)")
        for address in addresses.sorted() {
            #expect(records.objects(at: address).contains { $0.object is View }, "\(file): \(address) is no view")
        }
    }
}
