import Testing
@testable import Transcripts

@Suite("Transcript parsing")
struct TranscriptParserTests {
    /// The commands of `text` as (text, line, expected lines as written).
    private func commands(_ text: String) -> [Command] {
        Transcript(parsing: text).commands.map { Command(text: $0.text, line: $0.line, expected: $0.expected.map(\.text)) }
    }

    private struct Command: Equatable {
        let text: String
        let line: Int
        let expected: [String]
    }

    @Test func proseCommandsAndOutput() {
        let text = """
        The header keeps its height:

          > layout
          Unable to simultaneously satisfy constraints.
          > print header.frame
          header.frame = (0, 0, 320, 100)
        That is all.

        """
        let transcript = Transcript(parsing: text)
        #expect(transcript.items.count == 4)
        guard case .prose(let intro) = transcript.items.first, case .prose(let outro) = transcript.items.last else {
            Issue.record("expected prose around the commands")
            return
        }
        #expect(intro.lines == ["The header keeps its height:", ""])
        #expect(outro.lines == ["That is all."])
        #expect(commands(text) == [
            Command(text: "layout", line: 3, expected: ["Unable to simultaneously satisfy constraints."]),
            Command(text: "print header.frame", line: 5, expected: ["header.frame = (0, 0, 320, 100)"]),
        ])
        #expect(transcript.endsWithNewline)
    }

    @Test func commandTextIsEverythingAfterThePrompt() {
        #expect(commands("  >  two  spaces  \n").first?.text == " two  spaces  ")
        #expect(commands("  > \n").first?.text == "")
        // Without the space after `>` it is not a command: an indented line after no command.
        #expect(commands("  >x\n").isEmpty)
        // `  >` alone is the empty command `  > ` once an editor strips its space (it ends a
        // command reading the lines after it, as `paste` does).
        #expect(commands("  > paste\n  > a\n  >\n  out\n").map(\.text) == ["paste", "a", ""])
        #expect(commands("  > paste\n  > a\n  >\n  out\n").last?.expected == ["out"])
    }

    @Test func emptyOutputLineWrittenAsTwoSpaces() {
        #expect(commands("  > a\n  one\n  \n  two\n").first?.expected == ["one", "", "two"])
        // Two spaces at the end of a block are still an empty output line.
        #expect(commands("  > a\n  one\n  \nprose\n").first?.expected == ["one", ""])
    }

    @Test func emptyLinesInsideABlockAreOutput() {
        #expect(commands("  > a\n  one\n\n\n  two\n").first?.expected == ["one", "", "", "two"])
    }

    @Test func emptyLineBeforeProseEndsTheBlock() {
        let text = "  > a\n  one\n\nNow some prose.\n  indented prose\n"
        #expect(commands(text) == [Command(text: "a", line: 1, expected: ["one"])])
        let items = Transcript(parsing: text).items
        guard items.count == 2, case .prose(let prose) = items[1] else {
            Issue.record("expected a command then prose")
            return
        }
        #expect(prose.lines == ["", "Now some prose.", "  indented prose"])
    }

    @Test func emptyLinesBeforeTheNextCommandOrTheEndAreProse() {
        #expect(commands("  > a\n  one\n\n  > b\n") == [
            Command(text: "a", line: 1, expected: ["one"]),
            Command(text: "b", line: 4, expected: []),
        ])
        #expect(commands("  > a\n  one\n\n\n").first?.expected == ["one"])
    }

    @Test func consecutiveCommandsWithoutOutput() {
        #expect(commands("  > a\n  > b\n  > c\n") == [
            Command(text: "a", line: 1, expected: []),
            Command(text: "b", line: 2, expected: []),
            Command(text: "c", line: 3, expected: []),
        ])
    }

    @Test func commandAtEndOfFileWithoutNewline() {
        let text = "Prose\n  > last"
        #expect(commands(text) == [Command(text: "last", line: 2, expected: [])])
        #expect(!Transcript(parsing: text).endsWithNewline)
        #expect(Transcript(parsing: text).render() == text)
    }

    @Test func crlfLinesReadLikeLfLines() {
        let text = "Prose\r\n  > a\r\n  one\r\n\r\n  two\r\n"
        #expect(commands(text) == [Command(text: "a", line: 2, expected: ["one", "", "two"])])
        #expect(Transcript(parsing: text).lines == ["Prose", "  > a", "  one", "", "  two"])
        #expect(Transcript(parsing: text).render() == text)
    }

    @Test func doubledCarriageReturnsAreLineEndsToo() {
        let text = "  > a\r\r\n  one\r\r\n\r\r\n  two\r\r\n"
        #expect(commands(text) == [Command(text: "a", line: 1, expected: ["one", "", "two"])])
        #expect(Transcript(parsing: text).render() == text)
    }

    @Test func indentedLinesBeforeAnyCommandAreProse() {
        let transcript = Transcript(parsing: "  stray\n  > a\n")
        #expect(transcript.commands.map(\.line) == [2])
        guard case .prose(let prose) = transcript.items.first else {
            Issue.record("expected prose first")
            return
        }
        #expect(prose.lines == ["  stray"])
    }

    @Test(arguments: [
        "",
        "\n",
        "\n\n",
        "just prose",
        "just prose\n",
        "  > a",
        "  > a\n  ",
        "  > a\n  \n",
        "  > a\n  x\n\n\n  y\n\nprose\n\n",
        "  > a\n  x\n  \n  y\n  > b\n  > c\n  z",
        "Intro\r\n\r\n  > a\r\n  one\r\n\r\n  two\r\nEnd",
        "mixed\r\n  > a\n  x\r\n\n  y",
        "\r\r\n  > a\r\r\n\r  x\r",
        "  > a\n  x (re)\n  [ (re)\n  a*\\? (glob)\n",
        "  > combining\n  \u{301}x\n\u{301}\n",
    ])
    func renderReproducesTheInput(text: String) {
        #expect(Transcript(parsing: text).render() == text)
    }
}
