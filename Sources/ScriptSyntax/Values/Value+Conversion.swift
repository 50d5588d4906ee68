import Layout
public import Solver

extension Value {
    /// The value as a value of `type`, or an error naming the type expected.
    ///
    /// This is the one path from a script to a property: numbers are checked against the
    /// type's ``NumberDomain`` (finite, in range, whole if asked) before anything converts
    /// them, tuples become points, sizes, rects or insets by their number of elements, and
    /// words become the enumeration cases, priorities, booleans or `none` they spell.
    public func converted(to type: ValueType) throws(ValueError) -> Value {
        switch type {
        case .number(let domain):
            return .number(try number(in: domain, what: nil))
        case .point:
            if case .point = self { return self }
            let values = try tuple(of: 2, as: type, [("x", .coordinate), ("y", .coordinate)])
            return .point(Point(x: values[0], y: values[1]))
        case .size:
            if case .size(let size) = self, size.width >= 0, size.height >= 0 { return self }
            let values = try tuple(of: 2, as: type, [("width", .length), ("height", .length)])
            return .size(Size(width: values[0], height: values[1]))
        case .rect:
            if case .rect(let rect) = self, rect.width >= 0, rect.height >= 0 { return self }
            let values = try tuple(of: 4, as: type, [("x", .coordinate), ("y", .coordinate), ("width", .length), ("height", .length)])
            return .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        case .insets:
            if case .insets = self { return self }
            let values = try tuple(of: 4, as: type, [("top", .coordinate), ("left", .coordinate), ("bottom", .coordinate), ("right", .coordinate)])
            return .insets(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        case .bool:
            switch self {
            case .bool: return self
            case .enumCase(let word) where ["true", "yes", "on"].contains(word): return .bool(true)
            case .enumCase(let word) where ["false", "no", "off"].contains(word): return .bool(false)
            case .number(1): return .bool(true)
            case .number(0): return .bool(false)
            default: throw ValueError(expected: type.description, found: self)
            }
        case .enumeration(_, let cases):
            // A bare word naming an object is the case when a case has its name: the property
            // decides (`set largeTitle.textStyle = largeTitle` on a label named largeTitle).
            if case .view(let name) = self, cases.contains(name) { return .enumCase(name) }
            if case .constraint(let name) = self, cases.contains(name) { return .enumCase(name) }
            guard case .enumCase(let name) = self else { throw ValueError(expected: type.description, found: self) }
            guard cases.contains(name) else { throw Self.unknownWord(name, among: cases, expected: type.description) }
            return self
        case .priority:
            return .priority(try parsedPriority())
        case .view:
            if case .enumCase(let word) = self { throw ValueError(message: "there is no view named '\(word)'") }
            guard case .view = self else { throw ValueError(expected: type.description, found: self) }
            return self
        case .constraint:
            if case .enumCase(let word) = self { throw ValueError(message: "there is no constraint named '\(word)'") }
            guard case .constraint = self else { throw ValueError(expected: type.description, found: self) }
            return self
        case .text:
            switch self {
            case .text: return self
            // A bare word is text, as `set v.backgroundColor = red` has always allowed.
            case .enumCase(let word): return .text(word)
            default: throw ValueError(expected: type.description, found: self)
            }
        case .flags(let names):
            let words: [Value]
            switch self {
            case .flags(let flags): words = flags.map(Value.enumCase)
            case .enumCase("none"): return .flags([])
            case .enumCase: words = [self]
            case .tuple(let elements): words = elements
            default: throw ValueError(expected: type.description, found: self)
            }
            var chosen: Set<String> = []
            for word in words {
                guard case .enumCase(let name) = word else { throw ValueError(expected: type.description, found: self) }
                guard names.contains(name) else { throw Self.unknownWord(name, among: names, expected: type.description) }
                chosen.insert(name)
            }
            return .flags(names.filter(chosen.contains))
        case .list, .summary:
            throw ValueError(message: "a value of type \(type.shortName) cannot be set")
        case .partialSize(let none):
            return try partialSize(none: none)
        case .optional(let wrapped, let none):
            switch self {
            case .none: return .none(none)
            case .enumCase(let word) where word == none || word == "nil" || word == "none": return .none(none)
            default: break
            }
            do {
                return try converted(to: wrapped)
            } catch {
                // Name the whole type, `none` spelling included, unless a range was the problem.
                if case .number = self, case .number = wrapped { throw error }
                if case .enumCase = self, wrapped == .view || wrapped == .constraint { throw error }
                throw ValueError(expected: ValueType.optional(wrapped, none: none).description, found: self)
            }
        }
    }

    /// The number this value is, checked against `domain`; `what` names it in the error.
    public func number(in domain: NumberDomain, what: String?) throws(ValueError) -> Double {
        guard case .number(let number) = self else {
            throw ValueError(expected: what.map { "\($0): \(domain)" } ?? domain.description, found: self)
        }
        guard domain.contains(number) else {
            let expected = what.map { "\($0): \(domain)" } ?? domain.description
            throw ValueError(message: "expected \(expected), found \(formatPoints(number))")
        }
        return number
    }

    /// The priority names the script language knows, with UIKit's values.
    public static let priorityNames: [(name: String, priority: Priority)] = [
        ("required", .required), ("high", .defaultHigh), ("defaultHigh", .defaultHigh),
        ("low", .defaultLow), ("defaultLow", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
        ("fittingSize", .fittingSizeLevel),
    ]

    private func parsedPriority() throws(ValueError) -> Priority {
        switch self {
        case .priority(let priority):
            return priority
        case .enumCase(let word):
            guard let named = Self.priorityNames.first(where: { $0.name == word })?.priority else {
                throw Self.unknownWord(word, among: Self.priorityNames.map(\.name), expected: ValueType.priority.description)
            }
            return named
        case .number:
            // Checked against 1...1000 before converting, so a huge number is an error, not a trap.
            let value = try number(in: .priority, what: "a priority")
            guard let priority = Priority(Int(value)) else {
                throw ValueError(message: "expected a priority: \(NumberDomain.priority), found \(formatPoints(value))")
            }
            return priority
        default:
            throw ValueError(expected: ValueType.priority.description, found: self)
        }
    }

    /// A size either side of which may be `none` (also written `none` or `nil`), kept as a
    /// negative side; `none` alone is both. A size value that is already one passes.
    private func partialSize(none: String) throws(ValueError) -> Value {
        let type = ValueType.partialSize(none: none)
        func isNone(_ value: Value) -> Bool {
            switch value {
            case .none: true
            case .enumCase(let word): word == none || word == "none" || word == "nil"
            default: false
            }
        }
        if isNone(self) { return .size(Size(width: -1, height: -1)) }
        if case .size(let size) = self {
            return .size(Size(width: size.width < 0 ? -1 : size.width, height: size.height < 0 ? -1 : size.height))
        }
        guard case .tuple(let values) = self, values.count == 2 else { throw ValueError(expected: type.description, found: self) }
        var sides: [Double] = []
        for (value, name) in zip(values, ["width", "height"]) {
            if isNone(value) {
                sides.append(-1)
            } else if case .enumCase(let word) = value {
                throw Self.unknownWord(word, among: [none, "none"], expected: "the \(name): a length of 0 or more, or \(none)")
            } else if case .number(let number) = value, number < 0 {
                throw ValueError(message: "expected the \(name): a length of 0 or more, or \(none), found \(formatPoints(number))")
            } else {
                sides.append(try value.number(in: .length, what: "the \(name)"))
            }
        }
        return .size(Size(width: sides[0], height: sides[1]))
    }

    /// The numbers of a tuple of `count` elements, each checked against its domain.
    private func tuple(of count: Int, as type: ValueType, _ elements: [(name: String, domain: NumberDomain)]) throws(ValueError) -> [Double] {
        guard case .tuple(let values) = self, values.count == count else {
            throw ValueError(expected: type.description, found: self)
        }
        var numbers: [Double] = []
        for (value, element) in zip(values, elements) {
            numbers.append(try value.number(in: element.domain, what: "the \(element.name)"))
        }
        return numbers
    }

    /// `expected one of ..., found 'nevr'; did you mean 'never'?`
    static func unknownWord(_ word: String, among names: [String], expected: String) -> ValueError {
        var message = "expected \(expected), found '\(word)'"
        if let suggestion = Spelling.closest(to: word, among: names) { message += "; did you mean '\(suggestion)'?" }
        return ValueError(message: message)
    }
}
