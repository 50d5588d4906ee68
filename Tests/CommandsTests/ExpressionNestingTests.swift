import Commands
import Layout
import SyntaxTestSupport
import Testing
import ScriptSyntax

/// How deep an expression may nest: a line of a megabyte must get an error, never exhaust the
/// stack, whether its depth comes from a chain of operators (evaluated and released along
/// the tree it builds) or from signs.
@Suite("Expression nesting")
struct ExpressionNestingTests {
    static let limit = ExpressionParser.maximumNesting

    /// Parses and evaluates `text` as one expression.
    func evaluate(_ text: String) throws -> Value {
        let tokens = try Tokenizer.tokenize(text)
        var parser = ExpressionParser(tokens: tokens, end: Location(line: 1, column: text.count + 1))
        let expression = try parser.parseExpression()
        #expect(parser.isAtEnd)
        return try expression.evaluate(in: ExpressionEnvironment(session: Session(), kinds: ObjectKinds()))
    }

    /// `1 op 1 op ... op 1` with `operators` operators, written solid.
    func chain(_ symbol: String, operators: Int) -> String {
        "1" + String(repeating: symbol + "1", count: operators)
    }

    @Test func theLimitIsAThousand() {
        #expect(Self.limit == 1000)
    }

    /// 1,000 `+` make a tree 1,000 deep: allowed, and 1 + 1,000 ones = 1,001.
    @Test func aChainUpToTheLimitIsEvaluated() throws {
        #expect(try evaluate(chain("+", operators: Self.limit)) == .number(1001))
        #expect(try evaluate(chain("*", operators: Self.limit)) == .number(1))
        // 1 - 1 - ... - 1 with 1,000 minuses: 1 - 1,000 = -999.
        #expect(try evaluate(chain("-", operators: Self.limit)) == .number(-999))
    }

    /// The 1,001st operator is refused where it stands: the k-th operator of "1+1+1..." is at
    /// column 2k, so the 1,001st at column 2,002.
    @Test func oneOperatorPastTheLimitIsRefusedAtThatOperator() {
        for symbol in ["+", "-", "*", "/"] {
            expectSyntaxError("an expression nests at most 1000 operators deep", column: 2 * (Self.limit + 1)) {
                try evaluate(chain(symbol, operators: Self.limit + 1))
            }
        }
    }

    /// 55,000 terms (a 110 KB line) used to overflow the stack in evaluate.
    @Test func aHugeChainIsAnErrorNotACrash() {
        for symbol in ["+", "-", "*", "/"] {
            expectSyntaxError("an expression nests at most 1000 operators deep", column: 2 * (Self.limit + 1)) {
                try evaluate(chain(symbol, operators: 54_999))
            }
        }
    }

    /// Signs count too: 1,000 of them (an even number) leave 1; the 1,001st, at column 1,001,
    /// is refused, and 8,000 (which overflowed the stack in parseUnary) are refused there too.
    @Test func signsCountTowardTheLimit() throws {
        #expect(try evaluate(String(repeating: "-", count: Self.limit) + "1") == .number(1))
        for count in [Self.limit + 1, 8000] {
            expectSyntaxError("an expression nests at most 1000 operators deep", column: Self.limit + 1) {
                try evaluate(String(repeating: "-", count: count) + "1")
            }
        }
    }

    /// Signs and operators add up along a path of the tree. A sign binds tighter than `+`, so
    /// `-...-1+1+...+1` negates only the first 1: 500 signs (even) leave 1, and 1 + 500 ones
    /// = 501. The tree is 500 (signs) + 500 (`+`) deep; one more `+` is refused at it.
    @Test func signsAndOperatorsAddUp() throws {
        let signs = String(repeating: "-", count: 500)
        #expect(try evaluate(signs + chain("+", operators: 500)) == .number(501))
        // The 501st '+': after 500 signs and "1", the k-th '+' is at column 500 + 2k.
        expectSyntaxError("an expression nests at most 1000 operators deep", column: 500 + 2 * 501) {
            try evaluate(signs + chain("+", operators: 501))
        }
    }

    /// Calls and tuples are levels too: min(min(...)) within the parentheses' limit works.
    @Test func callsNestWithinTheParenthesesLimit() throws {
        let text = String(repeating: "min(", count: 100) + "7" + String(repeating: ")", count: 100)
        #expect(try evaluate(text) == .number(7))
        // The 101st '(' : each "min(" is 4 columns, so it is at 4 x 101 = 404.
        expectSyntaxError("parentheses nested more than 100 deep", column: 404) {
            try evaluate(String(repeating: "min(", count: 101) + "7" + String(repeating: ")", count: 101))
        }
    }

    /// Evaluation keeps its order and its errors: left before right, the error at the
    /// operator's expression.
    @Test func evaluationOrderAndErrorsAreKept() throws {
        #expect(try evaluate("2 * 3 - 4 / 2") == .number(4))
        #expect(try evaluate("(1, 2)") == .tuple([.number(1), .number(2)]))
        expectSyntaxError("division by zero", column: 1) { try evaluate("1 / (2 - 2)") }
        // The argument at fault is underlined: "a" at column 8.
        let error = syntaxError { try evaluate("max(1, \"a\")") }
        #expect(error?.message.hasPrefix("max takes numbers") == true)
        #expect(error?.location == Location(line: 1, column: 8))
    }
}
