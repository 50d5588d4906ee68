import Commands
import Layout
import Solver
import SyntaxTestSupport
import Testing
import ScriptSyntax

/// Expressions parsed from text and evaluated with no objects (numbers, `let` names, tuples).
@Suite("Expressions")
struct ExpressionTests {
    /// Parses one expression of `text` and evaluates it in `session`.
    func evaluate(_ text: String, session: Session = Session()) throws -> Value {
        let tokens = try Tokenizer.tokenize(text)
        var parser = ExpressionParser(tokens: tokens, end: Location(line: 1, column: text.count + 1))
        let expression = try parser.parseExpression()
        #expect(parser.isAtEnd, "left over after \(text)")
        return try expression.evaluate(in: ExpressionEnvironment(session: session, kinds: ObjectKinds()))
    }

    func number(_ text: String) throws -> Double? {
        if case .number(let number) = try evaluate(text) { return number }
        return nil
    }

    @Test func multiplicationBindsTighterThanAddition() throws {
        #expect(try number("1 + 2 * 3") == 7)
        #expect(try number("(1 + 2) * 3") == 9)
        #expect(try number("10 - 4 - 3") == 3)
        #expect(try number("24 / 4 / 2") == 3)
        #expect(try number("2 * 3 + 4 * 5") == 26)
    }

    @Test func unaryMinusAppliesToWhatFollows() throws {
        #expect(try number("-3 + 5") == 2)
        #expect(try number("-(3 + 5)") == -8)
        #expect(try number("2 * -3") == -6)
        #expect(try number("--4") == 4)
    }

    @Test func minAndMaxTakeAnyNumberOfArguments() throws {
        #expect(try number("min(3, 1, 2)") == 1)
        #expect(try number("max(3, 1 + 9, 2)") == 10)
        #expect(try number("max(7)") == 7)
        #expect(try number("min(max(1, 5), 4) * 2") == 8)
    }

    @Test func tuplesHoldExpressions() throws {
        #expect(try evaluate("(0, 1 + 1, 320, 100 / 2)") == .tuple([.number(0), .number(2), .number(320), .number(50)]))
        #expect(try evaluate("(5)") == .number(5))
    }

    @Test func letNamesAreValues() throws {
        let session = Session()
        session.bindings["w"] = .number(296)
        session.bindings["r"] = .rect(Rect(x: 0, y: 0, width: 320, height: 146))
        #expect(try evaluate("w / 2 + 12", session: session) == .number(160))
        #expect(try evaluate("r.height - 60", session: session) == .number(86))
        #expect(try evaluate("r.size", session: session) == .size(Size(width: 320, height: 146)))
    }

    @Test func compositesScaleAndAdd() throws {
        let session = Session()
        session.bindings["s"] = .size(Size(width: 10, height: 20))
        #expect(try evaluate("s * 2", session: session) == .size(Size(width: 20, height: 40)))
        #expect(try evaluate("s + s", session: session) == .size(Size(width: 20, height: 40)))
        #expect(try evaluate("-s", session: session) == .size(Size(width: -10, height: -20)))
    }

    @Test func errorsPointAtTheColumnAndSayWhatWasExpected() {
        expectSyntaxError("expected a number, a name or '(', found '*'", column: 5) { try evaluate("1 + * 2") }
        expectSyntaxError("expected ',' or ')', found end of input", column: 6) { try evaluate("(1, 2") }
        expectSyntaxError("expected a number, a name or '(', found end of input", column: 4) { try evaluate("1 +") }
        expectSyntaxError("division by zero", column: 1) { try evaluate("1 / (2 - 2)") }
        expectSyntaxError("the result is not a finite number", column: 1) { try evaluate("1e308 * 10") }
        expectSyntaxError("there is no view or constraint named 'wdth'", column: 5) { try evaluate("1 + wdth") }
        expectSyntaxError("max takes numbers, found (1, 2)", column: 5) { try evaluate("max((1, 2), 3)") }
    }

    @Test func aMisspeltNameGetsTheClosest() {
        let session = Session()
        session.bindings["width"] = .number(1)
        expectSyntaxError("there is no view or constraint named 'widht'; did you mean 'width'?", column: 1) {
            try evaluate("widht * 2", session: session)
        }
    }

    @Test func aSignAgainstANumberAfterASpaceStartsTheNextValue() throws {
        let tokens = try Tokenizer.tokenize("0 -5 100 - 10 (1 -2)")
        var parser = ExpressionParser(tokens: tokens, end: Location(line: 1, column: 21))
        let elements = try parser.parseList(expected: "a value")
        let environment = ExpressionEnvironment(session: Session(), kinds: ObjectKinds())
        let values = try elements.map { try $0.evaluate(in: environment) }
        #expect(values == [.number(0), .number(-5), .number(90), .number(-1)])
    }

    @Test func spansCoverTheWholeExpression() throws {
        let tokens = try Tokenizer.tokenize("print a.b + max(1, 2)")
        var parser = ExpressionParser(tokens: tokens.dropFirst(), end: Location(line: 1, column: 22))
        let expression = try parser.parseExpression()
        #expect(expression.location == Location(line: 1, column: 7))
        #expect(expression.endColumn == 22)
    }
}
