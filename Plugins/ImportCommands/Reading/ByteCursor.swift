/// A position in a line of UTF-8 bytes and the small steps the importer's readers take on
/// it: literals, blanks, numbers, hexadecimal addresses. Bytes rather than characters keep a
/// 50 MB paste linear and fast; everything the readers look for is ASCII, and text between
/// the ASCII marks (a label's text) is decoded as UTF-8 where it is kept.
struct ByteCursor {
    let bytes: [UInt8]
    var index: Int
    let end: Int

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.end = min(end ?? bytes.count, bytes.count)
        self.index = min(max(0, start), self.end)
    }

    init(_ text: String) {
        self.init(Array(text.utf8))
    }

    var isAtEnd: Bool { index >= end }

    var peek: UInt8? { index < end ? bytes[index] : nil }

    func peek(at offset: Int) -> UInt8? {
        let position = index + offset
        return position >= 0 && position < end ? bytes[position] : nil
    }

    /// Whether the bytes at the cursor spell `literal` (ASCII).
    func hasPrefix(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return literal.withUTF8Buffer { buffer in
            var offset = 0
            while offset < count {
                if bytes[index + offset] != buffer[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether the bytes at the cursor spell `phrase`.
    func hasPrefix(_ phrase: [UInt8]) -> Bool {
        index + phrase.count <= end && bytes[index..<(index + phrase.count)].elementsEqual(phrase)
    }

    /// Whether `phrase` occurs between the cursor and its end.
    func contains(_ phrase: [UInt8]) -> Bool {
        guard let first = phrase.first else { return false }
        var probe = self
        while probe.index + phrase.count <= end {
            if bytes[probe.index] == first, probe.hasPrefix(phrase) { return true }
            probe.index += 1
        }
        return false
    }

    /// Steps over `literal` when it is next.
    mutating func take(_ literal: StaticString) -> Bool {
        guard hasPrefix(literal) else { return false }
        index += literal.utf8CodeUnitCount
        return true
    }

    mutating func take(byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    mutating func skipBlanks() {
        while let byte = peek, byte == .space || byte == .tab { index += 1 }
    }

    /// The text of `range` of the bytes, decoded as UTF-8 (a bad byte becomes U+FFFD).
    func text(_ start: Int, _ stop: Int) -> String {
        let lower = max(0, min(start, end))
        let upper = max(lower, min(stop, end))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The index of the first `byte` at or after `start`, before `end`.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        var position = max(start, 0)
        while position < end {
            if bytes[position] == byte { return position }
            position += 1
        }
        return nil
    }

    /// The largest magnitude a number read may have: no layout prints a length, multiplier or
    /// frame beyond ten million points, and sums of such numbers stay finite in the solver.
    static let largestNumber = 1e7

    /// A decimal number: an optional sign (a blank may follow it, as in UIKit's `== - 16`),
    /// digits with an optional fraction and exponent. Nil, with the cursor unmoved, when
    /// none is here or its magnitude is past ``largestNumber``.
    mutating func number() -> Double? {
        let start = index
        var negative = false
        if let sign = peek, sign == .minus || sign == .plus {
            negative = sign == .minus
            index += 1
            skipBlanks()
        }
        let digitsStart = index
        var sawDigit = false
        while let byte = peek, byte.isDigit {
            sawDigit = true
            index += 1
        }
        if peek == .period, let next = peek(at: 1), next.isDigit {
            index += 1
            while let byte = peek, byte.isDigit {
                sawDigit = true
                index += 1
            }
        }
        guard sawDigit else {
            index = start
            return nil
        }
        if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var probe = index + 1
            if probe < end, bytes[probe] == .minus || bytes[probe] == .plus { probe += 1 }
            if probe < end, bytes[probe].isDigit {
                index = probe
                while let byte = peek, byte.isDigit { index += 1 }
            }
        }
        // At most a few dozen bytes: Double's own reading, in the C locale.
        guard index - digitsStart <= 64, let value = Double(text(digitsStart, index)), value.isFinite, value <= Self.largestNumber else {
            index = start
            return nil
        }
        return negative ? -value : value
    }

    /// `0x` and hexadecimal digits, lowercased; nil, unmoved, when none is here.
    mutating func address() -> String? {
        guard peek == UInt8(ascii: "0"), let x = peek(at: 1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") else { return nil }
        var position = index + 2
        while position < end, bytes[position].isHexDigit { position += 1 }
        guard position > index + 2, position - index <= 34 else { return nil }
        let value = "0x" + text(index + 2, position).lowercased()
        index = position
        return value
    }

    /// A word of letters (a keyword or an attribute's name).
    mutating func letters() -> String? {
        let start = index
        while let byte = peek, byte.isLetter { index += 1 }
        return index > start ? text(start, index) : nil
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let period = UInt8(ascii: ".")
    static let quote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let colon = UInt8(ascii: ":")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let equals = UInt8(ascii: "=")
    static let leftParenthesis = UInt8(ascii: "(")
    static let rightParenthesis = UInt8(ascii: ")")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")
    static let bar = UInt8(ascii: "|")
    static let comma = UInt8(ascii: ",")
    static let semicolon = UInt8(ascii: ";")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let at = UInt8(ascii: "@")
    static let hash = UInt8(ascii: "#")

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isLetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
    var isUppercaseLetter: Bool { self >= 0x41 && self <= 0x5A }
    var isHexDigit: Bool { isDigit || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66) }
    var isBlank: Bool { self == .space || self == .tab }
}
