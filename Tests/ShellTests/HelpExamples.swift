import Foundation
import PluginTesting
import Commands
import TestSupport

/// The examples of the commands' helps, and a folder holding the files they read.
enum HelpExamples {
    /// The examples of one command's help, in order. Lines that show a usage pattern
    /// (`render [VIEW] ...`) are not examples; a command an earlier example defined (`def`)
    /// starts one.
    static func examples(in command: Command, registry: CommandRegistry) -> [String] {
        var result: [String] = []
        var defined: Set<String> = []
        for line in command.discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let range = line.range(of: "Example: ") {
                result.append(String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces))
                continue
            }
            guard line.hasPrefix("  "), !line.hasPrefix("   "), line.range(of: #"\[[A-Z-]"#, options: .regularExpression) == nil else { continue }
            let text = line.trimmingCharacters(in: .whitespaces)
            let words = text.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            let isCommand = registry.command(named: first) != nil || defined.contains(first)
            let isConstraint = first.contains(".") && words.dropFirst().first.map { ["==", "<=", ">="].contains($0) } == true
            guard isCommand || isConstraint else { continue }
            if first == "def", words.count > 1 { defined.insert(words[1]) }
            result.append(text)
        }
        return result
    }

    /// A folder for the command's examples to read files from, holding the files its
    /// declaration says they read (``ExampleSetup/files``), copied from the repository.
    static func folder(for command: Command) throws -> String {
        let folder = try TemporaryFolder.make("help-\(command.name)")
        for file in command.examplesPresume.files {
            let source = Harness.packageRoot.appendingPathComponent(file.repositoryPath).path
            let destination = URL(fileURLWithPath: folder + "/" + file.name)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: destination.path)
        }
        return folder
    }
}
