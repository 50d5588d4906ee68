import Layout
import Solver

/// Reads the visual-format body UIKit prints for a constraint made from one
/// (`V:|-(8)-[UISegmentedControl:0x…]`, `H:[UIImageView:0x…(320)]`), and turns it into the
/// equation it stands for, as `NSLayoutConstraint.constraints(withVisualFormat:)` builds it.
///
/// ```
/// body       := ('H' | 'V') ':' element {connection element}
/// element    := '|' [DIRECTION] | '[' ITEM ['(' predicate ')'] ']' [DIRECTION]
/// connection := '-' '(' predicate ')' '-' | '-' NUMBER '-' | '-' | (nothing: flush)
/// predicate  := [RELATION] (NUMBER | SPACE) ['@' PRIORITY]
/// DIRECTION  := '(LTR)' | '(RTL)'
/// ```
///
/// One description holds one constraint, so one relation: `[A(c)]` is `A.size RELATION c`;
/// `|-c-[A]` is `A.leading RELATION |.leading + c` (`top` vertically); `[A]-c-|` is
/// `|.trailing RELATION A.trailing + c`; `[A]-c-[B]` is `B.leading RELATION A.trailing + c`.
/// `-` alone and `NSSpace(8)` are the standard space, read as the number printed (8 when none).
enum VisualFormatReader {
    typealias Failure = ConstraintDescriptionReader.Failure

    enum Element {
        case superview
        case item(ItemReference, predicate: Predicate?)
    }

    struct Predicate {
        var relation: Relation = .equal
        var constant: Double
        var priority: Priority = .required
        var isSystemSpacing = false
    }

    static func read(_ cursor: inout ByteCursor, names: DescriptionNames) throws(Failure) -> ConstraintDescriptionReader.Body {
        let vertical = cursor.hasPrefix("V:")
        cursor.index += 2
        let leading: LayoutAttribute = vertical ? .top : .leading
        let trailing: LayoutAttribute = vertical ? .bottom : .trailing
        let size: LayoutAttribute = vertical ? .height : .width
        var elements: [Element] = [try element(&cursor, names: names)]
        var connections: [Predicate?] = []
        while !cursor.isAtEnd {
            cursor.skipBlanks()
            if cursor.isAtEnd { break }
            if cursor.peek == .minus {
                cursor.index += 1
                var predicate: Predicate
                if cursor.take(byte: .leftParenthesis) {
                    predicate = try readPredicate(&cursor)
                    guard cursor.take(byte: .rightParenthesis) else { throw Failure(offset: cursor.index, expected: "')' closing the space") }
                    guard cursor.take(byte: .minus) else { throw Failure(offset: cursor.index, expected: "'-' after the space") }
                } else if let number = cursor.number() {
                    predicate = Predicate(constant: number)
                    guard cursor.take(byte: .minus) else { throw Failure(offset: cursor.index, expected: "'-' after the space") }
                } else {
                    predicate = Predicate(constant: 8, isSystemSpacing: true)
                }
                connections.append(predicate)
            } else {
                connections.append(nil)
            }
            elements.append(try element(&cursor, names: names))
        }
        // The one relation the description holds.
        for element in elements {
            if case .item(let item, let predicate?) = element {
                let equation = ConstraintEquation(first: LayoutAnchor(item: item, attribute: size), relation: predicate.relation,
                                                  constant: predicate.constant, priority: predicate.priority)
                return (equation, predicate.isSystemSpacing)
            }
        }
        guard let connectionIndex = connections.indices.first, elements.count >= 2 else {
            throw Failure(offset: cursor.index, expected: "a size '(N)' or a space between two elements")
        }
        let predicate = connections[connectionIndex] ?? Predicate(constant: 0)
        let before = elements[connectionIndex]
        let after = elements[connectionIndex + 1]
        var superview = names.superview ?? ItemReference()
        superview.isSuperviewPlaceholder = true
        let first: LayoutAnchor<ItemReference>
        let second: LayoutAnchor<ItemReference>
        switch (before, after) {
        case (.superview, .item(let item, _)):
            (first, second) = (LayoutAnchor(item: item, attribute: leading), LayoutAnchor(item: superview, attribute: leading))
        case (.item(let item, _), .superview):
            (first, second) = (LayoutAnchor(item: superview, attribute: trailing), LayoutAnchor(item: item, attribute: trailing))
        case (.item(let one, _), .item(let other, _)):
            (first, second) = (LayoutAnchor(item: other, attribute: leading), LayoutAnchor(item: one, attribute: trailing))
        case (.superview, .superview):
            throw Failure(offset: cursor.index, expected: "a view between the two '|'")
        }
        let equation = ConstraintEquation(first: first, relation: predicate.relation, second: second, constant: predicate.constant,
                                          priority: predicate.priority)
        return (equation, predicate.isSystemSpacing)
    }

    static func element(_ cursor: inout ByteCursor, names: DescriptionNames) throws(Failure) -> Element {
        cursor.skipBlanks()
        let result: Element
        if cursor.take(byte: .bar) {
            result = .superview
        } else if cursor.take(byte: .leftBracket) {
            let start = cursor.index
            guard let item = ItemReader.item(&cursor, names: names) else {
                throw Failure(offset: start, expected: "a view in '[...]': Class:0xADDRESS or an identifier")
            }
            var predicate: Predicate?
            if cursor.take(byte: .leftParenthesis) {
                predicate = try readPredicate(&cursor)
                guard cursor.take(byte: .rightParenthesis) else { throw Failure(offset: cursor.index, expected: "')' closing the size") }
            }
            guard cursor.take(byte: .rightBracket) else { throw Failure(offset: cursor.index, expected: "']' closing the view") }
            result = .item(item, predicate: predicate)
        } else {
            throw Failure(offset: cursor.index, expected: "'|' or '[' starting an element of the visual format")
        }
        // The direction UIKit notes after an element of a horizontal format (a rewrapped line
        // may have put a blank before it).
        var probe = cursor
        probe.skipBlanks()
        if probe.take("(LTR)") || probe.take("(RTL)") { cursor = probe }
        return result
    }

    /// `>=11`, `0@250`, `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`, `-20`.
    static func readPredicate(_ cursor: inout ByteCursor) throws(Failure) -> Predicate {
        var relation = Relation.equal
        if cursor.take("==") { relation = .equal } else if cursor.take("<=") { relation = .lessThanOrEqual }
        else if cursor.take(">=") { relation = .greaterThanOrEqual }
        var predicate: Predicate
        if let space = ConstraintDescriptionReader.readSpace(&cursor) {
            predicate = Predicate(relation: relation, constant: space, isSystemSpacing: true)
        } else if let number = cursor.number() {
            predicate = Predicate(relation: relation, constant: number)
        } else {
            throw Failure(offset: cursor.index, expected: "a number, NSSpace(N) or NSLayoutAnchorConstraintSpace(N)")
        }
        if cursor.take(byte: .at) {
            guard let value = cursor.number(), (1...1000).contains(value), let priority = Priority(Int(value.rounded())) else {
                throw Failure(offset: cursor.index, expected: "a priority in 1...1000 after '@'")
            }
            predicate.priority = priority
        }
        return predicate
    }
}
