import Layout
public import ScriptSyntax

extension Expression {
    /// The expression's value.
    ///
    /// Arithmetic: numbers with numbers; points, sizes, rects and insets with their own kind
    /// (`+`, `-`, component by component) and with numbers (`*`, `/`, scaling every component);
    /// priorities count as their numbers. A division by zero, or a result that is not a
    /// finite number, is an error at the operator's expression.
    ///
    /// The tree is walked with a stack of its own, not by recursion, so however deep a tree
    /// is (the parser bounds it, ``ExpressionParser/maximumNesting``), evaluating it takes no
    /// more of the thread's stack. Operands are computed left to right, as written.
    public func evaluate(in environment: ExpressionEnvironment) throws(SyntaxError) -> Value {
        /// An expression to compute, or one whose operands are computed (on `values`) and
        /// which combines them now.
        enum Step {
            case compute(Expression)
            case combine(Expression)
        }
        var steps: [Step] = [.compute(self)]
        var values: [Value] = []
        while let step = steps.popLast() {
            switch step {
            case .compute(let expression):
                switch expression.kind {
                case .literal(let value):
                    values.append(value)
                case .path(let parts):
                    values.append(try expression.pathValue(parts, in: environment))
                case .negate(let operand):
                    steps += [.combine(expression), .compute(operand)]
                case .binary(_, let left, let right):
                    steps += [.combine(expression), .compute(right), .compute(left)]
                case .call(_, let elements), .tuple(let elements):
                    steps.append(.combine(expression))
                    steps += elements.reversed().map(Step.compute)
                }
            case .combine(let expression):
                values.append(try expression.combining(&values))
            }
        }
        guard values.count == 1, let value = values.first else { throw error("the expression has no value") }
        return value
    }

    /// The value of a path: a `let` name, an object's property, or a bare word as a boolean or
    /// an enum case.
    private func pathValue(_ parts: [String], in environment: ExpressionEnvironment) throws(SyntaxError) -> Value {
        if parts.count == 1, let word = parts.first, environment.session.object(named: word) == nil,
           environment.session.bindings[word] == nil {
            if word == "true" || word == "false" { return .bool(word == "true") }
            if environment.wordsAreCases { return .enumCase(word) }
        }
        return try PropertyPath(parts, at: location, in: environment).value(in: environment)
    }

    /// This operator, call or tuple applied to its operands' values, taken from the end of
    /// `values` (where ``evaluate(in:)`` put them, in order).
    private func combining(_ values: inout [Value]) throws(SyntaxError) -> Value {
        func operands(_ count: Int) throws(SyntaxError) -> [Value] {
            guard count <= values.count else { throw error("the expression has no value") }
            let taken = Array(values.suffix(count))
            values.removeLast(count)
            return taken
        }
        switch kind {
        case .literal(let value):
            return value
        case .path:
            throw error("the expression has no value")
        case .negate:
            let operand = try operands(1)
            guard let value = operand.first, let negated = Self.scale(value, by: -1) else {
                throw error("cannot negate \(operand.first.map { "\($0)" } ?? "nothing")")
            }
            return negated
        case .binary(let symbol, _, _):
            let pair = try operands(2)
            guard let a = pair.first, let b = pair.last else { throw error("the expression has no value") }
            if symbol == .slash, let divisor = Self.number(b), divisor == 0 { throw error("division by zero") }
            guard let result = Self.combine(symbol, a, b) else {
                throw error("cannot compute \(a) \(symbol.rawValue) \(b)")
            }
            guard result.isFinite else { throw error("the result is not a finite number") }
            return result
        case .call(let name, let arguments):
            var numbers: [Double] = []
            for (argument, value) in zip(arguments, try operands(arguments.count)) {
                guard let number = Self.number(value) else {
                    throw argument.error("\(name) takes numbers, found \(value)")
                }
                numbers.append(number)
            }
            let result = name == "min" ? numbers.min() : numbers.max()
            guard let result else { throw error("\(name) needs at least one number") }
            return .number(result)
        case .tuple(let elements):
            return .tuple(try operands(elements.count))
        }
    }

    /// An error about this expression, underlining all of it.
    public func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, found: "the expression", at: location, length: length)
    }

    /// A number, or a priority's number.
    static func number(_ value: Value) -> Double? {
        switch value {
        case .number(let number): number
        case .priority(let priority): Double(priority.value)
        default: nil
        }
    }

    /// `a op b`, or nil when the operation means nothing for these values.
    static func combine(_ symbol: Operator, _ a: Value, _ b: Value) -> Value? {
        if let x = number(a), let y = number(b) {
            switch symbol {
            case .plus: return .number(x + y)
            case .minus: return .number(x - y)
            case .star: return .number(x * y)
            case .slash: return .number(x / y)
            default: return nil
            }
        }
        switch symbol {
        case .star:
            if let factor = number(b) { return scale(a, by: factor) }
            if let factor = number(a) { return scale(b, by: factor) }
            return nil
        case .slash:
            guard let divisor = number(b) else { return nil }
            return scale(a, by: 1 / divisor)
        case .plus, .minus:
            let sign: Double = symbol == .plus ? 1 : -1
            guard let subtrahend = scale(b, by: sign) else { return nil }
            return add(a, subtrahend)
        default:
            return nil
        }
    }

    static func scale(_ value: Value, by factor: Double) -> Value? {
        switch value {
        case .number(let number): .number(number * factor)
        case .priority(let priority): .number(Double(priority.value) * factor)
        case .point(let p): .point(Point(x: p.x * factor, y: p.y * factor))
        case .size(let s): .size(Size(width: s.width * factor, height: s.height * factor))
        case .rect(let r): .rect(Rect(x: r.minX * factor, y: r.minY * factor, width: r.width * factor, height: r.height * factor))
        case .insets(let i): .insets(EdgeInsets(top: i.top * factor, left: i.left * factor, bottom: i.bottom * factor, right: i.right * factor))
        default: nil
        }
    }

    static func add(_ a: Value, _ b: Value) -> Value? {
        switch (a, b) {
        case (.point(let p), .point(let q)): .point(Point(x: p.x + q.x, y: p.y + q.y))
        case (.size(let s), .size(let t)): .size(Size(width: s.width + t.width, height: s.height + t.height))
        case (.rect(let r), .rect(let s)):
            .rect(Rect(x: r.minX + s.minX, y: r.minY + s.minY, width: r.width + s.width, height: r.height + s.height))
        case (.insets(let i), .insets(let j)):
            .insets(EdgeInsets(top: i.top + j.top, left: i.left + j.left, bottom: i.bottom + j.bottom, right: i.right + j.right))
        default: nil
        }
    }
}

extension Value {
    /// Whether every number in the value is finite.
    var isFinite: Bool {
        switch self {
        case .number(let n): n.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
        case .insets(let i): [i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite)
        default: true
        }
    }
}
