import ScriptSyntax
import Testing

/// What `print` shows of a text and what a loaded document's commands write reads back as the
/// same text: quoting is the tokenizer's escapes run the other way.
@Suite("Script literals")
struct ScriptLiteralTests {
    @Test(arguments: ["plain", "Say \"hi\"", #"back\slash"#, "two\nlines", "a\ttab", "it's", "", "é and 欢迎", "ends with \\"])
    func aQuotedTextReadsBackAsItself(text: String) throws {
        let tokens = try Tokenizer.tokenize(ScriptLiteral.quoted(text))
        #expect(tokens.count == 1)
        guard case .string(let read) = tokens.first?.kind else {
            Issue.record("expected one string token, found \(tokens)")
            return
        }
        #expect(read == text)
    }

    @Test func aCarriageReturnIsWrittenAsANewLineSoTheLineGoesOn() throws {
        #expect(ScriptLiteral.quoted("a\rb") == #""a\nb""#)
        #expect(ScriptLiteral.quoted("a\r\nb") == #""a\nb""#)
    }
}
