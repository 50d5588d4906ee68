import Commands
import PluginSupport
import ScriptSyntax

/// `expect EXPR OP EXPR`: a check that stops a script where it fails.
enum ExpectCommand {
    static let comparisons: [Operator] = [.equal, .notEqual, .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual]

    static let signature = Signature(
        .argument(Parameter("COMPARISON", .expressions, help: "two values and how they compare", expected: "a value to check",
                           usage: "VALUE (==|!=|<|<=|>|>=) VALUE"))
    )

    static var command: Command {
        Command(
            name: "expect", summary: "Check a comparison; a failure is an error that stops the script.",
            discussion: """
                Numbers are equal within a relative tolerance of 1e-9; points, sizes, rectangles and
                insets compare component by component (every component must satisfy the comparison).
                Other values (booleans, enumeration cases, text, views) compare with == and != only.
                Examples:
                  expect tv.contentSize.height == 300
                  expect header.frame == (0, 0, 320, 146)
                  expect label.lines >= 2
                  expect tv.contentInsetAdjustmentBehavior == never
                """,
            signature: signature, changesModel: false,
            examplesPresume: ExampleScenes.sizedHeader.then(["set tv.contentInsetAdjustmentBehavior = never"])
        ) { invocation, session throws(SyntaxError) in
            let tokens = try invocation.parse(signature, in: session).tokens("COMPARISON")
            var reader = ArgumentReader(tokens: tokens, end: invocation.end)
            let (left, leftExpression) = try reader.value("a value to check")
            guard let opToken = reader.next, case .operator(let op) = opToken.kind, comparisons.contains(op) else {
                throw reader.error(expected: "a comparison (==, !=, <, <=, >, >=)")
            }
            reader.advance()
            // A word on the right is an enumeration case when the left is one (`== never`).
            var isCase = false
            if case .enumCase = left { isCase = true }
            let (right, span) = try reader.valueList("a value to compare with", wordsAreCases: isCase)
            try reader.expectEnd()
            guard let holds = Comparison.holds(left, op, right) else {
                throw SyntaxError(message: "cannot compare \(left) \(op.rawValue) \(right)", found: "'\(opToken.text)'",
                                  at: opToken.location, length: opToken.length)
            }
            guard holds else {
                let written = invocation.command.source.dropFirst(invocation.nameToken.length).drop(while: \.isWhitespace)
                let length = span.location.column + span.length - leftExpression.location.column
                throw SyntaxError(message: "expectation failed: \(written) (left \(left), right \(right))",
                                  found: "'\(written)'", at: leftExpression.location, length: length)
            }
        }
    }
}
