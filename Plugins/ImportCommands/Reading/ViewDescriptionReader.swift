/// Reads the view lines of `po view.recursiveDescription` and of `_autolayoutTrace`.
///
/// A recursive description prints each view as `<UILabel: 0x177d6610; frame = (10 38; 85 47);
/// text = '2014-05-29'; autoresize = RM+BM; layer = <CALayer: 0x177d66c0>>`, nested by
/// `   | ` per level. A trace prints `|   *<UIView:0x7270420> - AMBIGUOUS LAYOUT` (2013) or
/// `|   |   *UIView:0x7fc260f09460- AMBIGUOUS LAYOUT for UIView:0x….minY{id: 717}` (iOS 10 and
/// later), nested by `|   `, marked `*` (Auto Layout), `+` (frame, translated), `•` (engine
/// host) or nothing.
enum ViewDescriptionReader {
    struct ViewLine {
        var depth: Int
        var item: ItemReference
        var frame: (x: Double, y: Double, width: Double, height: Double)?
        /// A `frame = …` the reader could not take (`(1e15 0; 10 10)`, `nan`): said, not dropped.
        var unreadFrame: String?
        var autoresize: String?
        var isHidden = false
        /// `baseClass = UIWindow`: the UIKit class an app's subclass is of.
        var baseClass: String?
        var clipsToBounds = false
        var alpha: Double?
        /// A scroll view's `contentOffset: {0, -64}` and `contentSize: {320, 499}`.
        var contentOffset: (x: Double, y: Double)?
        var contentSize: (width: Double, height: Double)?
        /// The fields printed that the model keeps no value of (`opaque`, `tag`, `layer`, ...).
        var unkept: [String] = []
        /// A guide's `layoutFrame` in its owning view, and the owner's frame, as a trace prints them.
        var layoutFrame: (x: Double, y: Double, width: Double, height: Double)?
        var ownerFrame: (x: Double, y: Double, width: Double, height: Double)?
        var mark: Character?
        var ambiguity: [String]?
        /// Where the view's description starts in the line (bytes).
        var offset: Int
    }

    /// The nesting of a line: the `|` groups before the view, and where the view starts.
    static func nesting(_ cursor: inout ByteCursor) -> Int {
        var depth = 0
        while true {
            cursor.skipBlanks()
            guard cursor.take(byte: .bar) else { return depth }
            depth += 1
        }
    }

    /// Whether a recursive-description entry starts at the cursor and does not end on the
    /// line (its `<` outnumber its `>`): it was wrapped.
    static func descriptionIsOpen(_ cursor: ByteCursor) -> Bool {
        var probe = cursor
        guard probe.take(byte: .less), let item = ItemReader.classAndAddress(&probe), probe.peek == .semicolon,
            item.className?.hasSuffix("Constraint") != true else { return false }
        var depth = 1
        while let byte = probe.peek {
            if byte == .less { depth += 1 } else if byte == .greater { depth -= 1 }
            probe.index += 1
        }
        return depth > 0
    }

    /// A recursive-description entry `<Class: 0xADDRESS; key = value; ...>` at the cursor
    /// (after its nesting), or nil when the line is not one.
    static func recursiveDescriptionEntry(_ cursor: ByteCursor, depth: Int) -> ViewLine? {
        var probe = cursor
        let offset = probe.index
        guard probe.take(byte: .less), var item = ItemReader.classAndAddress(&probe), probe.peek == .semicolon else { return nil }
        if item.className?.hasSuffix("Constraint") == true { return nil }
        var line = ViewLine(depth: depth, item: item, offset: offset)
        // Fields: `; key = value` up to the closing '>'; a scroll view's are `; key: {…}`.
        while probe.take(byte: .semicolon) {
            probe.skipBlanks()
            let keyStart = probe.index
            while let byte = probe.peek, byte != .equals, byte != .colon, byte != .semicolon, byte != .greater { probe.index += 1 }
            let key = probe.text(keyStart, probe.index).trimmingBlanks()
            guard probe.take(byte: .equals) || probe.take(byte: .colon) else { break }
            probe.skipBlanks()
            let valueStart = probe.index
            skipValue(&probe)
            let value = probe.text(valueStart, probe.index).trimmingBlanks()
            switch key {
            case "frame":
                line.frame = frame(value)
                if line.frame == nil { line.unreadFrame = value }
            case "text": item.text = unquoted(value)
            case "autoresize": line.autoresize = value
            case "hidden": line.isHidden = value == "YES"
            case "baseClass": line.baseClass = value
            case "clipsToBounds": line.clipsToBounds = value == "YES"
            case "alpha":
                // `alpha = nan` (log 58) is no value: left to UIKit's default, and said.
                if let number = Double(value), number.isFinite { line.alpha = number } else { line.unkept.append("alpha = \(value)") }
            case "contentOffset":
                if let pair = pair(value) { line.contentOffset = (pair.0, pair.1) } else { line.unkept.append(key) }
            case "contentSize":
                if let pair = pair(value) { line.contentSize = (pair.0, pair.1) } else { line.unkept.append(key) }
            // Every view's backing layer: a reference, no value of the view's.
            case "layer": break
            default: line.unkept.append(key)
            }
        }
        line.item = item
        return line
    }

    /// Steps over one field's value: a quoted text, a bracketed group (nested), or up to `;`.
    static func skipValue(_ cursor: inout ByteCursor) {
        if cursor.peek == .quote {
            // A text ends at a quote followed by ';' or '>'.
            var position = cursor.index + 1
            while position < cursor.end {
                if cursor.bytes[position] == .quote, position + 1 == cursor.end
                    || cursor.bytes[position + 1] == .semicolon || cursor.bytes[position + 1] == .greater {
                    cursor.index = position + 1
                    return
                }
                position += 1
            }
            cursor.index = cursor.end
            return
        }
        var depth = 0
        while let byte = cursor.peek {
            switch byte {
            case .leftParenthesis, .less, UInt8(ascii: "{"): depth += 1
            case .rightParenthesis, UInt8(ascii: "}"): depth -= 1
            case .greater:
                if depth == 0 { return }
                depth -= 1
            case .semicolon where depth <= 0: return
            default: break
            }
            cursor.index += 1
        }
    }

    /// `(90 -50; 80 100)`.
    static func frame(_ text: String) -> (x: Double, y: Double, width: Double, height: Double)? {
        var cursor = ByteCursor(text)
        guard cursor.take(byte: .leftParenthesis) else { return nil }
        var numbers: [Double] = []
        while numbers.count < 4 {
            cursor.skipBlanks()
            _ = cursor.take(byte: .semicolon)
            cursor.skipBlanks()
            guard let number = cursor.number() else { return nil }
            numbers.append(number)
        }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// `{0, -64}`: two numbers in braces.
    static func pair(_ text: String) -> (Double, Double)? {
        var cursor = ByteCursor(text)
        guard cursor.take(byte: UInt8(ascii: "{")) else { return nil }
        cursor.skipBlanks()
        guard let first = cursor.number() else { return nil }
        cursor.skipBlanks()
        guard cursor.take(byte: .comma) else { return nil }
        cursor.skipBlanks()
        guard let second = cursor.number() else { return nil }
        cursor.skipBlanks()
        guard cursor.take(byte: UInt8(ascii: "}")) else { return nil }
        return (first, second)
    }

    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.first == "'", text.last == "'" else { return unescapedUnicode(text) }
        return unescapedUnicode(String(text.dropFirst().dropLast()))
    }

    /// `\u200e\u6b22` as a page escaped the text (log 55): the characters it stands for.
    static func unescapedUnicode(_ text: String) -> String {
        guard text.contains("\\u") else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 5 < scalars.count, scalars[index + 1] == "u" {
                let hex = String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)]))
                if hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.append(scalar)
                    index += 6
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// A trace entry: `[mark][<]Class:0xADDRESS[>][ ][- AMBIGUOUS LAYOUT[ for ...]]`, or nil.
    static func traceEntry(_ cursor: ByteCursor, depth: Int) -> ViewLine? {
        var probe = cursor
        let offset = probe.index
        var mark: Character?
        // `\u2022`: the bullet as a page escaped it (log 60).
        if probe.take(byte: .star) { mark = "*" } else if probe.take(byte: .plus) { mark = "+" }
        else if probe.take("•") || probe.take("\\u2022") { mark = "•" }
        if let guide = traceGuide(probe, depth: depth, mark: mark, offset: offset) { return guide }
        let bracketed = probe.take(byte: .less)
        guard let item = ItemReader.classAndAddress(&probe) else { return nil }
        if item.className?.hasSuffix("Constraint") == true { return nil }
        if bracketed, !probe.take(byte: .greater) { return nil }
        var line = ViewLine(depth: depth, item: item, mark: mark, offset: offset)
        probe.skipBlanks()
        if probe.take("- AMBIGUOUS LAYOUT") {
            probe.skipBlanks()
            var attributes: [String] = []
            if probe.take("for") {
                // `X:0x….minY{id: 717}, X:0x….Height{id: 711}`: the attributes after each '.'.
                while !probe.isAtEnd {
                    probe.skipBlanks()
                    guard ItemReader.classAndAddress(&probe) != nil, probe.take(byte: .period), let attribute = probe.letters() else { break }
                    attributes.append(attribute)
                    if let close = probe.firstIndex(of: UInt8(ascii: "}"), from: probe.index) { probe.index = close + 1 }
                    probe.skipBlanks()
                    _ = probe.take(byte: .comma)
                }
            }
            line.ambiguity = attributes
        }
        probe.skipBlanks()
        guard probe.isAtEnd else { return nil }
        return line
    }
}

extension ViewDescriptionReader {
    /// A guide a trace prints in full (log 60): `<UILayoutGuide: 0x281125b20 -
    /// "UIViewLayoutMarginsGuide", layoutFrame = {{16, 20}, {343, 647}}, owningView = <UIView:
    /// 0x…; frame = (0 0; 375 667); …>>`: the guide, its identifier, its frame in the owning
    /// view, and the owner's frame. Nil when the line is not one.
    static func traceGuide(_ cursor: ByteCursor, depth: Int, mark: Character?, offset: Int) -> ViewLine? {
        var probe = cursor
        guard probe.take("<UILayoutGuide:") else { return nil }
        probe.skipBlanks()
        guard let address = probe.address() else { return nil }
        var item = ItemReference(className: "UILayoutGuide", address: address)
        var line = ViewLine(depth: depth, item: item, mark: mark, offset: offset)
        let rest = probe.text(probe.index, probe.end)
        if let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") {
            item.text = String(rest[rest.index(after: open)..<close])
        }
        line.item = item
        if let range = rest.range(of: "layoutFrame = ") {
            // `{{16, 20}, {343, 647}}`: the first four numbers after it.
            let numbers = rest[range.upperBound...].split(whereSeparator: { "{}, ".contains($0) }).prefix(4).compactMap { Double($0) }
            if numbers.count == 4 { line.layoutFrame = (numbers[0], numbers[1], numbers[2], numbers[3]) }
        }
        if let range = rest.range(of: "owningView = ") {
            let owner = ByteCursor(String(rest[range.upperBound...]))
            if let entry = recursiveDescriptionEntry(owner, depth: max(0, depth - 1)) { line.ownerFrame = entry.frame }
        }
        return line
    }
}

extension String {
    func trimmingBlanks() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
