public import ScriptSyntax
public import Testing

/// What the syntax tests share (the script language's, the constraint syntaxes' and the plugin
/// API's): errors caught and checked, tokens' kinds.

/// `Testing` has its own `SourceLocation`; this is the script language's.
public typealias Location = ScriptSyntax.SourceLocation

/// Runs `body` and returns the syntax error it throws, or `nil` if it returns.
/// (Closures infer untyped `throws`; the parsers throw only `SyntaxError`, which this checks.)
public func syntaxError<Value>(
    sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () throws -> Value
) -> SyntaxError? {
    do {
        _ = try body()
        return nil
    } catch let error as SyntaxError {
        return error
    } catch {
        Issue.record("threw \(error), not a SyntaxError", sourceLocation: sourceLocation)
        return nil
    }
}

/// Expects `body` to throw a syntax error with exactly `message` at `column` (and `line`).
public func expectSyntaxError<Value>(
    _ message: String, column: Int, line: Int = 1,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () throws -> Value
) {
    guard let error = syntaxError(sourceLocation: sourceLocation, body) else {
        Issue.record("expected a syntax error: \(message)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(error.location == Location(line: line, column: column), sourceLocation: sourceLocation)
}

/// The kinds of the tokens of `text`.
public func kinds(_ text: String) throws -> [TokenKind] {
    try Tokenizer.tokenize(text).map(\.kind)
}

