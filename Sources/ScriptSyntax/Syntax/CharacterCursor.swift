/// A bounds-checked walk over the characters of one piece of text.
///
/// Every read goes through ``peek(_:)``, which answers `nil` past either end, so no input can
/// make the scanners that use it index out of range.
public struct CharacterCursor {
    public let characters: [Character]
    public private(set) var offset: Int = 0

    public init(_ text: String) {
        characters = Array(text)
    }

    public var isAtEnd: Bool { offset >= characters.count }

    /// The character `ahead` places past the current one, or `nil` beyond the text.
    public func peek(_ ahead: Int = 0) -> Character? {
        let index = offset + ahead
        return characters.indices.contains(index) ? characters[index] : nil
    }

    /// Moves on by `count` characters, never past the end.
    public mutating func advance(by count: Int = 1) {
        offset = min(characters.count, offset + max(0, count))
    }

    /// The characters from `start` up to (not including) `end`, clamped to the text.
    public func text(from start: Int, to end: Int) -> String {
        let lower = min(max(0, start), characters.count)
        let upper = min(max(lower, end), characters.count)
        return String(characters[lower..<upper])
    }

    /// Skips spaces and tabs (and any other whitespace a pasted line may carry).
    public mutating func skipWhitespace() {
        while let character = peek(), character.isWhitespace { advance() }
    }

    /// Reads a C-style identifier (`[letter_][letter digit _]*`) if one starts here.
    public mutating func scanIdentifier() -> String? {
        guard let first = peek(), first.isIdentifierStart else { return nil }
        let start = offset
        advance()
        while let character = peek(), character.isIdentifierContinue { advance() }
        return text(from: start, to: offset)
    }

    /// Reads an unsigned decimal number in the C locale, as `strtod_l` would:
    /// `digits [. digits] [e [+-] digits]` or `. digits [...]`. `.` is the only decimal point.
    /// - Returns: the spelling and value, or `nil` (cursor unmoved) if no number starts here.
    public mutating func scanNumber() -> (text: String, value: Double)? {
        let start = offset
        var sawDigit = false
        while let character = peek(), character.isASCIIDigit { advance(); sawDigit = true }
        if peek() == ".", let next = peek(1), next.isASCIIDigit {
            advance()
            while let character = peek(), character.isASCIIDigit { advance(); sawDigit = true }
        }
        guard sawDigit else {
            offset = start
            return nil
        }
        // An exponent only counts if digits follow it; `2e` leaves the `e` for the caller.
        if let marker = peek(), marker == "e" || marker == "E" {
            let signWidth = (peek(1) == "+" || peek(1) == "-") ? 1 : 0
            if let digit = peek(1 + signWidth), digit.isASCIIDigit {
                advance(by: 1 + signWidth)
                while let character = peek(), character.isASCIIDigit { advance() }
            }
        }
        let spelling = text(from: start, to: offset)
        // Swift parses with the C locale; only the digits checked above ever reach it.
        return (spelling, Double(spelling) ?? .infinity)
    }
}

extension Character {
    /// `0`...`9` only: other scripts' digits are letters as far as the grammar goes.
    public var isASCIIDigit: Bool { isASCII && isWholeNumber }

    /// Can begin a name: a letter or `_`.
    public var isIdentifierStart: Bool { isLetter || self == "_" }

    /// Can continue a name: a letter, an ASCII digit or `_`.
    public var isIdentifierContinue: Bool { isIdentifierStart || isASCIIDigit }
}
