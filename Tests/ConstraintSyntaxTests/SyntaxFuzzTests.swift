import Layout
import Solver
@testable import ConstraintSyntax
import SyntaxTestSupport
import Testing
import TestSupport
import ScriptSyntax

/// Random input built from the grammar's own characters and pieces must never trap: every
/// parser returns a value or throws a `SyntaxError` that points inside (or just past) the text.
@Suite("Syntax layer never traps on random input")
struct SyntaxFuzzTests {
    static let characters = Array("abfxtopw.H V:|-[]()@=<>,;*+/0123456789 \"'\\#é_\t")

    static let expressionPieces = [
        "a.top", "b.bottom", "a.width", "b.height", "c.leading", "d.left", "a.centerX", "a.tpo", "fox", "n",
        "==", "<=", ">=", "=", "*", "/", "+", "-", "@", ":", "0", "0.5", "2", "15", "750", "1001", "required",
        "low", "\"name\"", "a.width=5", ";", "#", "(", ")",
    ]

    static let formatPieces = [
        "H:", "V:", "X:", "|", "-", "[", "]", "(", ")", ",", "@", "==", "<=", ">=", "=", "a", "b", "m", "p",
        "50", "0", "-5", "1001", ".5", " ", "[a]", "[b(m)]", "-8-", "-(>=m@p)-", "1e999",
    ]

    static func randomText(_ random: inout SplitMix64) -> String {
        let length = Int.random(in: 0...24, using: &random)
        return String((0..<length).compactMap { _ in characters.randomElement(using: &random) })
    }

    static func randomPieces(_ pieces: [String], separator: String, _ random: inout SplitMix64) -> String {
        let count = Int.random(in: 0...9, using: &random)
        return (0..<count).compactMap { _ in pieces.randomElement(using: &random) }.joined(separator: separator)
    }

    /// The error, if any, must point at the given line, within the text or one past its end.
    static func check(_ error: SyntaxError?, in text: String, line: Int,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let error else { return }
        #expect(error.location.line == line, "\(text)", sourceLocation: sourceLocation)
        #expect((1...(text.count + 1)).contains(error.location.column), "\(text): \(error)", sourceLocation: sourceLocation)
        #expect(error.length >= 1, sourceLocation: sourceLocation)
        #expect(!error.rendered(file: "<fuzz>", sourceLine: text).isEmpty, sourceLocation: sourceLocation)
    }

    @Test func randomCharactersThroughEveryParser() {
        var random = SplitMix64(seed: 0x5EED_0001)
        let metrics: [String: Double] = ["m": 10, "p": 500]
        for _ in 0..<3000 {
            let text = Self.randomText(&random)
            Self.check(syntaxError { try Tokenizer.tokenize(text, line: 2) }, in: text, line: 2)
            Self.check(syntaxError { try ScriptLine.commands(in: text, line: 2) }, in: text, line: 2)
            Self.check(syntaxError { try ConstraintExpression(parsing: text, line: 2) }, in: text, line: 2)
            Self.check(syntaxError { try VisualFormat.constraints(text, metrics: metrics, at: Location(line: 2, column: 1)) },
                       in: text, line: 2)
        }
    }

    /// A well-formed expression, piece by piece, drawn from the grammar.
    static func grammaticalExpression(_ random: inout SplitMix64) -> [String] {
        func pick(_ choices: [String]) -> String { choices.randomElement(using: &random) ?? "" }
        let horizontal = ["left", "right", "centerX", "leftMargin"]
        let vertical = ["top", "bottom", "centerY", "firstBaseline", "topMargin"]
        let sizes = ["width", "height"]
        let family = [horizontal, vertical, sizes].randomElement(using: &random) ?? sizes
        var pieces: [String] = []
        if Bool.random(using: &random) { pieces += [pick(["pin", "'a b'"]), ":"] }
        pieces += ["fox." + pick(family), pick(["==", "<=", ">="])]
        if family == sizes, Int.random(in: 0..<4, using: &random) == 0 {
            pieces += [pick(["-", ""]), pick(["50", "0.5", "1e2"])]
        } else {
            if Bool.random(using: &random) { pieces += [pick(["0.5", "2", "-1"]), "*"] }
            pieces.append("box." + pick(family))
            if pieces.contains("*") == false, Bool.random(using: &random) { pieces += [pick(["*", "/"]), pick(["3", "0.25"])] }
            if Bool.random(using: &random) { pieces += [pick(["+", "-"]), pick(["8", "15.5"])] }
        }
        if Bool.random(using: &random) { pieces += ["@", pick(["1", "750", "1000", "required", "high", "low"])] }
        return pieces.filter { !$0.isEmpty }
    }

    /// Deletes, inserts or replaces one piece at random.
    static func mutate(_ pieces: [String], from alphabet: [String], _ random: inout SplitMix64) -> [String] {
        var pieces = pieces
        let position = Int.random(in: 0...pieces.count, using: &random)
        let piece = alphabet.randomElement(using: &random) ?? ""
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where position < pieces.count: pieces.remove(at: position)
        case 1 where position < pieces.count: pieces[position] = piece
        default: pieces.insert(piece, at: position)
        }
        return pieces
    }

    @Test func grammaticalExpressionsParseAndRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<2000 {
            let text = Self.grammaticalExpression(&random).joined(separator: " ")
            let expression = try ConstraintExpression(parsing: text)
            // The canonical description reads back as the same constraint.
            let again = try ConstraintExpression(parsing: expression.description)
            #expect(again.description == expression.description, "\(text)")
            #expect(again.equation == expression.equation && again.name == expression.name)
        }
    }

    @Test func mutatedExpressionsParseOrFailCleanly() {
        var random = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<4000 {
            var pieces = Self.grammaticalExpression(&random)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                pieces = Self.mutate(pieces, from: Self.expressionPieces, &random)
            }
            let text = pieces.joined(separator: Bool.random(using: &random) ? " " : "")
            Self.check(syntaxError { try ConstraintExpression(parsing: text) }, in: text, line: 1)
        }
    }

    /// A well-formed visual format, piece by piece, drawn from the grammar.
    static func grammaticalFormat(_ random: inout SplitMix64) -> [String] {
        func pick(_ choices: [String]) -> String { choices.randomElement(using: &random) ?? "" }
        let connections = ["", "-", "-8-", "-m-", "-(>=m@p)-", "-(==4,<=20@300)-", "-(-5)-"]
        let views = ["[a]", "[b(50)]", "[c(>=m,<=100@p)]", "[d(==a)]", "[e(.5@1)]"]
        var pieces = [pick(["", "H:", "V:"])]
        if Bool.random(using: &random) { pieces += ["|", pick(connections)] }
        pieces.append(pick(views))
        for _ in 0..<Int.random(in: 0...3, using: &random) { pieces += [pick(connections), pick(views)] }
        if Bool.random(using: &random) { pieces += [pick(connections), "|"] }
        return pieces
    }

    @Test func grammaticalFormatsParse() throws {
        var random = SplitMix64(seed: 0x5EED_0004)
        for _ in 0..<2000 {
            let text = Self.grammaticalFormat(&random).joined()
            let constraints = try VisualFormat.constraints(text, metrics: ["m": 12, "p": 750], superview: "s")
            #expect(!constraints.isEmpty || !text.contains("-") && !text.contains("|") && !text.contains("("), "\(text)")
        }
    }

    @Test func mutatedFormatsParseOrFailCleanly() {
        var random = SplitMix64(seed: 0x5EED_0005)
        let metrics: [String: Double] = ["m": 12, "p": 750]
        let optionSets: [[VisualFormatOption]] = [[], [.alignAllTop], [.alignAllLeading], [.directionRightToLeft],
                                                  [.spacingBaselineToBaseline, .alignAllCenterX]]
        for _ in 0..<4000 {
            var pieces = Self.grammaticalFormat(&random)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                pieces = Self.mutate(pieces, from: Self.formatPieces, &random)
            }
            let text = pieces.joined()
            let options = VisualFormatOptions(optionSets.randomElement(using: &random) ?? [])
            let views: Set<String>? = Bool.random(using: &random) ? ["a", "b", "c", "d", "e"] : nil
            let error = syntaxError {
                try VisualFormat.constraints(text, options: options, metrics: metrics, views: views, superview: "s")
            }
            Self.check(error, in: text, line: 1)
        }
    }

    @Test func randomQuotedFormatsMapColumnsIntoTheLine() {
        var random = SplitMix64(seed: 0x5EED_0004)
        for _ in 0..<2000 {
            let format = Self.randomPieces(Self.formatPieces + ["\\t", "\\\\", "\\\""], separator: "", &random)
            let line = "vfl \"\(format)\" in header"
            guard let tokens = try? Tokenizer.tokenize(line), tokens.count > 1 else { continue }
            let error = syntaxError { try VisualFormat.constraints(in: tokens[1], superview: "header") }
            Self.check(error, in: line, line: 1)
            if let error {
                // Inside the quotes, or at the closing quote for "end of format".
                #expect(error.location.column > 5 && error.location.column <= tokens[1].endColumn - 1, "\(line): \(error)")
            }
        }
    }
}
