import Layout
import Solver

/// Reads one constraint description, `<NSLayoutConstraint:0x600003220a50 'identifier'
/// UIView:0x7fcdaff031e0.height == 200   (active)>`, in every form the corpus shows.
///
/// Grammar (blanks between parts are free; `[ ]` optional):
///
/// ```
/// description := '<' CLASS ':' ADDRESS ['@' FILE '#' LINE] ['\'' IDENTIFIER '\''] [MASK]
///                ['\'' IDENTIFIER '\''] BODY ['priority:' N] [TAIL] '>'
/// MASK        := 'h=' [-&]{3} 'v=' [-&]{3}                      (autoresizing constraints)
/// BODY        := VISUAL-FORMAT | ANCHORS                        (see VisualFormatReader)
/// ANCHORS     := ITEM '.' ATTRIBUTE RELATION RIGHT [SPACE]
/// RIGHT       := [NUMBER '*'] ITEM '.' ATTRIBUTE ['*' NUMBER] [('+'|'-') NUMBER]
///              | ['+'|'-'] NUMBER
/// SPACE       := ('NSSpace' | 'NSLayoutAnchorConstraintSpace') '(' NUMBER ')'
/// TAIL        := '(' ('active' | 'inactive') [',' 'names:' NAMES] ')' | '(Names:' NAMES ')'
/// NAMES       := ('\'|\'' ':' CLASS ':' ADDRESS | IDENTIFIER ':' ADDRESS) {',' ...}
/// ITEM        := '\'|\'' | NAMED-IDENTIFIER | CLASS ':' ADDRESS ['\'' TEXT '\''] | IDENTIFIER
/// ```
///
/// The tail is read first (it is at the end, and its `names:` say which identifiers are
/// items), then the head, then the body between them.
enum ConstraintDescriptionReader {
    /// What went wrong, at a byte offset of the description.
    struct Failure: Error {
        let offset: Int
        /// `expected a relation: ==, <= or >=`.
        let message: String

        init(offset: Int, expected: String) {
            self.init(offset: offset, message: "expected \(expected)")
        }

        init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// The parts of a description before the body is read into views.
    struct Parsed {
        var className: String
        var address: String?
        var identifier: String?
        var mask: String?
        var sourceLocation: String?
        var isActive: Bool?
        var names = DescriptionNames()
        /// The body's equation, at the priority the description prints (` priority:250`, or a
        /// visual format's `@250`), its items not yet views.
        var equation: ConstraintEquation<ItemReference>
        /// Whether the constant is the system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`).
        var isSystemSpacing: Bool
        /// An `NSContentSizeLayoutConstraint`'s `Hug:250` and `CompressionResistance:750`.
        var hugging: Int?
        var compressionResistance: Int?
    }

    /// A body read: its equation, and whether the constant is the system spacing.
    typealias Body = (equation: ConstraintEquation<ItemReference>, isSystemSpacing: Bool)

    /// Reads `bytes` (one description, `<` to `>`).
    static func read(_ bytes: [UInt8]) throws(Failure) -> Parsed {
        var cursor = ByteCursor(bytes)
        guard cursor.take(byte: .less) else { throw Failure(offset: 0, expected: "'<' starting a constraint's description") }
        // The end: the last '>'.
        var stop = cursor.end
        while stop > cursor.index, bytes[stop - 1] != .greater { stop -= 1 }
        guard stop > cursor.index else { throw Failure(offset: bytes.count, expected: "'>' ending the description") }
        let bodyLimit = stop - 1
        // The class and the address.
        let classStart = cursor.index
        while let byte = cursor.peek, byte != .colon, !byte.isBlank { cursor.index += 1 }
        let className = cursor.text(classStart, cursor.index)
        guard !className.isEmpty, cursor.take(byte: .colon) else { throw Failure(offset: cursor.index, expected: "':' after the constraint's class") }
        cursor.skipBlanks()
        // The address, or Masonry's key in its place (`<MASLayoutConstraint:ConstantConstraint …`).
        let address = cursor.address() ?? masonryKey(&cursor)
        // SnapKit: @File.swift#61.
        var sourceLocation: String?
        if cursor.take(byte: .at) {
            let start = cursor.index
            while let byte = cursor.peek, !byte.isBlank { cursor.index += 1 }
            sourceLocation = cursor.text(start, cursor.index)
        }
        cursor.skipBlanks()
        // The tail and the priority, read from the end.
        var tailCursor = ByteCursor(bytes, from: cursor.index, to: bodyLimit)
        let (tailStart, isActive, names) = readTail(&tailCursor)
        var bodyEnd = tailStart
        while bodyEnd > cursor.index, bytes[bodyEnd - 1].isBlank { bodyEnd -= 1 }
        var priority: Priority?
        if let found = lastPriority(in: bytes, from: cursor.index, to: bodyEnd) {
            priority = found.priority
            bodyEnd = found.start
            while bodyEnd > cursor.index, bytes[bodyEnd - 1].isBlank { bodyEnd -= 1 }
        }
        // A content-size constraint's priorities: `Hug:250 CompressionResistance:750` at the end.
        var hugging: Int?
        var compressionResistance: Int?
        while let found = lastLabelledNumber(in: bytes, from: cursor.index, to: bodyEnd) {
            if found.label == "Hug:" { hugging = found.value } else { compressionResistance = found.value }
            bodyEnd = found.start
            while bodyEnd > cursor.index, bytes[bodyEnd - 1].isBlank { bodyEnd -= 1 }
        }
        // The identifier (a quoted run followed by a blank: identifiers hold blanks) and an
        // autoresizing constraint's mask, in either order: `'UISV-hiding' V:…`, `h=--& v=--& …`,
        // and `h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:…` (log 29).
        var identifier: String?
        var mask: String?
        for _ in 0..<2 {
            if identifier == nil, cursor.peek == .quote {
                var close = cursor.index + 1
                while close < bodyEnd, !(bytes[close] == .quote && (close + 1 == bodyEnd || bytes[close + 1].isBlank)) { close += 1 }
                guard close < bodyEnd else { throw Failure(offset: cursor.index, expected: "a quote closing the identifier") }
                identifier = cursor.text(cursor.index + 1, close)
                cursor.index = close + 1
                cursor.skipBlanks()
            }
            if mask == nil, cursor.hasPrefix("h=") {
                let start = cursor.index
                cursor.index += 2
                while let byte = cursor.peek, byte == .minus || byte == UInt8(ascii: "&") { cursor.index += 1 }
                cursor.skipBlanks()
                if cursor.take("v=") {
                    while let byte = cursor.peek, byte == .minus || byte == UInt8(ascii: "&") { cursor.index += 1 }
                }
                mask = cursor.text(start, cursor.index)
                cursor.skipBlanks()
            }
        }
        var bodyCursor = ByteCursor(bytes, from: cursor.index, to: bodyEnd)
        var body: Body
        if bodyCursor.hasPrefix("H:") || bodyCursor.hasPrefix("V:") {
            body = try VisualFormatReader.read(&bodyCursor, names: names)
        } else {
            body = try readAnchors(&bodyCursor, names: names)
        }
        if let priority { body.equation.priority = priority }
        return Parsed(className: className, address: address, identifier: identifier, mask: mask, sourceLocation: sourceLocation,
                      isActive: isActive, names: names, equation: body.equation, isSystemSpacing: body.isSystemSpacing,
                      hugging: hugging, compressionResistance: compressionResistance)
    }

    /// A Masonry constraint's `mas_key` where the address goes: a word of letters, digits, `_`
    /// and brackets (`ConflictingConstraint[0]`) followed by a blank; nil, unmoved, otherwise.
    static func masonryKey(_ cursor: inout ByteCursor) -> String? {
        let start = cursor.index
        while let byte = cursor.peek, byte.isLetter || byte.isDigit || byte == UInt8(ascii: "_") || byte == .leftBracket
            || byte == .rightBracket { cursor.index += 1 }
        guard cursor.index > start, cursor.peek?.isBlank == true, cursor.bytes[start].isLetter else {
            cursor.index = start
            return nil
        }
        return cursor.text(start, cursor.index)
    }

    /// `Hug:N` or `CompressionResistance:N` (N in 1...1000) ending the body.
    static func lastLabelledNumber(in bytes: [UInt8], from start: Int, to end: Int) -> (start: Int, label: String, value: Int)? {
        var position = end
        while position > start, bytes[position - 1].isDigit { position -= 1 }
        guard position < end else { return nil }
        for label in ["Hug:", "CompressionResistance:"] {
            let count = label.utf8.count
            guard position - count >= start, bytes[(position - count)..<position].elementsEqual(label.utf8) else { continue }
            var probe = ByteCursor(bytes, from: position, to: end)
            guard let value = probe.number(), probe.isAtEnd, (1...1000).contains(value) else { return nil }
            return (position - count, label, Int(value.rounded()))
        }
        return nil
    }

    /// The tail `(active, names: ...)` / `(Names: ...)`: where it starts (the body's end when
    /// there is none), whether it says active, and its names.
    static func readTail(_ cursor: inout ByteCursor) -> (start: Int, isActive: Bool?, names: DescriptionNames) {
        let bytes = cursor.bytes
        var position = cursor.end
        while position > cursor.index, bytes[position - 1].isBlank { position -= 1 }
        guard position > cursor.index, bytes[position - 1] == .rightParenthesis else { return (cursor.end, nil, DescriptionNames()) }
        // The last '(' that opens "active", "inactive" or "Names:".
        var open = position - 1
        while open >= cursor.index {
            if bytes[open] == .leftParenthesis {
                var probe = ByteCursor(bytes, from: open + 1, to: position - 1)
                if probe.hasPrefix("active") || probe.hasPrefix("inactive") || probe.hasPrefix("Names:") {
                    var isActive: Bool?
                    if probe.take("active") { isActive = true } else if probe.take("inactive") { isActive = false }
                    var names = DescriptionNames()
                    if isActive != nil {
                        probe.skipBlanks()
                        if probe.take(",") {
                            probe.skipBlanks()
                            if probe.take("names:") { names = DescriptionNames.read(&probe) }
                        }
                    } else if probe.take("Names:") {
                        names = DescriptionNames.read(&probe)
                    }
                    return (open, isActive, names)
                }
            }
            open -= 1
        }
        return (cursor.end, nil, DescriptionNames())
    }

    /// ` priority:250` at the end of the body.
    static func lastPriority(in bytes: [UInt8], from start: Int, to end: Int) -> (start: Int, priority: Priority)? {
        var position = end
        while position > start, bytes[position - 1].isDigit { position -= 1 }
        guard position < end, position >= start + 9 else { return nil }
        var probe = ByteCursor(bytes, from: position - 9, to: end)
        guard probe.take("priority:"), let value = probe.number(), probe.isAtEnd, (1...1000).contains(value),
            let priority = Priority(Int(value.rounded())) else { return nil }
        return (position - 9, priority)
    }

    /// `ITEM.ATTRIBUTE RELATION RIGHT [SPACE]`.
    static func readAnchors(_ cursor: inout ByteCursor, names: DescriptionNames) throws(Failure) -> Body {
        let first = try anchor(&cursor, names: names)
        cursor.skipBlanks()
        let relation = try readRelation(&cursor)
        cursor.skipBlanks()
        var equation = ConstraintEquation(first: first, relation: relation)
        // A number first: a constant alone, or a multiplier before the item.
        if let number = cursor.number() {
            cursor.skipBlanks()
            if cursor.take(byte: .star) {
                cursor.skipBlanks()
                equation.multiplier = number
            } else {
                equation.constant = number
                try expectEnd(cursor)
                return (equation, false)
            }
        }
        equation.second = try anchor(&cursor, names: names)
        cursor.skipBlanks()
        if cursor.take(byte: .star) {
            cursor.skipBlanks()
            guard let multiplier = cursor.number() else { throw Failure(offset: cursor.index, expected: "a multiplier after '*'") }
            equation.multiplier = multiplier
            cursor.skipBlanks()
        }
        if let sign = cursor.peek, sign == .plus || sign == .minus {
            guard let constant = cursor.number() else { throw Failure(offset: cursor.index, expected: "a constant after '\(sign == .plus ? "+" : "-")'") }
            equation.constant = constant
            cursor.skipBlanks()
        }
        var isSystemSpacing = false
        if let space = readSpace(&cursor) {
            // The space lies between the items, the first before the second: `a.bottom <=
            // b.bottom NSLayoutAnchorConstraintSpace(8)` keeps a 8 pt above b's bottom.
            equation.constant -= space
            isSystemSpacing = true
            cursor.skipBlanks()
        }
        try expectEnd(cursor)
        return (equation, isSystemSpacing)
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the points, or nil unmoved.
    static func readSpace(_ cursor: inout ByteCursor) -> Double? {
        let start = cursor.index
        guard cursor.take("NSSpace(") || cursor.take("NSLayoutAnchorConstraintSpace(") else { return nil }
        guard let value = cursor.number(), cursor.take(byte: .rightParenthesis) else {
            cursor.index = start
            return nil
        }
        return value
    }

    /// `ITEM.ATTRIBUTE`, the attribute the model's.
    static func anchor(_ cursor: inout ByteCursor, names: DescriptionNames) throws(Failure) -> LayoutAnchor<ItemReference> {
        let start = cursor.index
        guard let item = ItemReader.item(&cursor, names: names) else {
            throw Failure(offset: start, expected: "an item: Class:0xADDRESS, an identifier, or '|'")
        }
        guard cursor.take(byte: .period), let name = cursor.letters(), let attribute = ItemReader.attributes[name] else {
            throw Failure(offset: cursor.index, expected: "'.' and an attribute (top, width, leadingMargin, ...) after \(item.printed)")
        }
        return LayoutAnchor(item: item, attribute: attribute)
    }

    static func readRelation(_ cursor: inout ByteCursor) throws(Failure) -> Relation {
        if cursor.take("==") { return .equal }
        if cursor.take("<=") { return .lessThanOrEqual }
        if cursor.take(">=") { return .greaterThanOrEqual }
        throw Failure(offset: cursor.index, expected: "a relation: ==, <= or >=")
    }

    static func expectEnd(_ cursor: ByteCursor) throws(Failure) {
        var probe = cursor
        probe.skipBlanks()
        guard probe.isAtEnd else { throw Failure(offset: probe.index, expected: "the end of the equation") }
    }
}
