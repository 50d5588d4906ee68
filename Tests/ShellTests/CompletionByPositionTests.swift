import Foundation
import PluginTesting
import StandardPlugins
import Testing
import Commands
import Layout
@testable import Shell
import ScriptSyntax

/// A stand-in for the property registry: the values of `contentInsetAdjustmentBehavior`.
private struct StubValues: ValueCompleter {
    func valueCompletions(forPath path: String, in session: Session) -> [String] {
        path.hasSuffix(".contentInsetAdjustmentBehavior") ? ["always", "automatic", "never", "scrollableAxes"] : []
    }
}

/// An interpreter with every plugin, and a table `t` with prototype `Cell`.
private struct Fixture {
    let interpreter: Interpreter

    init(valueCompleter: (any ValueCompleter)? = nil) throws {
        var registry = try Harness.registry(plugins: ["ViewCommands", "TableCommands"])
        registry.valueCompleter = valueCompleter
        interpreter = Interpreter(registry: registry, session: Session(), file: "test.lab")
        for line in ["view fox", "table t frame (0, 0, 320, 568)", "prototype Cell in t", "label title in Cell", "fox.width == 10"] {
            _ = interpreter.run(line: line, number: 1)
        }
    }

    func complete(_ before: String) -> [String] {
        Completer.complete(before, registry: interpreter.registry, session: interpreter.session).candidates
    }
}

@Suite("Completion by position")
struct CompletionByPositionTests {
    @Test func prototypesAfterTheRowCount() throws {
        #expect(try Fixture().complete("rows add t 3 ") == ["Cell"])
    }

    @Test func thePrototypesLabelsThenTheirText() throws {
        let fixture = try Fixture()
        #expect(fixture.complete("rows add t 3 Cell ") == ["at=", "section=", "title"])
        #expect(fixture.complete("rows add t 3 Cell title ").isEmpty)
        #expect(fixture.complete("rows add t 3 Cell title \"A\" ") == ["at=", "section=", "title"])
        #expect(fixture.complete("rows text t 0 ") == ["title"])
    }

    @Test func subcommandsThenTheTablesOnly() throws {
        let fixture = try Fixture()
        #expect(fixture.complete("rows ") == ["add", "at", "editable", "estimate", "height", "hide", "list", "move", "remove", "show", "text"])
        #expect(fixture.complete("rows add ") == ["t"])
        #expect(fixture.complete("updates ") == ["t"])
    }

    @Test func enumOptionValuesAfterTheKey() throws {
        let fixture = try Fixture()
        #expect(fixture.complete("table list style=") == ["grouped", "plain"])
        #expect(fixture.complete("table list style=g") == ["grouped"])
        #expect(fixture.complete("fit fox h=") == ["fittingSizeLevel", "high", "low", "required"])
    }

    @Test func optionKeysWhereTheCommandTakesThem() throws {
        let fixture = try Fixture()
        #expect(fixture.complete("label x l") == ["lines="])
        #expect(fixture.complete("rows add t 3 Cell a") == ["at="])
        #expect(fixture.complete("rows move t 0 1 a").isEmpty)
    }

    @Test func propertyValuesComeFromTheRegistryHook() throws {
        let fixture = try Fixture(valueCompleter: StubValues())
        #expect(fixture.complete("set t.contentInsetAdjustmentBehavior = ") == ["always", "automatic", "never", "scrollableAxes"])
        #expect(fixture.complete("set t.contentInsetAdjustmentBehavior = n") == ["never"])
        #expect(fixture.complete("set t.contentInsetAdjustmentBehavior=a") == ["always", "automatic"])
        // Without a stub, the registered property's type answers: its cases.
        #expect(try Fixture().complete("set t.contentInsetAdjustmentBehavior = ") == ["always", "automatic", "never", "scrollableAxes"])
        #expect(try Fixture().complete("set t.bounces = ") == ["false", "true"])
    }

    @Test func trueAndFalseForBoolArguments() throws {
        let fixture = try Fixture()
        let probe = SignatureProbe(Signature(.argument(Parameter("B", .bool))), after: [], session: fixture.interpreter.session)
        let values = probe.proposals.flatMap { proposal -> [String] in
            guard case .value(let kind) = proposal else { return [] }
            return Completer.values(kind, word: "", probe: probe, session: fixture.interpreter.session, registry: fixture.interpreter.registry)
        }
        #expect(values == ["false", "true"])
    }

    @Test func aViewNameWithoutADotOffersOnlyWhatTheCommandTakes() throws {
        let fixture = try Fixture()
        #expect(fixture.complete("layout f") == ["fox"])
        #expect(fixture.complete("layout fox.").isEmpty)
        #expect(fixture.complete("layout fox ").isEmpty)
        #expect(fixture.complete("activate ") == ["c1"])
        #expect(fixture.complete("view a ") == ["frame", "in"])
        #expect(fixture.complete("view a in ") == ["Cell", "fox", "t", "title", "window"])
        #expect(fixture.complete("move fox ") == ["at", "to"])
    }

    @Test func equationsCompletePaths() throws {
        let fixture = try Fixture()
        #expect(fixture.complete("constrain fox.wi") == ["fox.width"])
        #expect(fixture.complete("constrain fox.width == t.hei") == ["t.height", "t.heightCache"])
    }

    @Test func helpCompletesCommandNames() throws {
        let fixture = try Fixture()
        // Commands (progress, prototype) and help's own topics (properties), sorted together.
        #expect(fixture.complete("help pro") == ["progress", "properties", "prototype"])
    }

    @Test func fileNamesFromTheTypedFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        for name in ["b.lab", "a.lab", ".hidden.lab"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try Fixture()
        let prefix = folder.path + "/"
        #expect(fixture.complete("source \(prefix)") == [prefix + "a.lab", prefix + "b.lab", prefix + "scripts/"])
        #expect(fixture.complete("save \(prefix)s") == [prefix + "scripts/"])
        #expect(fixture.complete("record \(prefix).") == [prefix + ".hidden.lab"])
        #expect(fixture.complete("record \(prefix)a") == [prefix + "a.lab"])
    }

    /// Three 44 pt rows on screen get cells 1 to 3 in row order, so cell 3 shows [0, 2];
    /// its views are named under it (`t.cell3.title`, the prototype's label copied).
    private static func fixtureWithCells() throws -> Fixture {
        let fixture = try Fixture()
        for line in ["set t.rowHeight = 44", "rows add t 3 Cell"] { _ = fixture.interpreter.run(line: line, number: 1) }
        return fixture
    }

    @Test func aCellsViewsAndPropertiesByName() throws {
        let fixture = try Self.fixtureWithCells()
        #expect(fixture.complete("print t.cell3.ti") == ["t.cell3.title", "t.cell3.title."])
        #expect(fixture.complete("print t.cell3.title.fr") == ["t.cell3.title.frame", "t.cell3.title.frameInWindow"])
        #expect(fixture.complete("print t.cell3.").contains("t.cell3.frame"))
    }

    /// After an index path the cell's views and properties, written as typed; the same list
    /// `t.cell3.` gives.
    @Test func anIndexPathOffersWhatItsCellDoes() throws {
        let fixture = try Self.fixtureWithCells()
        let byName = fixture.complete("print t.cell3.").map { "t[0, 2]." + $0.dropFirst("t.cell3.".count) }
        #expect(!byName.isEmpty)
        #expect(fixture.complete("print t[0, 2].") == byName)
        #expect(fixture.complete("print t[0, 2].ti") == ["t[0, 2].title", "t[0, 2].title."])
        #expect(fixture.complete("print t[0,2].title.frame.wi") == ["t[0,2].title.frame.width"])
        #expect(fixture.complete("print t[2].title.frame.wi") == ["t[2].title.frame.width"])
        #expect(fixture.complete("print fox.width t[0, 2].title.fr") == ["t[0, 2].title.frame", "t[0, 2].title.frameInWindow"])
        #expect(fixture.complete("set t[0, 2].clipsToBounds = ") == ["false", "true"])
    }

    /// Inside the brackets no name belongs, so nothing is offered (before, `t[0, ` + Tab
    /// offered every view's name after the space); nor after a row with no cell.
    @Test func nothingInsideAnIndexPath() throws {
        let fixture = try Self.fixtureWithCells()
        #expect(fixture.complete("print t[").isEmpty)
        #expect(fixture.complete("print t[0, ").isEmpty)
        #expect(fixture.complete("print t[0, 2]").isEmpty)
        #expect(fixture.complete("print t[0, 9].").isEmpty)
        #expect(fixture.complete("print fox[0, 1].").isEmpty)
    }

}

/// The syntax error `body` throws, if any.
private func syntaxError<Value>(_ body: () throws -> Value) -> SyntaxError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? SyntaxError
    }
}

@Suite("Help from signatures")
struct SignatureHelpTests {
    @Test func usageSummaryArgumentsAndDiscussion() throws {
        let fixture = try Fixture()
        let lines = fixture.interpreter.run(line: "help fit", number: 1).flatMap { $0.rendered(file: "t") }
        #expect(lines.first == "usage: fit VIEW [compressed | expanded | (W, H)] [h=PRIORITY] [v=PRIORITY]")
        #expect(lines.contains("  (W, H)      size: a target size"))
        #expect(lines.contains("  h=PRIORITY  text: the horizontal fitting priority"))
        #expect(lines.suffix(3) == ["Examples:", "  fit cell (320, 0) h=required", "  let s = fit cell (320, 0) h=required"])
    }

    @Test func subcommandsGetAUsageLineEach() throws {
        let fixture = try Fixture()
        let lines = fixture.interpreter.run(line: "help rows", number: 1).flatMap { $0.rendered(file: "t") }
        #expect(lines.first == "usage: rows add TABLE COUNT PROTOTYPE [LABEL \"TEXT\"]... [at=ROW] [section=S]")
        #expect(lines.contains("       rows move TABLE FROM TO [section=S]"))
        #expect(lines.contains("       rows height TABLE ROW none | POINTS [section=S]"))
    }

    /// Every command of every standard plugin is its declaration: `help` prints the usage the
    /// signature generates, and each argument the signature names is described.
    @Test func everyCommandIsDeclaredBySignature() throws {
        let registry = try ShellCommands.registry(with: StandardPlugins.all)
        let interpreter = Interpreter(registry: registry, session: Session(), file: "t")
        for command in registry.commands {
            #expect(command.usageLines == Usage.lines(command.name, command.signature), "\(command.name)")
            let lines = interpreter.run(line: "help \(command.name)", number: 1).flatMap { $0.rendered(file: "t") }
            #expect(lines.first?.hasPrefix("usage: \(command.name)") == true, "help \(command.name)")
        }
    }

    @Test func unknownCommandsSuggestTheClosestName() throws {
        let fixture = try Fixture()
        let token = Token(kind: .word("lable"), text: "lable", location: ScriptSyntax.SourceLocation(line: 1, column: 6))
        #expect(Help.unknownCommand(token, registry: fixture.interpreter.registry).message == "unknown command 'lable'; did you mean 'label'?")
        let command = try #require(try ScriptLine.commands(in: "help lable").first)
        let arguments = try Self.parse(try #require(Invocation(command)))
        let error = try #require(syntaxError { try Help.lines(for: arguments, registry: fixture.interpreter.registry, session: fixture.interpreter.session) })
        #expect(error.message == "unknown command 'lable'; did you mean 'label'?")
        #expect(error.location.column == 6)
    }

    /// A shell command's invocation read by its own declaration, as it runs.
    static func parse(_ invocation: Invocation) throws -> ParsedArguments {
        let command = try #require(ShellCommands.all.first { $0.name == invocation.name || $0.aliases.contains(invocation.name) })
        return try invocation.parse(command.signature)
    }

    @Test func shellCommandsParseByTheirSignatures() throws {
        func invocation(_ line: String) throws -> Invocation {
            let command = try #require(try ScriptLine.commands(in: line).first)
            return try #require(Invocation(command))
        }
        #expect(try Self.parse(invocation("save /tmp/x.lab")).file("FILE") == "/tmp/x.lab")
        #expect(try Self.parse(invocation("source my-session.lab")).file("FILE") == "my-session.lab")
        #expect(try Self.parse(invocation("record stop")).branch("WHAT") == "stop")
        #expect(try Self.parse(invocation("record out/a.lab")).file("FILE") == "out/a.lab")
        #expect(try Self.parse(invocation("help rows")).value("COMMAND")?.text == "rows")
        #expect(try Self.parse(invocation("help properties")).branch("TOPIC") == "properties")
        #expect(throws: SyntaxError.self) { try Self.parse(invocation("undo now")) }
    }
}

