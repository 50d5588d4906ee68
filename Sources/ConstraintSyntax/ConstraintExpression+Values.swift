public import ScriptSyntax
import Layout
import Solver

/// What the names on a constraint's right side stand for, for
/// ``ConstraintExpression/init(parsing:end:names:)``: which are items (views, guides,
/// `superview`) and what any other value is worth (a `let` name, `h.bounds.width`).
public struct ConstraintNames {
    /// Whether a name is an item a constraint can relate.
    public var isItem: (String) -> Bool
    /// The number a value expression stands for, now.
    public var evaluate: (Expression) throws(SyntaxError) -> Double

    public init(isItem: @escaping (String) -> Bool, evaluate: @escaping (Expression) throws(SyntaxError) -> Double) {
        self.isItem = isItem
        self.evaluate = evaluate
    }
}

extension ConstraintExpression {
    /// Parses a constraint whose right side may be any expression of at most one
    /// `item.attribute`, as UIKit code computes a constant before it makes the anchor's
    /// constraint: `h.width == h.bounds.width`, `h.width == w` for a `let` name,
    /// `a.top == b.bottom + gap * 2`, `a.width == (b.width - 20) / 2 @750`.
    ///
    /// The right side must be linear in the item: `m * item.attribute + c`, where m and c
    /// come from numbers and values (evaluated now; the constraint keeps the numbers, as
    /// an `NSLayoutConstraint` keeps its constant). What the plain grammar of
    /// ``init(parsing:end:)`` reads, it reads the same; system spacing keeps that grammar.
    /// When both fail, the error is the one that read further.
    public init(parsing tokens: some Collection<Token>, end: SourceLocation, names: ConstraintNames) throws(SyntaxError) {
        let tokens = Array(tokens)
        // System spacing has a grammar of its own, which only the plain parser reads.
        let usesSystemSpacing = tokens.contains { token in
            if case .word(let word) = token.kind { return word == "system" || word == "systemSpacing" }
            return false
        }
        if usesSystemSpacing {
            self = try ConstraintExpression(parsing: tokens, end: end)
            return
        }
        var plainError: SyntaxError?
        do {
            let plain = try ConstraintExpression(parsing: tokens, end: end)
            if plain.equation.second.map({ names.isItem($0.item) }) ?? true {
                self = plain
                return
            }
        } catch {
            plainError = error
        }
        var parser = ConstraintExpressionParser(cursor: TokenCursor(tokens, end: end))
        do {
            self = try parser.parseWithValues(names: names, end: end)
        } catch {
            // An error in what the right side means (not linear, not a number) is the one to
            // show; of two grammar errors, the one that read further.
            if let plainError, !parser.readRightSide, plainError.location > error.location { throw plainError }
            throw error
        }
    }
}

extension ConstraintExpressionParser {
    /// `[name ':'] ref relation EXPRESSION ['@' priority]`, the expression linear in at most
    /// one item.attribute.
    mutating func parseWithValues(names: ConstraintNames, end: SourceLocation) throws(SyntaxError) -> ConstraintExpression {
        let (name, nameLocation) = parseName()
        let first = try parseFirstReference()
        guard let relationToken = cursor.peek(), case .operator(let symbol) = relationToken.kind,
              let relation = Relation(symbol) else {
            throw cursor.unexpected("a relation (==, <=, >=)")
        }
        _ = cursor.next()
        var locations = ConstraintExpression.Locations(first: first.item, firstAttribute: first.attribute, relation: relationToken.location)
        locations.name = nameLocation
        var expression = ConstraintExpression(name: name, equation: ConstraintEquation(first: first.value, relation: relation), locations: locations)
        // The right side runs to the priority's '@' or the end.
        var rightTokens: [Token] = []
        while let token = cursor.peek(), token.kind != .operator(.at) {
            rightTokens.append(token)
            _ = cursor.next()
        }
        let rightEnd = cursor.peek()?.location ?? end
        var reader = ExpressionParser(tokens: rightTokens, end: rightEnd)
        let right = try reader.parseExpression(expected: "an item.attribute or a constant after '\(relationToken.text)'")
        guard reader.isAtEnd else {
            let stray = rightTokens[reader.consumed]
            throw SyntaxError(expected: "an operator, '@' or end of input", found: stray.quotedForMessage, at: stray.location, length: stray.length)
        }
        readRightSide = true
        let linear = try LinearRightSide.reading(right, names: names)
        if let (reference, at) = linear.reference {
            guard linear.multiplier != 0 else {
                throw SyntaxError(expected: "a non-zero multiplier", found: "'0'", at: right.location, length: right.length)
            }
            let parsed = try self.reference(reference, at: at)
            if let requirement = first.value.attribute.pairingRequirement(with: parsed.value.attribute) {
                throw SyntaxError(expected: requirement, found: "'\(parsed.value.attribute)'", at: parsed.attribute, length: parsed.attributeLength)
            }
            expression.equation.second = parsed.value
            expression.locations.second = parsed.item
            expression.locations.secondAttribute = parsed.attribute
            expression.equation.multiplier = linear.multiplier
            if linear.multiplier != 1 { expression.locations.multiplier = right.location }
        } else if !first.value.attribute.isSize {
            throw SyntaxError(
                message: "'\(first.value.attribute)' is a position and needs an item.attribute on the right: only width and height may equal a constant",
                found: "'\(formatNumber(linear.constant))'", at: right.location, length: right.length)
        }
        expression.equation.constant = linear.constant
        if linear.constant != 0 || linear.reference == nil { expression.locations.constant = right.location }
        try parsePriority(into: &expression)
        return expression
    }
}

/// `multiplier * reference + constant`: a constraint's right side, read from an expression.
struct LinearRightSide {
    /// The item.attribute as written, and where.
    var reference: (String, SourceLocation)?
    var multiplier: Double = 0
    var constant: Double = 0

    /// Reads `expression` bottom up with a stack of its own (no recursion, however deep the
    /// parser let it be): item.attribute paths are the reference, every other operand a value
    /// evaluated now, and the operators must keep the result linear.
    static func reading(_ expression: Expression, names: ConstraintNames) throws(SyntaxError) -> LinearRightSide {
        enum Step {
            case read(Expression)
            case combine(Expression)
        }
        var steps: [Step] = [.read(expression)]
        var values: [LinearRightSide] = []
        while let step = steps.popLast() {
            switch step {
            case .read(let node):
                switch node.kind {
                case .path(let parts) where parts.count >= 2:
                    let item = parts.dropLast().joined(separator: ".")
                    if let last = parts.last, LayoutAttribute.userAttribute(named: last) != nil, names.isItem(item) {
                        values.append(LinearRightSide(reference: (parts.joined(separator: "."), node.location), multiplier: 1))
                    } else {
                        values.append(LinearRightSide(constant: try names.evaluate(node)))
                    }
                case .negate(let operand):
                    steps += [.combine(node), .read(operand)]
                case .binary(_, let left, let right):
                    steps += [.combine(node), .read(right), .read(left)]
                default:
                    values.append(LinearRightSide(constant: try names.evaluate(node)))
                }
            case .combine(let node):
                values.append(try combine(node, &values))
            }
        }
        guard values.count == 1, let result = values.first else {
            throw SyntaxError(expected: "an expression", found: "the expression", at: expression.location, length: expression.length)
        }
        return result
    }

    /// The node's operator applied to its operands' linear forms, taken from the end of `values`.
    private static func combine(_ node: Expression, _ values: inout [LinearRightSide]) throws(SyntaxError) -> LinearRightSide {
        func nonlinear(_ why: String) -> SyntaxError {
            SyntaxError(message: "a constraint's right side is m * item.attribute + c: \(why)", found: "the expression",
                        at: node.location, length: node.length)
        }
        switch node.kind {
        case .negate:
            guard var operand = values.popLast() else { throw nonlinear("an operand is missing") }
            operand.multiplier = -operand.multiplier
            operand.constant = -operand.constant
            return operand
        case .binary(let symbol, _, _):
            guard let right = values.popLast(), let left = values.popLast() else { throw nonlinear("an operand is missing") }
            switch symbol {
            case .plus, .minus:
                if left.reference != nil && right.reference != nil { throw nonlinear("one item.attribute at most") }
                let sign = symbol == .plus ? 1.0 : -1.0
                return LinearRightSide(reference: left.reference ?? right.reference,
                                       multiplier: left.reference != nil ? left.multiplier : sign * right.multiplier,
                                       constant: left.constant + sign * right.constant)
            case .star:
                if left.reference != nil && right.reference != nil { throw nonlinear("an item.attribute times another is not linear") }
                let (scaled, factor) = left.reference != nil ? (left, right.constant) : (right, left.constant)
                return LinearRightSide(reference: scaled.reference, multiplier: scaled.multiplier * factor, constant: scaled.constant * factor)
            case .slash:
                if right.reference != nil { throw nonlinear("dividing by an item.attribute is not linear") }
                guard right.constant != 0 else { throw nonlinear("a division by zero") }
                return LinearRightSide(reference: left.reference, multiplier: left.multiplier / right.constant,
                                       constant: left.constant / right.constant)
            default:
                throw nonlinear("'\(symbol.rawValue)' is not arithmetic")
            }
        default:
            throw nonlinear("unexpected")
        }
    }
}
