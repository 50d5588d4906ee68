import Commands
import Layout
import Solver

/// Reading values from a command's tokens: the forms `print` writes can be typed back.
enum Values {
    /// `N` numbers, separated by commas or spaces, optionally in parentheses:
    /// `(0, 0, 320, 100)`, `0,0,320,100`, `0 0 320 100`.
    static func numbers(_ count: Int, _ reader: inout ArgumentReader, what: String) throws(SyntaxError) -> [Double] {
        let parenthesized = reader.accept(.leftParenthesis)
        var values: [Double] = []
        for index in 0..<count {
            if index > 0 { _ = reader.accept(.comma) }
            values.append(try reader.number(what))
        }
        if parenthesized { try reader.expect(.rightParenthesis) }
        return values
    }

    static func rect(_ reader: inout ArgumentReader) throws(SyntaxError) -> Rect {
        let values = try numbers(4, &reader, what: "a rectangle: x, y, width, height")
        guard values[2] >= 0, values[3] >= 0 else {
            throw reader.error(expected: "a rectangle with a width and height of at least 0")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    static func size(_ reader: inout ArgumentReader) throws(SyntaxError) -> Size {
        let values = try numbers(2, &reader, what: "a size: width, height")
        return Size(width: values[0], height: values[1])
    }

    static func insets(_ reader: inout ArgumentReader) throws(SyntaxError) -> EdgeInsets {
        let values = try numbers(4, &reader, what: "insets: top, left, bottom, right")
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    static func bool(_ reader: inout ArgumentReader) throws(SyntaxError) -> Bool {
        let expected = "true or false"
        guard let token = reader.next else { throw reader.error(expected: expected) }
        let value: Bool
        switch token.kind {
        case .word(let word) where ["true", "yes", "on"].contains(word): value = true
        case .word(let word) where ["false", "no", "off"].contains(word): value = false
        case .number(1): value = true
        case .number(0): value = false
        default: throw reader.error(expected: expected)
        }
        reader.advance()
        return value
    }

    /// The priority names the script language knows, with UIKit's values.
    static let priorityNames: [(String, Priority)] = [
        ("required", .required), ("high", .defaultHigh), ("defaultHigh", .defaultHigh),
        ("low", .defaultLow), ("defaultLow", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
        ("fittingSize", .fittingSizeLevel),
    ]

    static func priority(_ reader: inout ArgumentReader) throws(SyntaxError) -> Priority {
        let expected = "a priority from 1 to 1000, or required, high, low, fittingSizeLevel"
        guard let token = reader.next else { throw reader.error(expected: expected) }
        if case .word(let word) = token.kind {
            guard let named = priorityNames.first(where: { $0.0 == word })?.1 else { throw reader.error(expected: expected) }
            reader.advance()
            return named
        }
        let value = try reader.number(expected)
        guard value == value.rounded(), let priority = Priority(Int(value)) else {
            throw SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
        }
        return priority
    }

    /// `none`, or flag names joined by `,` or `|`.
    static func autoresizingMask(_ reader: inout ArgumentReader) throws(SyntaxError) -> AutoresizingMask {
        let expected = "none or " + AutoresizingMask.names.map(\.name).joined(separator: ", ")
        if reader.keyword("none") != nil { return [] }
        var mask: AutoresizingMask = []
        repeat {
            guard let token = reader.next, case .word(let word) = token.kind,
                let flag = AutoresizingMask.names.first(where: { $0.name == word })?.mask
            else { throw reader.error(expected: expected) }
            reader.advance()
            mask.insert(flag)
        } while reader.accept(.comma) || reader.accept(.pipe)
        return mask
    }

    static func format(_ value: Bool) -> String { value ? "true" : "false" }
}

extension Values {
    /// One of an enumeration's raw values, with the list in the error.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ reader: inout ArgumentReader, _ type: Choice.Type) throws(SyntaxError) -> Choice
    where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let expected = "one of " + names.joined(separator: ", ")
        let token = try reader.word(expected)
        guard let choice = Choice(rawValue: token.text) else {
            throw SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
        }
        return choice
    }
}
