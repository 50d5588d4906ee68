import Commands
import Foundation
import Testing
@testable import Transcripts
import ScriptSyntax

/// Runs the TextMate grammar for .lab files over every transcript of the repository and checks
/// what it classifies against the project's own readers: each line against the transcript
/// parser (prose, command, expected output, a ` (re)` or ` (glob)` pattern), and within each
/// command each token against the script tokenizer (command names, names, options, numbers,
/// strings, operators, comments).
@Suite("The .lab editor grammar")
struct GrammarTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func grammar() throws -> TextMateGrammar {
        try TextMateGrammar(json: Data(contentsOf: Self.root.appendingPathComponent("Sources/Transcripts/Resources/layoutlab.tmLanguage.json")))
    }

    private func transcripts() -> [String] {
        let scripts = Self.root.appendingPathComponent("Scripts").path
        return (FileManager.default.enumerator(atPath: scripts)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".lab") }.sorted().map { scripts + "/" + $0 }
    }

    /// What the parser says each line of `text` is: "prose", "command", or the expected line's kind.
    private func lineKinds(_ text: String) -> [String] {
        var kinds: [String] = []
        for item in Transcript(parsing: text).items {
            switch item {
            case .prose(let prose): kinds += Array(repeating: "prose", count: prose.lines.count)
            case .command(let command):
                kinds.append("command")
                for (index, expected) in command.expected.enumerated() {
                    // An empty expected line written as an empty line has no characters to colour.
                    kinds.append(expected.text.isEmpty && command.isWrittenEmpty(index) ? "empty" : "\(expected.kind)")
                }
            }
        }
        return kinds
    }

    @Test func everyLineIsClassifiedAsTheParserReadsIt() throws {
        let grammar = try grammar()
        var lines = 0, mismatches: [String] = []
        for path in transcripts() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let fileLines = TextLines.split(text).lines.map(TextLines.content(of:))
            let kinds = lineKinds(text)
            try #require(kinds.count == fileLines.count)
            let scopes = grammar.scopes(of: fileLines)
            for (number, (text, kind)) in zip(fileLines, kinds).enumerated() where !text.isEmpty && kind != "empty" {
                lines += 1
                let line = scopes[number]
                let last = line[line.count - 1]
                // The first character after the two-space indent (an output line of two spaces
                // alone is an empty expected line: its indent is output).
                let content = line.count > 2 ? line[2] : last
                let ok: Bool = switch kind {
                case "prose": !last.contains { $0.hasPrefix("meta.output") || $0.hasPrefix("meta.transcript-command") }
                case "command": content.contains("keyword.operator.prompt.layoutlab") && !last.contains { $0.hasPrefix("meta.output") }
                case "regex": last.contains("keyword.other.matcher.regex.layoutlab") && content.contains("string.regexp.layoutlab")
                case "glob": last.contains("keyword.other.matcher.glob.layoutlab") && content.contains("string.other.glob.layoutlab")
                default: line.count > 2 ? content.contains("markup.raw.output.layoutlab") : content.contains("meta.output.layoutlab")
                }
                if !ok { mismatches.append("\(path):\(number + 1): \(kind) but \(last)") }
            }
        }
        #expect(lines > 1000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
    }

    /// The scope a token's first character must have, by what the tokenizer made of it.
    private func expectedScope(_ token: Token, first: Bool) -> String {
        switch token.kind {
        case .string: token.text.hasPrefix("'") ? "string.quoted.single.layoutlab" : "string.quoted.double.layoutlab"
        case .number: "constant.numeric.layoutlab"
        case .option: "entity.other.attribute-name.option.layoutlab"
        case .word(let word) where word.contains("."): "variable.other.object.layoutlab"
        case .word: first ? "keyword.other.command.layoutlab" : "variable.other.name.layoutlab"
        case .operator(let op): [.semicolon, .colon, .comma, .leftParenthesis, .rightParenthesis, .leftBracket, .rightBracket,
                                 .leftBrace, .rightBrace].contains(op) ? "punctuation" : "keyword.operator.layoutlab"
        case .filePath: "file"
        }
    }

    @Test func everyTokenOfEveryCommandIsClassifiedAsTheTokenizerReadsIt() throws {
        let grammar = try grammar()
        var tokens = 0, mismatches: [String] = []
        for path in transcripts() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let fileLines = TextLines.split(text).lines.map(TextLines.content(of:))
            let scopes = grammar.scopes(of: fileLines)
            for command in Transcript(parsing: text).commands {
                let line = command.line - 1
                // Commands that read their line raw (vfl's format strings) may not tokenize.
                guard let found = try? Tokenizer.tokenize(command.text, line: command.line, column: 5) else { continue }
                var first = true
                for token in found {
                    // Columns count characters; the line is ASCII where commands are written.
                    let column = token.location.column - 1
                    guard column < scopes[line].count else { continue }
                    let have = scopes[line][column]
                    let want = expectedScope(token, first: first)
                    first = token.kind == .operator(.semicolon)
                    if want == "file" { continue }
                    tokens += 1
                    if !have.contains(where: { $0.hasPrefix(want) }) {
                        mismatches.append("\(path):\(command.line):\(column + 1): \(token.text) is \(want) but \(have)")
                    }
                }
                // A `#` after the last token starts a comment.
                let end = found.last.map { $0.location.column - 1 + $0.length } ?? 4
                if let hash = fileLines[line].utf16.dropFirst(end).firstIndex(of: UInt16(UInt8(ascii: "#"))) {
                    let offset = fileLines[line].utf16.distance(from: fileLines[line].utf16.startIndex, to: hash)
                    if !scopes[line][offset].contains("comment.line.number-sign.layoutlab") {
                        mismatches.append("\(path):\(command.line): the comment is \(scopes[line][offset])")
                    }
                }
            }
        }
        #expect(tokens > 3000)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(15).joined(separator: "\n"))")
    }

    @Test func aSmallTranscriptIsClassifiedPieceByPiece() throws {
        let lines = ["# Title", "Prose with `code`.", "", "  > label l \"a # b\" lines=2 # note", "  l.frame = (0, 0, 1, 2)",
                     "  width: \\d+ (re)", "", "  a*b (glob)", "After."]
        let scopes = try grammar().scopes(of: lines)
        func at(_ line: Int, _ column: Int) -> [String] { scopes[line][column] }
        #expect(at(0, 0).contains("markup.heading.layoutlab"))
        #expect(at(1, 11).contains("markup.inline.raw.layoutlab"))
        #expect(at(3, 2) == ["meta.transcript-command.layoutlab", "keyword.operator.prompt.layoutlab"])
        #expect(at(3, 4).contains("keyword.other.command.layoutlab"))     // label
        #expect(at(3, 10).contains("variable.other.name.layoutlab"))      // l
        #expect(at(3, 14).contains("string.quoted.double.layoutlab"))     // the # inside the string
        #expect(at(3, 20).contains("entity.other.attribute-name.option.layoutlab"))
        #expect(at(3, 26).contains("constant.numeric.layoutlab"))         // 2
        #expect(at(3, 28).contains("comment.line.number-sign.layoutlab"))
        #expect(at(4, 2).contains("markup.raw.output.layoutlab"))
        #expect(at(5, 2).contains("string.regexp.layoutlab") && at(5, 14).contains("keyword.other.matcher.regex.layoutlab"))
        // After an empty line, indented output still belongs to the command, as the parser reads it.
        #expect(at(7, 2).contains("string.other.glob.layoutlab") && at(7, 7).contains("keyword.other.matcher.glob.layoutlab"))
        #expect(!at(8, 0).contains { $0.hasPrefix("meta.") })
    }
}
