public import Commands
public import Foundation
public import Layout
public import Shell
public import Transcripts
import StandardPlugins

/// An interpreter over a registry of plugins, and helpers to run lines: the harness the plugins'
/// test targets and the shell's tests share. By default it holds every standard plugin
/// (`StandardPlugins.all`); a test may choose a subset of them by name.
public struct Harness {
    public let interpreter: Interpreter

    public init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    /// An interpreter over `registry` and `session`, reading relative paths from `directory`;
    /// its errors name `file`.
    public init(registry: CommandRegistry, session: Session = Session(), file: String = Self.file, directory: String? = nil) {
        interpreter = Interpreter(registry: registry, session: session, file: file, directory: directory)
    }

    /// An interpreter over the standard plugins named in `plugins` (all of them if nil),
    /// reading relative paths from `directory`; its errors name `file`.
    /// Commands that run sessions of their own (`vary jobs=N`) make the same registry on
    /// each thread.
    public init(plugins: [String]? = nil, session: Session = Session(), file: String = Self.file, directory: String? = nil) throws {
        self.init(registry: try Self.registry(plugins: plugins), session: session, file: file, directory: directory)
        interpreter.registryMaker = { try? Self.registry(plugins: plugins) }
    }

    /// A registry of the standard plugins named in `plugins`, in the order `StandardPlugins.all`
    /// lists them; every standard plugin if nil. The shell's own commands always come along.
    public static func registry(plugins: [String]? = nil) throws -> CommandRegistry {
        guard let plugins else { return try ShellCommands.registry(with: StandardPlugins.all) }
        let unknown = Set(plugins).subtracting(StandardPlugins.all.map { $0.name })
        precondition(unknown.isEmpty, "no standard plugins named \(unknown.sorted())")
        return try ShellCommands.registry(with: StandardPlugins.all.filter { plugins.contains($0.name) })
    }

    /// A registry of every standard plugin but those named in `excluded`, for a test that
    /// registers its own instance of a plugin (a lesson library of its own folder).
    public static func registry(excluding excluded: Set<String>) throws -> CommandRegistry {
        try ShellCommands.registry(with: StandardPlugins.all.filter { !excluded.contains($0.name) })
    }

    /// Replays a transcript in a fresh session on `screen`, as `layoutlab test` does, and
    /// compares its output with the file; `path` names it in the diff.
    public static func replay(_ text: String, file: String, path: String, registry: CommandRegistry, screen: Screen) -> TranscriptResult {
        TranscriptReplay.run(text, file: file, path: path, registry: registry, screen: screen)
    }

    /// The harness with the app's status bar hidden (`screen statusbar=hidden`), for tests
    /// whose subject is not the safe area: on the default screen (an iPhone SE on the latest
    /// release) a view or a table at the top of the window is otherwise inset by the status
    /// bar's 20 pt, which those tests' figures leave out.
    @discardableResult
    public func hidingTheStatusBar() -> Harness {
        run("screen statusbar=hidden")
        return self
    }

    /// The file name errors are rendered with.
    public static let file = "test.lab"

    /// The package's root folder, where `Scripts/` and `Tests/Fixtures/` are.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public var session: Session { interpreter.session }
    public var registry: CommandRegistry { interpreter.registry }
    public var scene: Scene { interpreter.session.scene }

    /// Runs lines, returning everything printed (errors rendered).
    @discardableResult
    public func run(_ lines: String...) -> [String] {
        run(lines)
    }

    @discardableResult
    public func run(_ lines: [String]) -> [String] {
        var output: [String] = []
        for (index, line) in lines.enumerated() {
            output += interpreter.run(line: line, number: index + 1).flatMap { $0.rendered(file: Self.file) }
        }
        return output
    }

    /// What Tab offers after `before`, as the shell's completer answers.
    public func complete(_ before: String) -> [String] {
        Completer.complete(before, registry: interpreter.registry, session: interpreter.session).candidates
    }

    /// The first line of an error's message, for lines that must fail.
    public func error(_ line: String) -> String? {
        run(line).first { $0.contains("error: ") }.map { String($0.split(separator: "error: ", maxSplits: 1).last ?? "") }
    }

    /// The model as the inspection commands print it.
    public var fingerprint: [String] {
        run("tree", "constraints", "conflicts", "screen")
    }

    /// A header with a spacer, a box and a wrapping label, laid out by its constraints.
    public static let header = [
        "view header frame (0, 0, 320, 100)",
        "view temp in header",
        "view box in header",
        "label label in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
        "vfl \"H:|-12-[temp]-12-|\" in header",
        "vfl \"H:|-12-[box]-12-|\" in header",
        "vfl \"V:|-5-[temp(50)]-5-[box]-15-|\" in header",
        "vfl \"H:|-15-[label]-15-|\" in box",
        "label.top == box.top + 15",
        "bottom: label.bottom == box.bottom - 15",
    ]

    public func buildHeader() {
        for line in Self.header { run(line) }
    }

    /// Every standard plugin, with ``header`` built: the dump and picture tests' scene.
    public static func withTheHeader() throws -> Harness {
        let harness = try Harness()
        harness.buildHeader()
        return harness
    }

    /// The header of the seed: 320 wide, translation off, a box and a wrapping label.
    public static let seedHeader = [
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

extension Harness {
    /// Views and the dumps: the interpreter's tests.
    public static func viewsAndDumps() throws -> Harness {
        try Harness(plugins: ["ViewCommands", "DumpCommands", "WhyCommands", "RenderCommands"])
    }

    /// Views, tables and the dumps: the model's tests.
    public static func viewsTablesAndDumps() throws -> Harness {
        try Harness(plugins: ["ViewCommands", "TableCommands", "DumpCommands", "WhyCommands", "RenderCommands"])
    }

    /// Views, tables, `let` and `expect`, and the dumps: the typed values' tests.
    public static func values() throws -> Harness {
        try Harness(plugins: ["ViewCommands", "TableCommands", "ScriptCommands", "DumpCommands", "WhyCommands", "RenderCommands"])
    }
}
