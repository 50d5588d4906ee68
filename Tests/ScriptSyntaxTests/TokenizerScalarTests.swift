import SyntaxTestSupport
import Testing
import ScriptSyntax

/// Strings are read by unicode scalars: a quote followed by a combining mark (which Swift
/// merges with it into one character) is still a quote. Columns count characters, as the
/// rest of the tokenizer does.
@Suite("Tokenizer: quotes and combining marks")
struct TokenizerScalarTests {
    /// `"` then U+0301 then `abc"`: one string holding the mark and abc.
    @Test func aCombiningMarkAfterTheOpeningQuoteIsTheStringsFirstCharacter() throws {
        let text = "print \"\u{301}abc\""
        let tokens = try Tokenizer.tokenize(text)
        #expect(tokens.map(\.kind) == [.word("print"), .string("\u{301}abc")])
        // The string starts at column 7 (after "print ").
        #expect(tokens.last?.location == Location(line: 1, column: 7))
        #expect(try kinds("'\u{301}x'") == [.string("\u{301}x")])
    }

    /// Columns after such a string still count characters: `"́ab" x`, the quote-and-mark
    /// is character 1, a 2, b 3, the closing quote 4, a space 5, so x is at column 6.
    @Test func columnsAfterTheStringCountCharacters() throws {
        let tokens = try Tokenizer.tokenize("\"\u{301}ab\" x")
        #expect(tokens.map(\.kind) == [.string("\u{301}ab"), .word("x")])
        #expect(tokens.last?.location == Location(line: 1, column: 6))
    }

    /// A mark written on the closing quote cannot start the next token: an error at it
    /// (`"ab"́`: the closing quote is character 4).
    @Test func aCombiningMarkOnTheClosingQuoteIsAnError() {
        expectSyntaxError("expected a space or the end of the line after the closing quote, found a combining mark written on it",
                          column: 4) {
            try Tokenizer.tokenize("\"ab\"\u{301}")
        }
    }

    /// Escapes and an unterminated string behave as before.
    @Test func escapesAndUnterminatedStringsAreUnchanged() throws {
        #expect(try kinds(#""a\"b\n""#) == [.string("a\"b\n")])
        expectSyntaxError(#"expected '"' to end the string, found end of input"#, column: 7) {
            try Tokenizer.tokenize("print \"\u{301}abc")
        }
        expectSyntaxError(#"expected an escape sequence (\", \', \\, \n, \t), found '\q'"#, column: 3) {
            try Tokenizer.tokenize(#""a\q""#)
        }
    }
}
