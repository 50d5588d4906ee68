import Foundation
import PluginTesting
import Testing
import Commands
import Shell

/// Every example in every command's help runs as shown.
///
/// An example is a line of a command's discussion that is indented two spaces and starts
/// with a command's name or alias (or is a constraint line, `a.width == b.width`), or what
/// follows `Example: ` on a line. Each runs in a fresh session after the scene its command's
/// examples presume, declared with it
/// (``Command/examplesPresume``), each example after the ones before it in the
/// same help, as a reader would type them; none may fail.
@Suite("Help examples")
struct HelpExampleTests {
    @Test func everyExampleInEveryHelpRuns() throws {
        let registry = try Harness.registry()
        var checked = 0
        for command in registry.commands {
            let examples = HelpExamples.examples(in: command, registry: registry)
            guard !examples.isEmpty else { continue }
            let folder = try HelpExamples.folder(for: command)
            let harness = try Harness(directory: folder)
            let setupOutput = harness.run(command.examplesPresume.scene)
            #expect(!setupOutput.contains { $0.contains("error: ") }, "setup of \(command.name): \(setupOutput)")
            for example in examples {
                let output = harness.run(example)
                #expect(!output.contains { $0.contains("error: ") }, "help \(command.name): '\(example)' printed \(output)")
                checked += 1
            }
        }
        // The helps hold dozens of examples; a change that stopped finding them fails here.
        #expect(checked >= 50)
    }
}
