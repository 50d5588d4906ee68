import Commands
import Layout
import Solver
import ScriptSyntax

/// Reading values from a command's arguments: the forms `print` writes can be typed back,
/// and any expression of the right type works too (`frame (0, 0, w, header.fittingSize.height)`).
/// Every reader goes through ``Value/converted(to:)``: one validated path to the model.
enum Values {
    /// A value of `type` written as `count` numbers, separated by commas or spaces, optionally
    /// in parentheses: `(0, 0, 320, 100)`, `0,0,320,100`, `0 0 320 100`.
    static func read(_ type: ValueType, count: Int, _ reader: inout ArgumentReader, what: String) throws(SyntaxError) -> Value {
        let parenthesized = reader.next?.kind == .operator(.leftParenthesis)
        return try reader.typedValue(type, what, limit: parenthesized ? 1 : count)
    }

    /// `count` finite numbers, written as for ``read(_:count:_:what:)``.
    static func numbers(_ count: Int, _ reader: inout ArgumentReader, what: String) throws(SyntaxError) -> [Double] {
        let start = reader.next
        let parenthesized = start?.kind == .operator(.leftParenthesis)
        let (value, span) = try reader.valueList(what, limit: parenthesized ? 1 : count)
        let elements: [Value]
        if case .tuple(let values) = value { elements = values } else { elements = [value] }
        guard elements.count == count else {
            throw SyntaxError(expected: what, found: "\(value)", at: span.location, length: span.length)
        }
        var numbers: [Double] = []
        for element in elements {
            do throws(ValueError) {
                numbers.append(try element.number(in: .coordinate, what: nil))
            } catch {
                throw SyntaxError(message: "expected \(what): \(error.message.dropFirst("expected ".count))", found: "\(value)",
                                  at: span.location, length: span.length)
            }
        }
        return numbers
    }

    static func rect(_ reader: inout ArgumentReader) throws(SyntaxError) -> Rect {
        try reader.rect("a rectangle: x, y, width, height")
    }

    static func size(_ reader: inout ArgumentReader) throws(SyntaxError) -> Size {
        try reader.size("a size: width, height")
    }

    static func insets(_ reader: inout ArgumentReader) throws(SyntaxError) -> EdgeInsets {
        try reader.insets("insets: top, left, bottom, right")
    }

    /// A priority: 1...1000 (checked before any conversion to Int), or a name.
    static func priority(_ reader: inout ArgumentReader) throws(SyntaxError) -> Priority {
        let expected = "a priority from 1 to 1000, or required, high, low, fittingSizeLevel"
        guard case .priority(let priority) = try read(.priority, count: 1, &reader, what: expected) else {
            throw reader.errorAtPrevious(expected: expected)
        }
        return priority
    }
}
