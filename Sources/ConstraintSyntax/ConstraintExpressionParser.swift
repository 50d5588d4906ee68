public import ScriptSyntax
import Layout
import Solver

extension ConstraintExpression {
    /// Parses a constraint expression from a command's tokens.
    ///
    /// Grammar (`[...]` optional, `|` alternatives):
    /// ```
    /// expression := [name ':'] ref relation right [ '@' priority ]
    /// right      := [number '*'] ref [('*' | '/') number] [('+' | '-') number]
    ///             | ref '+' system                ; positions only, no multiplier on ref
    ///             | 'systemSpacing' '(' ('after' | 'below') ':' ref [',' 'multiplier' ':' number] ')' ['*' number]
    ///             | number                       ; only when ref's attribute is width/height
    /// system     := 'system' ['*' number] | number '*' 'system'
    /// ref        := item '.' attribute           ; one word token; item is all before the last dot
    /// relation   := '==' | '<=' | '>='
    /// priority   := integer 1...1000 | required | high | low
    /// ```
    /// A number where a multiplier or a constant right side stands may carry a `-`.
    /// The attributes must pair as UIKit allows (see ``LayoutAttribute``).
    ///
    /// System spacing is UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)` (and its
    /// `greaterThanOrEqualTo`/`lessThanOrEqualTo` and `Below` forms): `b.leading ==
    /// systemSpacing(after: a.trailing)` is `b.leading == a.trailing + system`, and the
    /// constant is ``SystemSpacing/standard`` times the multiple (a positive number).
    /// `after` takes horizontal anchors and `below` vertical ones, as UIKit's
    /// `NSLayoutXAxisAnchor` and `NSLayoutYAxisAnchor` do.
    /// - Parameters:
    ///   - tokens: the expression's tokens, nothing else.
    ///   - end: the location just past the last token, where "found end of input" points.
    /// - Throws: ``SyntaxError`` naming the first token that does not fit.
    public init(parsing tokens: some Collection<Token>, end: SourceLocation) throws(SyntaxError) {
        var parser = ConstraintExpressionParser(cursor: TokenCursor(tokens, end: end))
        self = try parser.parse()
    }

    /// Tokenizes and parses one expression written as text.
    /// - Parameters:
    ///   - text: the expression, such as `fox.top == box.top + 15 @750`.
    ///   - line: the script line it is on.
    ///   - column: the column of its first character.
    public init(parsing text: String, line: Int = 1, column: Int = 1) throws(SyntaxError) {
        let tokens = try Tokenizer.tokenize(text, line: line, column: column)
        let end = SourceLocation(line: line, column: column + text.count)
        try self.init(parsing: tokens, end: end)
    }
}

/// The recursive-descent steps of ``ConstraintExpression/init(parsing:end:)``.
struct ConstraintExpressionParser {
    var cursor: TokenCursor
    /// Whether the right side parsed as an expression (``parseWithValues(names:end:)``), so
    /// an error after it is about what it means, not how it is written.
    var readRightSide = false

    /// A parsed `item.attribute` and where its two halves were written.
    struct Reference {
        var value: AttributeReference
        var item: SourceLocation
        var attribute: SourceLocation
        var attributeLength: Int
    }

    mutating func parse() throws(SyntaxError) -> ConstraintExpression {
        let (name, nameLocation) = parseName()
        let first = try parseFirstReference()
        guard let relationToken = cursor.peek(), case .operator(let symbol) = relationToken.kind,
              let relation = Relation(symbol) else {
            throw cursor.unexpected("a relation (==, <=, >=)")
        }
        _ = cursor.next()
        var locations = ConstraintExpression.Locations(
            first: first.item, firstAttribute: first.attribute, relation: relationToken.location)
        locations.name = nameLocation
        var expression = ConstraintExpression(
            name: name, equation: ConstraintEquation(first: first.value, relation: relation), locations: locations)
        try parseRightSide(into: &expression, after: relationToken)
        try parsePriority(into: &expression)
        return expression
    }

    /// `name:` before the expression: a plain word or a quoted string, then a colon.
    mutating func parseName() -> (String?, SourceLocation?) {
        guard let token = cursor.peek(), cursor.peek(1)?.kind == .operator(.colon) else { return (nil, nil) }
        let name: String
        switch token.kind {
        case .word(let word) where !word.contains("."): name = word
        case .string(let string): name = string
        default: return (nil, nil)
        }
        _ = cursor.next()
        _ = cursor.next()
        return (name, token.location)
    }

    mutating func parseFirstReference() throws(SyntaxError) -> Reference {
        // `a.width=50` tokenizes as an option; the user meant a relation and wrote `=`.
        if let token = cursor.peek(), case .option(let key, _) = token.kind, key.contains(".") {
            _ = try reference(key, at: token.location)
            throw SyntaxError(expected: "a relation (==, <=, >=)", found: "'='", at: token.location.advanced(by: key.count))
        }
        return try parseReference(expected: "an item.attribute such as 'fox.top'")
    }

    mutating func parseReference(expected: String) throws(SyntaxError) -> Reference {
        guard let token = cursor.peek(), case .word(let word) = token.kind, word.contains(".") else {
            throw cursor.unexpected(expected)
        }
        _ = cursor.next()
        return try reference(word, at: token.location)
    }

    /// Splits `path` at its last dot into item and attribute; the attribute must be UIKit's.
    func reference(_ path: String, at location: SourceLocation) throws(SyntaxError) -> Reference {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        let attributeName = String(parts.last ?? "")
        let item = parts.dropLast().joined(separator: ".")
        let attributeLocation = location.advanced(by: item.count + 1)
        guard let attribute = LayoutAttribute.userAttribute(named: attributeName) else {
            var error = SyntaxError(
                message: "unknown attribute '\(attributeName)', expected one of: \(LayoutAttribute.validNames)",
                found: "'\(attributeName)'", at: attributeLocation, length: attributeName.count)
            error.expected = "one of: \(LayoutAttribute.validNames)"
            throw error
        }
        return Reference(value: AttributeReference(item: item, attribute: attribute), item: location,
                         attribute: attributeLocation, attributeLength: attributeName.count)
    }

    /// `[-]number`; returns the value and where its first token was.
    mutating func parseSignedNumber(expected: String) throws(SyntaxError) -> (Double, Token) {
        let minus = cursor.consume(.minus)
        guard let token = cursor.peek(), case .number(let value) = token.kind else {
            throw cursor.unexpected(expected)
        }
        _ = cursor.next()
        return (minus == nil ? value : -value, minus ?? token)
    }

    mutating func parseRightSide(into expression: inout ConstraintExpression, after relation: Token) throws(SyntaxError) {
        let expectation = "an item.attribute or a constant after '\(relation.text)'"
        guard let token = cursor.peek() else { throw cursor.unexpected(expectation) }
        var canMultiply = true
        switch token.kind {
        case .word(let word) where word == "systemSpacing" && cursor.peek(1)?.kind == .operator(.leftParenthesis):
            try parseSystemSpacingCall(into: &expression)
            guard cursor.isAtEnd || cursor.peek()?.kind == .operator(.at) else {
                throw cursor.unexpected("'*', '@' or end of input")
            }
            return
        case .word:
            try parseSecond(into: &expression, expected: expectation)
        case .number, .operator(.minus):
            let (value, numberToken) = try parseSignedNumber(expected: "a number")
            guard cursor.consume(.star) != nil else {
                // A constant right side: only a size can equal a constant (UIKit throws otherwise).
                guard expression.equation.first.attribute.isSize else {
                    throw SyntaxError(
                        message: "'\(expression.equation.first.attribute)' is a position and needs an item.attribute on the right: only width and height may equal a constant",
                        found: "'\(formatNumber(value))'", at: numberToken.location)
                }
                expression.equation.constant = value
                expression.locations.constant = numberToken.location
                return
            }
            try checkMultiplier(value, at: numberToken, divisor: false)
            expression.equation.multiplier = value
            expression.locations.multiplier = numberToken.location
            try parseSecond(into: &expression, expected: "an item.attribute after '*'")
            canMultiply = false
        default:
            throw cursor.unexpected(expectation)
        }
        if canMultiply, let symbol = cursor.consume(.star) ?? cursor.consume(.slash) {
            let (value, numberToken) = try parseSignedNumber(expected: "a number after '\(symbol.text)'")
            let divides = symbol.kind == .operator(.slash)
            try checkMultiplier(value, at: numberToken, divisor: divides)
            expression.equation.multiplier = divides ? 1 / value : value
            expression.locations.multiplier = numberToken.location
            canMultiply = false
        }
        if let sign = cursor.consume(.plus) ?? cursor.consume(.minus) {
            if sign.kind == .operator(.plus), try parseSystemSpacingTerm(into: &expression, sign: sign) { return }
            guard let token = cursor.peek(), case .number(let value) = token.kind else {
                throw cursor.unexpected("a number after '\(sign.text)'")
            }
            _ = cursor.next()
            expression.equation.constant = sign.kind == .operator(.minus) ? -value : value
            expression.locations.constant = sign.location
            return
        }
        guard cursor.isAtEnd || cursor.peek()?.kind == .operator(.at) else {
            throw cursor.unexpected(canMultiply ? "'*', '/', '+', '-', '@' or end of input" : "'+', '-', '@' or end of input")
        }
    }

    // MARK: system spacing

    /// After `ref +`: `system`, `system * number` or `number * system`; returns false (and
    /// reads nothing) when what follows is a plain constant.
    mutating func parseSystemSpacingTerm(into expression: inout ConstraintExpression, sign: Token) throws(SyntaxError) -> Bool {
        var multiple = 1.0
        var multipleToken: Token?
        if let token = cursor.peek(), case .number(let value) = token.kind,
           cursor.peek(1)?.kind == .operator(.star), case .word("system") = cursor.peek(2)?.kind {
            _ = cursor.next()
            _ = cursor.next()
            multiple = value
            multipleToken = token
        }
        guard let systemToken = cursor.peek(), case .word("system") = systemToken.kind else { return false }
        _ = cursor.next()
        if multipleToken == nil, cursor.consume(.star) != nil {
            guard let token = cursor.peek(), case .number(let value) = token.kind else {
                throw cursor.unexpected("a number after 'system *'")
            }
            _ = cursor.next()
            multiple = value
            multipleToken = token
        }
        try checkSystemSpacing(expression, multiple: multiple, multipleToken: multipleToken, at: systemToken, axis: nil)
        expression.equation.constant = SystemSpacing.standard * multiple
        expression.locations.constant = sign.location
        guard cursor.isAtEnd || cursor.peek()?.kind == .operator(.at) else {
            throw cursor.unexpected(multipleToken == nil ? "'*', '@' or end of input" : "'@' or end of input")
        }
        return true
    }

    /// `systemSpacing(after: a.trailing)`, `systemSpacing(below: a.bottom, multiplier: 2)`,
    /// optionally followed by `* number`: UIKit's spelling, read as `ref + system`.
    mutating func parseSystemSpacingCall(into expression: inout ConstraintExpression) throws(SyntaxError) {
        guard let callToken = cursor.next() else { throw cursor.unexpected("'systemSpacing'") }
        _ = cursor.consume(.leftParenthesis)
        guard let labelToken = cursor.peek(), case .word(let label) = labelToken.kind, label == "after" || label == "below" else {
            throw cursor.unexpected("'after:' or 'below:'")
        }
        _ = cursor.next()
        guard cursor.consume(.colon) != nil else { throw cursor.unexpected("':' after '\(label)'") }
        try parseSecond(into: &expression, expected: "an item.attribute after '\(label):'")
        var multiple = 1.0
        var multipleToken: Token?
        if cursor.consume(.comma) != nil {
            guard let token = cursor.peek(), case .word("multiplier") = token.kind else { throw cursor.unexpected("'multiplier:'") }
            _ = cursor.next()
            guard cursor.consume(.colon) != nil else { throw cursor.unexpected("':' after 'multiplier'") }
            let (value, numberToken) = try parseSignedNumber(expected: "a number after 'multiplier:'")
            multiple = value
            multipleToken = numberToken
        }
        guard cursor.consume(.rightParenthesis) != nil else {
            throw cursor.unexpected(multipleToken == nil ? "',' or ')'" : "')'")
        }
        if cursor.consume(.star) != nil {
            let (value, numberToken) = try parseSignedNumber(expected: "a number after '*'")
            multiple *= value
            multipleToken = numberToken
        }
        let axis: LayoutAttribute.Axis = label == "after" ? .horizontal : .vertical
        try checkSystemSpacing(expression, multiple: multiple, multipleToken: multipleToken, at: labelToken, axis: axis)
        expression.equation.constant = SystemSpacing.standard * multiple
        expression.locations.constant = callToken.location
    }

    /// UIKit offers system spacing between two position anchors of one axis, the second
    /// taken as it is (no multiplier on it), with a positive multiple of the spacing.
    /// (UIKit does not say what a zero or negative multiplier does; the model refuses them.)
    func checkSystemSpacing(_ expression: ConstraintExpression, multiple: Double, multipleToken: Token?,
                            at token: Token, axis: LayoutAttribute.Axis?) throws(SyntaxError) {
        let first = expression.equation.first.attribute
        if first.isSize || expression.equation.second?.attribute.isSize == true {
            throw SyntaxError(message: "system spacing is between positions, not sizes: '\(first)' cannot take it",
                              found: "'\(token.text)'", at: token.location)
        }
        if let axis, first.axis != axis {
            let right = axis == .horizontal ? "systemSpacing(below:) for vertical anchors" : "systemSpacing(after:) for horizontal anchors"
            throw SyntaxError(message: "'\(token.text):' relates \(axis == .horizontal ? "horizontal" : "vertical") anchors and '\(first)' is not one; use \(right)",
                              found: "'\(token.text)'", at: token.location)
        }
        if expression.equation.multiplier != 1 {
            throw SyntaxError(message: "system spacing takes the other anchor as it is: no multiplier on it",
                              found: "'\(token.text)'", at: token.location)
        }
        guard multiple > 0, multiple.isFinite, multiple <= 1e6 else {
            let found = multipleToken ?? token
            throw SyntaxError(expected: "a multiple of the system spacing in 0<..1000000", found: "'\(formatNumber(multiple))'",
                              at: found.location)
        }
    }

    mutating func parseSecond(into expression: inout ConstraintExpression, expected: String) throws(SyntaxError) {
        let second = try parseReference(expected: expected)
        if let requirement = expression.equation.first.attribute.pairingRequirement(with: second.value.attribute) {
            throw SyntaxError(expected: requirement, found: "'\(second.value.attribute)'",
                              at: second.attribute, length: second.attributeLength)
        }
        expression.equation.second = second.value
        expression.locations.second = second.item
        expression.locations.secondAttribute = second.attribute
    }

    /// A multiplier of 0 makes UIKit drop the second item, which it refuses; so do we.
    func checkMultiplier(_ value: Double, at token: Token, divisor: Bool) throws(SyntaxError) {
        guard value == 0 else { return }
        throw SyntaxError(expected: divisor ? "a non-zero divisor" : "a non-zero multiplier",
                          found: "'\(formatNumber(value))'", at: token.location)
    }

    mutating func parsePriority(into expression: inout ConstraintExpression) throws(SyntaxError) {
        if cursor.consume(.at) != nil {
            guard let token = cursor.peek() else { throw cursor.unexpected(PrioritySyntax.expectation) }
            let priority: Priority?
            switch token.kind {
            case .number(let value): priority = PrioritySyntax.priority(value)
            case .word(let word): priority = PrioritySyntax.names[word]
            default: priority = nil
            }
            guard let priority else { throw cursor.unexpected(PrioritySyntax.expectation) }
            _ = cursor.next()
            expression.equation.priority = priority
            expression.locations.priority = token.location
        }
        guard cursor.isAtEnd else {
            throw cursor.unexpected(expression.locations.priority == nil ? "'@' or end of input" : "end of input")
        }
    }
}
