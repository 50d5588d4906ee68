import ArgumentParser
import Commands
import Foundation
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench import-swift`: what `import swift` costs on a file of N lines of layout
/// code: a container and, for every ten lines, a card and its label made, added, and tied by
/// six anchors (four in an `NSLayoutConstraint.activate`, two with `.isActive = true`). Each
/// repeat imports the file into a fresh session through the command (parse, read, and every
/// command it becomes, constraints solved as they come); the median is printed, with lines
/// per second.
struct SwiftImportBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-swift",
        abstract: "Time 'import swift' on a generated file of layout code (10,000 lines by default)."
    )

    @Option(help: "Lines of code (at most 200,000).")
    var lines: Int = 10_000

    @Option(help: "Repetitions (the median is printed).")
    var repeats: Int = 3

    func run() throws {
        guard (10...200_000).contains(lines), (1...100).contains(repeats) else {
            throw ValidationError("--lines takes 10 to 200,000; --repeats 1 to 100")
        }
        let text = Self.code(lines: lines)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-\(UUID().uuidString).swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var summary = ""
        var views = 0
        var constraints = 0
        // Processor time too: on a shared machine the wall clock counts the other processes' turns.
        var cpu: [Double] = []
        let ms = TransactionCommand.median(repeats) {
            let start = Clock.processorMs()
            defer { cpu.append(Clock.processorMs() - start) }
            guard let registry = try? ShellCommands.registry(with: StandardPlugins.all) else { return }
            let interpreter = Interpreter(registry: registry, session: Session(), file: "bench")
            summary = interpreter.run(line: "import swift \(path)", number: 1).flatMap { $0.rendered(file: "bench") }.first ?? ""
            views = interpreter.session.scene.views.count
            constraints = interpreter.session.scene.constraints.count
        }
        let written = text.split(separator: "\n", omittingEmptySubsequences: false).count
        Output.line(JSONValue.object([
            ("benchmark", .string("import-swift")), ("lines", .integer(written)), ("bytes", .integer(text.utf8.count)),
            ("views", .integer(views)), ("constraints", .integer(constraints)), ("importMs", .rounded(ms, decimals: 1)),
            ("importCpuMs", .rounded(cpu.sorted()[cpu.count / 2], decimals: 1)),
            ("linesPerSecond", .integer(Int((Double(written) / max(ms, 0.001) * 1000).rounded()))),
            ("summary", .string(summary)),
        ]).text)
    }

    /// The file: a line of setup, then blocks of ten lines, a card each.
    static func code(lines: Int) -> String {
        var text = "let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))\n"
        var previous = "container.topAnchor"
        for index in 0..<max(1, (lines - 1) / 10) {
            let card = "card\(index)"
            let title = "title\(index)"
            text += """
                let \(card) = UIView()
                \(card).translatesAutoresizingMaskIntoConstraints = false
                let \(title) = UILabel()
                \(title).translatesAutoresizingMaskIntoConstraints = false
                \(title).text = "Row \(index)"
                container.addSubview(\(card))
                \(card).addSubview(\(title))
                NSLayoutConstraint.activate([\(card).leadingAnchor.constraint(equalTo: container.leadingAnchor), \(card).trailingAnchor.constraint(equalTo: container.trailingAnchor), \(card).topAnchor.constraint(equalTo: \(previous), constant: 4), \(card).heightAnchor.constraint(equalToConstant: 44)])
                \(title).leadingAnchor.constraint(equalTo: \(card).layoutMarginsGuide.leadingAnchor).isActive = true
                \(title).centerYAnchor.constraint(equalTo: \(card).centerYAnchor).isActive = true

                """
            previous = "\(card).bottomAnchor"
        }
        return text
    }
}
