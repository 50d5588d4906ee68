import Layout
import Solver
import SyntaxTestSupport
import Testing
import ScriptSyntax

@Suite("ScriptLine: a line into commands at ';'")
struct ScriptLineTests {
    @Test func oneCommandPerLineByDefault() throws {
        let commands = try ScriptLine.commands(in: "print header.frame")
        #expect(commands.count == 1)
        #expect(commands.first?.tokens.map(\.kind) == [.word("print"), .word("header.frame")])
        #expect(commands.first?.source == "print header.frame")
    }

    @Test func semicolonsSeparateCommands() throws {
        let commands = try ScriptLine.commands(in: "layout; print fox.frame ;dump tree")
        #expect(commands.map(\.source) == ["layout", "print fox.frame", "dump tree"])
        #expect(commands.map { $0.tokens.count } == [1, 2, 2])
    }

    @Test func aSemicolonInsideAStringDoesNotSplit() throws {
        let commands = try ScriptLine.commands(in: #"label text="a; b" ; echo 'c;d'"#)
        #expect(commands.map(\.source) == [#"label text="a; b""#, "echo 'c;d'"])
        #expect(commands.first?.tokens.last?.kind == .option(key: "text", value: "a; b"))
    }

    @Test func aSemicolonInsideACommentDoesNotSplit() throws {
        let commands = try ScriptLine.commands(in: "layout # then; dump")
        #expect(commands.map(\.source) == ["layout"])
    }

    @Test func emptyCommandsAreDropped() throws {
        #expect(try ScriptLine.commands(in: ";; layout ;").map(\.source) == ["layout"])
        #expect(try ScriptLine.commands(in: "").isEmpty)
        #expect(try ScriptLine.commands(in: "   # just a comment").isEmpty)
    }

    @Test func aCommandKnowsWhereItStartsAndEnds() throws {
        let commands = try ScriptLine.commands(in: "a 1;  bb 22  # c", line: 4)
        #expect(commands.map(\.location) == [Location(line: 4, column: 1), Location(line: 4, column: 7)])
        #expect(commands.map(\.end) == [Location(line: 4, column: 4), Location(line: 4, column: 12)])
    }

    @Test func aCommandAfterATranscriptPromptKeepsFileColumns() throws {
        let line = "  > vfl \"[a]\""
        let commands = try ScriptLine.commands(in: String(line.dropFirst(4)), line: 9, column: 5)
        #expect(commands.first?.location == Location(line: 9, column: 5))
        #expect(commands.first?.source == "vfl \"[a]\"")
        #expect(commands.first?.end == Location(line: 9, column: 14))
    }

    @Test func aTokenizerErrorCarriesTheScriptLine() {
        expectSyntaxError(#"expected '"' to end the string, found end of input"#, column: 9, line: 7) {
            try ScriptLine.commands(in: "layout; \"oops", line: 7)
        }
    }
}
