import ScriptSyntax
import Layout
import Solver

/// Reads a visual format string into ``VisualFormatSyntax``, following Apple's grammar:
/// ```
/// format      := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation := 'H' | 'V'                  superview := '|'
/// view        := '[' viewName ('(' predicate (',' predicate)* ')')? ']'
/// connection  := e | '-' predicateList '-' | '-'
/// predicateList := simplePredicate | '(' predicate (',' predicate)* ')'
/// simplePredicate := metricName | positiveNumber
/// predicate   := relation? object ('@' priority)?
/// relation    := '==' | '<=' | '>='         object, priority := metricName | number | viewName
/// ```
/// Whitespace between the parts is skipped. A view's name is what `items` reads.
///
/// A printed format (``VisualFormatSyntax/Form/printed``, UIKit's description of a constraint
/// made from one) differs in small ways, each where it is read: a direction (`(LTR)`,
/// `(RTL)`) may follow an element; a predicate list holds one predicate; an object is a
/// number (a `+` and a blank after the sign allowed, at most `largestNumber`) or the system
/// spacing UIKit prints (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`), never a name; and
/// a bare `-` is `NSSpace(8)`, the standard spacing to `|` as between views.
struct VisualFormatParser<Items: VisualFormatItemReader> {
    private var cursor: CharacterCursor
    private let map: SourceColumnMap
    /// What reads the views' names; it keeps what it learnt.
    private(set) var items: Items
    private let form: VisualFormatSyntax.Form
    /// The largest magnitude of a printed number.
    private let largestNumber: Double

    init(format: String, map: SourceColumnMap, items: Items, form: VisualFormatSyntax.Form = .written,
         largestNumber: Double = .infinity) {
        cursor = CharacterCursor(format)
        self.map = map
        self.items = items
        self.form = form
        self.largestNumber = largestNumber
    }

    mutating func parse() throws(SyntaxError) -> VisualFormatSyntax {
        var syntax = VisualFormatSyntax(form: form, location: map.location(ofOffset: 0))
        cursor.skipWhitespace()
        try parseOrientation(into: &syntax)
        cursor.skipWhitespace()
        if consume("|") {
            skipPrintedDirection()
            syntax.leadingSuperview = try parseConnection(after: "'|'", allowsEnd: false)
        } else if cursor.peek() != "[" {
            throw unexpected("'[' or '|' to start the format")
        }
        syntax.views.append(try parseView())
        while true {
            cursor.skipWhitespace()
            if cursor.isAtEnd { return syntax }
            let connection = try parseConnection(after: "view", allowsEnd: true)
            cursor.skipWhitespace()
            if consume("|") {
                skipPrintedDirection()
                syntax.trailingSuperview = connection
                cursor.skipWhitespace()
                guard cursor.isAtEnd else { throw unexpected("end of format after '|'") }
                return syntax
            }
            syntax.connections.append(connection)
            syntax.views.append(try parseView())
        }
    }

    // MARK: reading characters

    private var here: SourceLocation { map.location(ofOffset: cursor.offset) }

    /// The error for the current character not being what the grammar expects.
    private func unexpected(_ expected: String) -> SyntaxError {
        let found = cursor.peek().map { "'\($0)'" } ?? "end of format"
        return SyntaxError(expected: expected, found: found, at: here)
    }

    /// Moves past `character` if it comes next.
    private mutating func consume(_ character: Character) -> Bool {
        guard cursor.peek() == character else { return false }
        cursor.advance()
        return true
    }

    private mutating func expect(_ character: Character, _ expected: String) throws(SyntaxError) {
        cursor.skipWhitespace()
        guard consume(character) else { throw unexpected(expected) }
    }

    /// Moves past `literal` if it comes next.
    private mutating func consume(literal: String) -> Bool {
        guard cursor.text(from: cursor.offset, to: cursor.offset + literal.count) == literal else { return false }
        cursor.advance(by: literal.count)
        return true
    }

    /// After an element of a printed format, the direction UIKit notes (`(LTR)`, `(RTL)`),
    /// perhaps after a blank (a rewrapped line).
    private mutating func skipPrintedDirection() {
        guard form == .printed else { return }
        var probe = cursor
        probe.skipWhitespace()
        let note = probe.text(from: probe.offset, to: probe.offset + 5)
        guard note == "(LTR)" || note == "(RTL)" else { return }
        probe.advance(by: 5)
        cursor = probe
    }

    // MARK: the parts of a format

    private mutating func parseOrientation(into syntax: inout VisualFormatSyntax) throws(SyntaxError) {
        guard let letter = cursor.peek(), letter.isLetter, cursor.peek(1) == ":" else { return }
        switch letter {
        case "H": syntax.orientation = .horizontal
        case "V": syntax.orientation = .vertical
        default:
            throw SyntaxError(expected: "'H:' or 'V:'", found: "'\(letter):'", at: here,
                              length: map.sourceLength(ofOffset: cursor.offset, length: 2))
        }
        cursor.advance(by: 2)
    }

    private mutating func parseView() throws(SyntaxError) -> VisualFormatSyntax.View {
        cursor.skipWhitespace()
        guard consume("[") else { throw unexpected("'[' to start a view") }
        cursor.skipWhitespace()
        let location = here
        guard let name = items.readItem(&cursor) else { throw unexpected(items.expectedItem) }
        var view = VisualFormatSyntax.View(name: name, location: location, predicates: [])
        cursor.skipWhitespace()
        if cursor.peek() == "(" {
            view.predicates = try parsePredicateList()
            try expect("]", "']' after predicate list")
        } else {
            try expect("]", "']' after view name")
        }
        skipPrintedDirection()
        return view
    }

    /// A connection after a view or a leading `|`; `allowsEnd` says whether the format may
    /// end here instead (it may after a view, not after a leading `|`).
    private mutating func parseConnection(after what: String, allowsEnd: Bool) throws(SyntaxError) -> VisualFormatSyntax.Connection {
        cursor.skipWhitespace()
        let location = here
        guard consume("-") else {
            if cursor.peek() == "[" || cursor.peek() == "|" { return .flush(location) }
            throw unexpected(allowsEnd ? "'-', '[', '|' or end of format after \(what)" : "'-' or '[' after \(what)")
        }
        cursor.skipWhitespace()
        switch cursor.peek() {
        case "[", "|":
            guard form == .printed else { return .standard(location) }
            let space = VisualFormatSyntax.Value(kind: .systemSpacing(SystemSpacing.standard), text: "-", location: location, length: 1)
            return .predicates([VisualFormatSyntax.Predicate(relation: .equal, object: space, location: location)])
        case "(":
            let predicates = try parsePredicateList()
            try expect("-", "'-' after spacing predicate")
            return .predicates(predicates)
        case let character? where character.isIdentifierContinue || character == ".":
            let start = here
            let value = try parseValue(expected: "a number or metric after '-'", allowsSign: false)
            try expect("-", "'-' after spacing predicate")
            return .predicates([VisualFormatSyntax.Predicate(relation: .equal, object: value, location: start)])
        default:
            throw unexpected("a spacing, '[' or '|' after '-'")
        }
    }

    /// `'(' predicate (',' predicate)* ')'`.
    private mutating func parsePredicateList() throws(SyntaxError) -> [VisualFormatSyntax.Predicate] {
        try expect("(", "'('")
        var predicates: [VisualFormatSyntax.Predicate] = []
        while true {
            predicates.append(try parsePredicate())
            cursor.skipWhitespace()
            if form == .written, consume(",") { continue }
            if consume(")") { return predicates }
            throw unexpected(form == .written ? "',' or ')' after predicate" : "')' after predicate")
        }
    }

    private mutating func parsePredicate() throws(SyntaxError) -> VisualFormatSyntax.Predicate {
        cursor.skipWhitespace()
        let location = here
        var relation = Relation.equal
        if let first = cursor.peek(), "=<>".contains(first) {
            guard let parsed = Relation(rawValue: cursor.text(from: cursor.offset, to: cursor.offset + 2)) else {
                throw unexpected("a relation (==, <=, >=)")
            }
            relation = parsed
            cursor.advance(by: 2)
        }
        cursor.skipWhitespace()
        let object = try parseValue(expected: "a number, metric or view name", allowsSign: true)
        var predicate = VisualFormatSyntax.Predicate(relation: relation, object: object, location: location)
        cursor.skipWhitespace()
        if consume("@") {
            cursor.skipWhitespace()
            predicate.priority = form == .written ? try parseValue(expected: "a priority number or metric after '@'", allowsSign: true)
                : try parsePrintedValue(expected: "a priority in 1...1000 after '@'", allowsSign: true, allowsSpacing: false)
        }
        return predicate
    }

    /// A number (C locale; a leading `-` only where `allowsSign`) or a name.
    private mutating func parseValue(expected: String, allowsSign: Bool) throws(SyntaxError) -> VisualFormatSyntax.Value {
        if form == .printed {
            return try parsePrintedValue(expected: "a number, NSSpace(N) or NSLayoutAnchorConstraintSpace(N)", allowsSign: allowsSign,
                                         allowsSpacing: true)
        }
        let start = cursor.offset
        let location = here
        if let name = cursor.scanIdentifier() {
            return VisualFormatSyntax.Value(kind: .name(name), text: name, location: location,
                                            length: map.sourceLength(ofOffset: start, length: name.count))
        }
        let negative = allowsSign && cursor.peek() == "-"
        if negative { cursor.advance() }
        guard let number = cursor.scanNumber() else { throw unexpected(expected) }
        let text = (negative ? "-" : "") + number.text
        let length = map.sourceLength(ofOffset: start, length: text.count)
        guard number.value.isFinite else {
            throw SyntaxError(expected: "a finite number", found: "'\(text)'", at: location, length: length)
        }
        return VisualFormatSyntax.Value(kind: .number(negative ? -number.value : number.value),
                                        text: text, location: location, length: length)
    }

    /// A printed number (`-20`, `+ 5`; a sign only where `allowsSign`) or, where
    /// `allowsSpacing`, the system spacing UIKit prints, `NSSpace(8)` or
    /// `NSLayoutAnchorConstraintSpace(8)`.
    private mutating func parsePrintedValue(expected: String, allowsSign: Bool, allowsSpacing: Bool) throws(SyntaxError) -> VisualFormatSyntax.Value {
        let start = cursor.offset
        let location = here
        if allowsSpacing, consume(literal: "NSSpace(") || consume(literal: "NSLayoutAnchorConstraintSpace(") {
            let opening = cursor.text(from: start, to: cursor.offset)
            guard let value = try parsePrintedNumber(allowsSign: true) else { throw unexpected("a number after '\(opening)'") }
            guard consume(")") else { throw unexpected("')' closing '\(opening)'") }
            let text = cursor.text(from: start, to: cursor.offset)
            return VisualFormatSyntax.Value(kind: .systemSpacing(value), text: text, location: location,
                                            length: map.sourceLength(ofOffset: start, length: text.count))
        }
        guard let value = try parsePrintedNumber(allowsSign: allowsSign) else { throw unexpected(expected) }
        let text = cursor.text(from: start, to: cursor.offset)
        return VisualFormatSyntax.Value(kind: .number(value), text: text, location: location,
                                        length: map.sourceLength(ofOffset: start, length: text.count))
    }

    /// `[+-] [blanks] number` of a printed format, at most ``largestNumber`` in magnitude;
    /// nil, with the cursor where it was, when none is here.
    private mutating func parsePrintedNumber(allowsSign: Bool) throws(SyntaxError) -> Double? {
        let start = cursor.offset
        let location = here
        let unmoved = cursor
        var sign = 1.0
        if allowsSign, let character = cursor.peek(), character == "-" || character == "+" {
            sign = character == "-" ? -1 : 1
            cursor.advance()
            cursor.skipWhitespace()
        }
        guard let number = cursor.scanNumber() else {
            cursor = unmoved
            return nil
        }
        guard number.value <= largestNumber else {
            let text = cursor.text(from: start, to: cursor.offset)
            throw SyntaxError(expected: "a number of at most \(formatNumber(largestNumber)) in size", found: "'\(text)'", at: location,
                              length: map.sourceLength(ofOffset: start, length: text.count))
        }
        return sign * number.value
    }
}
