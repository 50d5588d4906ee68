import Layout
import Solver
@testable import ConstraintSyntax
import SyntaxTestSupport
import Testing
import ScriptSyntax

@Suite("SyntaxError: messages and their clang-style rendering")
struct SyntaxErrorTests {
    @Test func expectedFoundErrorsReadExpectedThenFound() {
        let error = SyntaxError(expected: "']' after view name", found: "'-'", at: Location(line: 2, column: 8))
        #expect(error.message == "expected ']' after view name, found '-'")
        #expect(error.expected == "']' after view name")
        #expect(error.found == "'-'")
        #expect(error.description == "2:8: error: expected ']' after view name, found '-'")
    }

    @Test func ownWordsErrorsKeepTheirMessage() {
        let error = SyntaxError(message: "unknown metric 'width'", found: "'width'", at: Location(line: 1, column: 3), length: 5)
        #expect(error.message == "unknown metric 'width'")
        #expect(error.expected == nil)
        #expect(error.length == 5)
    }

    @Test func renderingShowsTheLineAndACaretUnderTheColumn() throws {
        let line = "fox.width = 50"
        let error = try #require(syntaxError { try ConstraintExpression(parsing: line, line: 3) })
        #expect(error.rendered(file: "<stdin>", sourceLine: line) == """
            <stdin>:3:11: error: expected a relation (==, <=, >=), found '='
            fox.width = 50
                      ^
            """)
    }

    @Test func renderingUnderlinesTheRestOfTheToken() throws {
        let line = "fox.tpo == box.top"
        let error = try #require(syntaxError { try ConstraintExpression(parsing: line) })
        let rendered = error.rendered(file: "Scripts/header.lab", sourceLine: line)
        #expect(rendered.hasPrefix("Scripts/header.lab:1:5: error: unknown attribute 'tpo', expected one of: left, "))
        #expect(rendered.hasSuffix("\nfox.tpo == box.top\n    ^~~"))
    }

    @Test func renderingAtTheEndOfTheLineIsABareCaret() throws {
        let line = "a.top == b.top +"
        let error = try #require(syntaxError { try ConstraintExpression(parsing: line) })
        #expect(error.rendered(file: "<stdin>", sourceLine: line) == """
            <stdin>:1:17: error: expected a number after '+', found end of input
            a.top == b.top +
                            ^
            """)
    }

    @Test func renderingKeepsTabsSoTheCaretLinesUp() {
        let error = SyntaxError(expected: "x", found: "'y'", at: Location(line: 1, column: 3), length: 2)
        #expect(error.rendered(file: "f", sourceLine: "\t y") == "f:1:3: error: expected x, found 'y'\n\t y\n\t ^")
    }

    @Test func renderingAnUnterminatedStringUnderlinesItToTheEnd() throws {
        let line = #"vfl "V:|-[a]"#
        let error = try #require(syntaxError { try Tokenizer.tokenize(line) })
        #expect(error.rendered(file: "<stdin>", sourceLine: line).hasSuffix("\n    ^~~~~~~~"))
    }

    @Test func renderingCountsCharactersNotBytes() throws {
        let line = "\"é🦊\" !"
        let error = try #require(syntaxError { try Tokenizer.tokenize(line) })
        #expect(error.location.column == 6)
        #expect(error.rendered(file: "<stdin>", sourceLine: line).hasSuffix("\n     ^"))
    }
}
