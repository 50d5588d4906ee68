import FuzzDriver
import Commands
import ConstraintSyntax
import ScriptSyntax

/// The first byte picks the parser, the rest is the text: the tokenizer, a script line split
/// into commands, a constraint expression, an expression, or a visual format string. Any
/// input must give a value or a `SyntaxError`; a trap or a hang is a finding. An error must
/// point inside (or just past) the text it was given.
func fuzzSyntax(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let error: SyntaxError?
    switch bytes[0] % 5 {
    case 0:
        error = capture { () throws(SyntaxError) in _ = try Tokenizer.tokenize(text) }
    case 1:
        error = capture { () throws(SyntaxError) in _ = try ScriptLine.commands(in: text) }
    case 2:
        error = capture { () throws(SyntaxError) in _ = try ConstraintExpression(parsing: text) }
    case 3:
        error = capture { () throws(SyntaxError) in
            let tokens = try Tokenizer.tokenize(text)
            var parser = ExpressionParser(tokens: tokens, end: SourceLocation(line: 1, column: text.count + 1))
            _ = try parser.parseExpression()
        }
    default:
        error = capture { () throws(SyntaxError) in _ = try VisualFormat.constraints(text, metrics: ["m": 8], views: ["a", "b", "c"]) }
    }
    if let error {
        precondition(error.location.line == 1, "an error on line \(error.location.line) of a one-line input")
        precondition(error.location.column >= 1 && error.location.column <= text.count + 2,
                     "an error at column \(error.location.column) of a text of \(text.count) characters")
    }
    return 0
}

private func capture(_ body: () throws(SyntaxError) -> Void) -> SyntaxError? {
    do throws(SyntaxError) {
        try body()
        return nil
    } catch {
        return error
    }
}

/// SwiftPM calls an executable target's main `FuzzSyntax_main`: it hands over to libFuzzer.
@_cdecl("FuzzSyntax_main")
public func fuzzSyntaxMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzSyntax(data, size) }
}
