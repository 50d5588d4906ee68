import Layout
import Solver
@testable import ConstraintSyntax
import SyntaxTestSupport
import Testing
import ScriptSyntax

@Suite("Tokenizer: one script line into tokens")
struct TokenizerTests {
    @Test func emptyAndBlankLinesHaveNoTokens() throws {
        #expect(try kinds("").isEmpty)
        #expect(try kinds("   \t ").isEmpty)
    }

    @Test func wordsAreNamesOfLettersDigitsAndUnderscores() throws {
        #expect(try kinds("fox _private label2 Émilie") == [
            .word("fox"), .word("_private"), .word("label2"), .word("Émilie"),
        ])
    }

    @Test func aDottedPathIsOneWord() throws {
        #expect(try kinds("fox.top header.frame cell.contentView.top") == [
            .word("fox.top"), .word("header.frame"), .word("cell.contentView.top"),
        ])
    }

    @Test func aDotWithoutANameAfterItIsAnError() {
        expectSyntaxError("expected a name after '.', found end of input", column: 5) {
            try Tokenizer.tokenize("fox.")
        }
        expectSyntaxError("expected a name after '.', found ' '", column: 5) {
            try Tokenizer.tokenize("fox. top")
        }
    }

    @Test func numbersAreDecimalInTheCLocale() throws {
        #expect(try kinds("15 0.5 .5 1e3 2.5E-2 007") == [
            .number(15), .number(0.5), .number(0.5), .number(1000), .number(0.025), .number(7),
        ])
    }

    @Test func aMinusBeforeANumberIsAnOperator() throws {
        #expect(try kinds("-8") == [.operator(.minus), .number(8)])
        #expect(try kinds("b.top-8") == [.word("b.top"), .operator(.minus), .number(8)])
    }

    @Test func aNumberRunningIntoLettersIsAnError() {
        expectSyntaxError("expected a number, found '15pt'", column: 7) {
            try Tokenizer.tokenize("width 15pt")
        }
        expectSyntaxError("expected a number, found '1.2.3'", column: 1) {
            try Tokenizer.tokenize("1.2.3")
        }
    }

    @Test func aNumberTooLargeForADoubleIsAnError() {
        expectSyntaxError("expected a finite number, found '1e999'", column: 1) {
            try Tokenizer.tokenize("1e999")
        }
    }

    @Test func everyOperatorIsAToken() throws {
        let line = Operator.allCases.map(\.rawValue).joined(separator: " ")
        #expect(try kinds(line) == Operator.allCases.map { .operator($0) })
    }

    @Test func operatorsNeedNoSpaces() throws {
        #expect(try kinds("a.width>=50@750") == [
            .word("a.width"), .operator(.greaterThanOrEqual), .number(50), .operator(.at), .number(750),
        ])
        #expect(try kinds("[a(==b)]|") == [
            .operator(.leftBracket), .word("a"), .operator(.leftParenthesis), .operator(.equal), .word("b"),
            .operator(.rightParenthesis), .operator(.rightBracket), .operator(.pipe),
        ])
    }

    @Test func theLongestOperatorWins() throws {
        #expect(try kinds("===") == [.operator(.equal), .operator(.assign)])
        #expect(try kinds("<==") == [.operator(.lessThanOrEqual), .operator(.assign)])
    }

    @Test func aLoneAngleBracketIsAComparisonTheConstraintParserRefuses() throws {
        #expect(try kinds("a < b > c != d") == [.word("a"), .operator(.lessThan), .word("b"), .operator(.greaterThan), .word("c"), .operator(.notEqual), .word("d")])
        expectSyntaxError("expected a relation (==, <=, >=), found '<'", column: 7) { try ConstraintExpression(parsing: "a.top < b.top") }
    }

    @Test func anUnusedCharacterIsAnError() {
        expectSyntaxError("unexpected character '!'", column: 3) { try Tokenizer.tokenize("a !b") }
        expectSyntaxError("unexpected character '$'", column: 1) { try Tokenizer.tokenize("$x") }
    }

    @Test func doubleQuotedStringsDecodeEscapes() throws {
        #expect(try kinds(#""say \"hi\"""#) == [.string(#"say "hi""#)])
        #expect(try kinds(#""a\\b""#) == [.string(#"a\b"#)])
        #expect(try kinds(#""one\ntwo\tthree""#) == [.string("one\ntwo\tthree")])
    }

    @Test func singleQuotedStringsDecodeEscapes() throws {
        #expect(try kinds(#"'it\'s' 'say "hi"'"#) == [.string("it's"), .string(#"say "hi""#)])
    }

    @Test func anEmptyStringIsAToken() throws {
        #expect(try kinds(#""" ''"#) == [.string(""), .string("")])
    }

    @Test func aStringTokenKeepsItsSpelling() throws {
        let token = try #require(try Tokenizer.tokenize(#"x "a\"b""#).last)
        #expect(token.text == #""a\"b""#)
        #expect(token.length == 6)
        #expect(token.quotedForMessage == #""a\"b""#)
    }

    @Test func anUnknownEscapeIsAnErrorAtTheBackslash() {
        expectSyntaxError(#"expected an escape sequence (\", \', \\, \n, \t), found '\q'"#, column: 4) {
            try Tokenizer.tokenize(#""ab\q""#)
        }
    }

    @Test func anUnterminatedStringIsAnErrorAtTheOpeningQuote() throws {
        let error = try #require(syntaxError { try Tokenizer.tokenize(#"print "abc"#) })
        #expect(error.message == #"expected '"' to end the string, found end of input"#)
        #expect(error.location == Location(line: 1, column: 7))
        #expect(error.length == 4)
        expectSyntaxError(#"expected "'" to end the string, found end of input"#, column: 1) {
            try Tokenizer.tokenize("'abc")
        }
        // A backslash at the very end escapes nothing and the string is still open.
        expectSyntaxError(#"expected '"' to end the string, found end of input"#, column: 1) {
            try Tokenizer.tokenize(#""abc\"#)
        }
    }

    @Test func aHashStartsACommentToTheEndOfTheLine() throws {
        #expect(try kinds("layout # lay out; then \"dump\"") == [.word("layout")])
        #expect(try kinds("# only a comment").isEmpty)
        #expect(try kinds("a#b") == [.word("a")])
    }

    @Test func aHashInsideAStringIsText() throws {
        #expect(try kinds(##"color "#ff0000" 'x#y'"##) == [.word("color"), .string("#ff0000"), .string("x#y")])
    }

    @Test func keyEqualsValueWrittenSolidIsAnOption() throws {
        #expect(try kinds(#"rowHeight=44 text="hello world" inset=-34 anchor=fox.top scale=.5"#) == [
            .option(key: "rowHeight", value: "44"), .option(key: "text", value: "hello world"),
            .option(key: "inset", value: "-34"), .option(key: "anchor", value: "fox.top"),
            .option(key: "scale", value: ".5"),
        ])
        #expect(try kinds("label.numberOfLines=0") == [.option(key: "label.numberOfLines", value: "0")])
    }

    @Test func anOptionTokenSpansKeyAndValue() throws {
        let token = try #require(try Tokenizer.tokenize(#"set text='a b'"#).last)
        #expect(token.text == "text='a b'")
        #expect(token.location == Location(line: 1, column: 5))
        #expect(token.length == 10)
    }

    @Test func spacedOrValuelessAssignmentsAreSeparateTokens() throws {
        #expect(try kinds("rowHeight = 44") == [.word("rowHeight"), .operator(.assign), .number(44)])
        #expect(try kinds("text=") == [.word("text"), .operator(.assign)])
        #expect(try kinds("frame=(0)") == [
            .word("frame"), .operator(.assign), .operator(.leftParenthesis), .number(0), .operator(.rightParenthesis),
        ])
        #expect(try kinds("a.width==50") == [.word("a.width"), .operator(.equal), .number(50)])
    }

    @Test func tokensKnowTheirColumns() throws {
        let tokens = try Tokenizer.tokenize("fox.top == box.top + 15 @750")
        #expect(tokens.map(\.location.column) == [1, 9, 12, 20, 22, 25, 26])
        #expect(tokens.map(\.length) == [7, 2, 7, 1, 2, 1, 3])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let tokens = try Tokenizer.tokenize("\"héllo 🦊\" fox")
        #expect(tokens.map(\.location.column) == [1, 11])
    }

    @Test func lineAndStartingColumnAreTheCallers() throws {
        let tokens = try Tokenizer.tokenize("layout now", line: 12, column: 5)
        #expect(tokens.map(\.location) == [Location(line: 12, column: 5), Location(line: 12, column: 12)])
        expectSyntaxError("unexpected character '!'", column: 7, line: 3) {
            try Tokenizer.tokenize("a !", line: 3, column: 5)
        }
    }

    @Test func touchingTokensCanBeToldFromSpacedOnes() throws {
        let tokens = try Tokenizer.tokenize("dump --json - x")
        try #require(tokens.count == 6)  // dump, -, -, json, -, x
        #expect(tokens[1].endColumn == tokens[2].location.column)
        #expect(tokens[2].endColumn == tokens[3].location.column)
        #expect(tokens[3].endColumn < tokens[4].location.column)
    }
}
