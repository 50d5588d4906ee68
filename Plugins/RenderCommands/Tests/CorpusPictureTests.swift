import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import PluginTesting
import TestSupport
import Testing

/// Every console log of the corpus, imported, draws: in the terminal and as SVG. Logs whose
/// conflicts leave a size below 0 after the break (log 18's -8, as UIKit lets it give way)
/// trapped the terminal picture, which built a range from a box's right edge back to its left.
@Suite("Pictures of every imported log")
struct CorpusPictureTests {
    static let folder = Harness.packageRoot.appendingPathComponent("Tests/Fixtures/ConsoleLogs")

    static var logs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".log") }.sorted()
    }

    @Test func everyImportedLogDrawsInTheTerminalAndAsWellFormedSVG() throws {
        let output = try TemporaryFolder.make("corpus-pictures")
        defer { try? FileManager.default.removeItem(atPath: output) }
        var drawn = 0
        for log in Self.logs {
            let harness = try Harness(directory: output)
            harness.run("import \(Self.folder.appendingPathComponent(log).path)")
            let terminal = harness.run("render columns=80")
            #expect(!terminal.contains { $0.contains("error:") }, "\(log): \(terminal.prefix(3))")
            // Every line of the grid is the grid's width: nothing drawn outside it.
            let edges: Set<Character> = ["┌", "├", "│", "└"]
            let grid = terminal.dropFirst().prefix { line in line.first.map(edges.contains) ?? false }
            let widths = Set(grid.map { line in line.count })
            #expect(widths.count <= 1, "\(log): lines of several widths: \(grid.filter { $0.count != grid.first?.count })")
            let svg = "\(drawn).svg"
            let written = harness.run("render svg \(svg)")
            #expect(written.first?.hasPrefix("drew ") == true, "\(log): \(written)")
            let data = try Data(contentsOf: URL(fileURLWithPath: output + "/" + svg))
            #expect(XMLParser(data: data).parse(), "\(log): the SVG is not well-formed XML")
            drawn += 1
        }
        // The corpus holds over a hundred logs; a change that stopped finding them fails here.
        #expect(drawn >= 100)
    }
}
