import Layout

/// An item a description names: `UILabel:0x7f83b9a05e80'Set lunch'`, `UILayoutGuide:0x…
/// 'UIViewSafeAreaLayoutGuide'`, an accessibility identifier in place of a class
/// (`AddressToolbar.lockIcon`, its address given by the description's `names:`), or `'|'`,
/// the superview of a visual format.
struct ItemReference: Equatable {
    var className: String?
    var address: String?
    /// A label's text, a button's title, a guide's identifier (possibly empty: `''`).
    var text: String?
    var accessibilityIdentifier: String?
    /// Masonry's `mas_key`, printed in place of the address (`UILabel:messageLabel`).
    var masonryKey: String?
    var isSuperviewPlaceholder = false

    /// What identifies the view in the import: its address, else its Masonry key, identifier
    /// or class. A log that strips addresses (log 151) names each class once: two views of
    /// one class printed without addresses are one view here.
    var key: String {
        if let address { return address }
        if let masonryKey { return "key:" + (className ?? "?") + ":" + masonryKey }
        if let accessibilityIdentifier { return "id:" + accessibilityIdentifier }
        return "class:" + (className ?? "?")
    }

    /// How a warning names it: `UILabel:0x7f83b9a05e80`.
    var printed: String {
        let name = className ?? accessibilityIdentifier ?? "?"
        return address.map { "\(name):\($0)" } ?? name
    }
}

/// The `names:` of a description: `'|'` and accessibility identifiers, each with the view it
/// stands for.
struct DescriptionNames {
    var superview: ItemReference?
    /// Identifier -> address, longest identifier first when matched.
    var identifiers: [(name: String, address: String)] = []

    /// Reads `'|':UIView:0x7f.., ListViewImage-a...:0x7f.., '|':...` up to `stop`.
    static func read(_ cursor: inout ByteCursor) -> DescriptionNames {
        var names = DescriptionNames()
        while !cursor.isAtEnd {
            cursor.skipBlanks()
            if cursor.take(",") { continue }
            if cursor.take("'|':") {
                cursor.skipBlanks()
                if let item = ItemReader.classAndAddress(&cursor) ?? ItemReader.className(&cursor) { names.superview = item }
                continue
            }
            // IDENTIFIER:0xADDRESS: the identifier runs to the last ':' before an address.
            let start = cursor.index
            var colon: Int?
            var position = start
            while position < cursor.end, cursor.bytes[position] != .comma || colon == nil {
                if cursor.bytes[position] == .colon, position + 2 < cursor.end, cursor.bytes[position + 1] == UInt8(ascii: "0"),
                    cursor.bytes[position + 2] == UInt8(ascii: "x") {
                    colon = position
                    break
                }
                position += 1
            }
            guard let colon, colon > start else { break }
            let name = cursor.text(start, colon)
            cursor.index = colon + 1
            guard let address = cursor.address() else { break }
            names.identifiers.append((name, address))
        }
        names.identifiers.sort { $0.name.utf8.count > $1.name.utf8.count }
        return names
    }
}

/// Reads items at a cursor.
enum ItemReader {
    /// The attributes a description may name after an item, each with the model's: UIKit's
    /// own names; the engine's that autoresizing constraints print (`midX` is a centre, `maxY`
    /// a far edge, `minX` and `minY` the engine's origin, which the plan takes for the left and
    /// top edges outside an autoresizing constraint's `minX == 20`); the old `baseline`, the
    /// last one; and the trace's `Width` and `Height`.
    static let attributes: [String: LayoutAttribute] = {
        var attributes = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.map { ($0.rawValue, $0) })
        attributes["midX"] = .centerX
        attributes["midY"] = .centerY
        attributes["maxX"] = .right
        attributes["maxY"] = .bottom
        attributes["baseline"] = .lastBaseline
        attributes["Width"] = .width
        attributes["Height"] = .height
        return attributes
    }()

    /// Whether `.ATTRIBUTE` and then the end of the word starts at `position`.
    static func isAttributeSuffix(_ cursor: ByteCursor, at position: Int) -> Bool {
        guard position < cursor.end, cursor.bytes[position] == .period else { return false }
        var probe = cursor
        probe.index = position + 1
        guard let word = probe.letters(), attributes[word] != nil else { return false }
        guard let next = probe.peek else { return true }
        return !(next.isLetter || next.isDigit || next == UInt8(ascii: "_") || next == .period)
    }

    /// Whether the item that ended at `position` is followed by what may follow an item in a
    /// visual format (`]`, `(`) or an anchor (`.attribute`).
    static func endsItem(_ cursor: ByteCursor, at position: Int) -> Bool {
        guard position < cursor.end else { return true }
        let byte = cursor.bytes[position]
        return byte == .rightBracket || byte == .leftParenthesis || isAttributeSuffix(cursor, at: position)
    }

    /// `Class:0xADDRESS` with an optional `'text'`; nil, unmoved, when that is not next.
    static func classAndAddress(_ cursor: inout ByteCursor) -> ItemReference? {
        let start = cursor.index
        var position = start
        while position < cursor.end {
            let byte = cursor.bytes[position]
            if byte == .colon || byte.isBlank || byte == .leftBracket || byte == .rightBracket || byte == .leftParenthesis
                || byte == .rightParenthesis || byte == .quote || byte == .less || byte == .greater || byte == .equals
                || byte == .comma { break }
            position += 1
        }
        guard position > start, position < cursor.end, cursor.bytes[position] == .colon else { return nil }
        let className = cursor.text(start, position)
        cursor.index = position + 1
        cursor.skipBlanks()
        guard let address = cursor.address() else {
            cursor.index = start
            return nil
        }
        var item = ItemReference(className: className, address: address)
        if cursor.peek == .quote {
            // The text ends at the first quote after which the item ends: texts may hold
            // quotes and dots of their own.
            var close = cursor.index + 1
            while close < cursor.end {
                if cursor.bytes[close] == .quote, endsItem(cursor, at: close + 1) || close + 1 == cursor.end
                    || cursor.bytes[close + 1].isBlank { break }
                close += 1
            }
            if close < cursor.end {
                item.text = ViewDescriptionReader.unescapedUnicode(cursor.text(cursor.index + 1, close))
                cursor.index = close + 1
            }
        }
        return item
    }

    /// An item of a description: `'|'`, one of the description's named identifiers,
    /// `Class:0xADDRESS['text']`, or a bare identifier up to where the item ends.
    static func item(_ cursor: inout ByteCursor, names: DescriptionNames) -> ItemReference? {
        if cursor.take("'|'") {
            var item = names.superview ?? ItemReference()
            item.isSuperviewPlaceholder = true
            return item
        }
        for (name, address) in names.identifiers {
            let utf8 = Array(name.utf8)
            guard cursor.index + utf8.count <= cursor.end,
                cursor.bytes[cursor.index..<(cursor.index + utf8.count)].elementsEqual(utf8),
                endsItem(cursor, at: cursor.index + utf8.count) else { continue }
            cursor.index += utf8.count
            return ItemReference(address: address, accessibilityIdentifier: name)
        }
        if let item = classAndAddress(&cursor) ?? classAndMasonryKey(&cursor) { return item }
        // An identifier no `names:` gave: up to the end of the item.
        let start = cursor.index
        var position = start
        var lastEnd: Int?
        while position < cursor.end {
            let byte = cursor.bytes[position]
            if byte.isBlank || byte == .rightBracket || byte == .equals || byte == .less || byte == .greater { break }
            if endsItem(cursor, at: position), position > start { lastEnd = position }
            if byte == .leftParenthesis { break }
            position += 1
        }
        if position == cursor.end || (position < cursor.end && cursor.bytes[position] != .period) { lastEnd = lastEnd ?? position }
        guard let stop = lastEnd, stop > start else { return nil }
        cursor.index = stop
        let word = cursor.text(start, stop)
        // A class with its address stripped (`[UIImageView]`, log 151), not an identifier.
        if isUIKitClassName(word) { return ItemReference(className: word) }
        return ItemReference(accessibilityIdentifier: word)
    }

    /// A word a Masonry key may be: letters, digits, `_` and brackets, starting with a letter.
    static func isMasonryKeyWord(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_[]".unicodeScalars.contains($0)) }
    }

    /// `UIImageView`, `_UILayoutGuide`, `NSView`: UIKit's and Foundation's prefix and a capital.
    static func isUIKitClassName(_ word: String) -> Bool {
        let name = word.drop { $0 == "_" }
        guard name.hasPrefix("UI") || name.hasPrefix("NS"), let third = name.dropFirst(2).first, third.isUppercase else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// A class alone where `names:` would give a class and an address (`'|':UITableViewCellContentView`).
    static func className(_ cursor: inout ByteCursor) -> ItemReference? {
        let start = cursor.index
        while let byte = cursor.peek, byte.isLetter || byte.isDigit || byte == UInt8(ascii: "_") || byte == .period { cursor.index += 1 }
        guard cursor.index > start else { return nil }
        return ItemReference(className: cursor.text(start, cursor.index))
    }

    /// Masonry's `Class:key` (`UILabel:messageLabel`): a class, a colon and the view's
    /// `mas_key` where the address would be, ending the item; nil, unmoved, when that is not next.
    static func classAndMasonryKey(_ cursor: inout ByteCursor) -> ItemReference? {
        let start = cursor.index
        guard let first = cursor.peek, first.isUppercaseLetter || first == UInt8(ascii: "_") else { return nil }
        while let byte = cursor.peek, byte.isLetter || byte.isDigit || byte == UInt8(ascii: "_") || byte == .period { cursor.index += 1 }
        let className = cursor.text(start, cursor.index)
        guard !className.isEmpty, !className.hasSuffix("."), cursor.take(byte: .colon) else {
            cursor.index = start
            return nil
        }
        let keyStart = cursor.index
        while let byte = cursor.peek, byte.isLetter || byte.isDigit || byte == UInt8(ascii: "_") { cursor.index += 1 }
        guard cursor.index > keyStart, endsItem(cursor, at: cursor.index) else {
            cursor.index = start
            return nil
        }
        var item = ItemReference(className: className)
        item.masonryKey = cursor.text(keyStart, cursor.index)
        return item
    }
}
