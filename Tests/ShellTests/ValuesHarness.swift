import Commands
import DumpCommands
import Layout
import ScriptCommands
@testable import Shell
import TableCommands
import ViewCommands

/// An interpreter with every plugin the executable links, for the typed-value tests.
struct ValuesHarness {
    let interpreter: Interpreter

    init() throws {
        var registry = CommandRegistry()
        try registry.register(ViewCommands.self)
        try registry.register(TableCommands.self)
        try registry.register(ScriptCommands.self)
        try registry.register(DumpCommands.self)
        try registry.register(ShellCommands.self)
        interpreter = Interpreter(registry: registry, session: Session(), file: "test.lab")
    }

    var session: Session { interpreter.session }
    var registry: CommandRegistry { interpreter.registry }

    /// Runs lines, returning everything printed (errors rendered).
    @discardableResult
    func run(_ lines: String...) -> [String] {
        run(lines)
    }

    @discardableResult
    func run(_ lines: [String]) -> [String] {
        var output: [String] = []
        for (index, line) in lines.enumerated() {
            output += interpreter.run(line: line, number: index + 1).flatMap { $0.rendered(file: "test.lab") }
        }
        return output
    }

    /// The first line of an error's message, for lines that must fail.
    func error(_ line: String) -> String? {
        run(line).first { $0.contains("error: ") }.map { String($0.split(separator: "error: ", maxSplits: 1).last ?? "") }
    }

    /// The header of the seed: 320 wide, translation off, a box and a wrapping label.
    static let header = [
        "view header frame (0, 0, 320, 100)",
        "set header.translatesAutoresizingMaskIntoConstraints = false",
        "view box in header",
        "label label in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
        "vfl \"H:|-12-[box]-12-|\" in header",
        "vfl \"V:|-60-[box]-15-|\" in header",
        "vfl \"H:|-15-[label]-15-|\" in box",
        "vfl \"V:|-15-[label]-15-|\" in box",
        "header.width == 320",
        "header.top == window.top",
        "header.leading == window.leading",
    ]
}
