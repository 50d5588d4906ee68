/// Turns one script line into tokens.
///
/// Whitespace separates tokens and is otherwise ignored; `#` outside a string starts a
/// comment that runs to the end of the line. `;` is kept as a token: ``ScriptLine`` splits
/// commands at it. See ``TokenKind`` for what each kind of token accepts.
public enum Tokenizer {
    /// Tokenizes `text`, one line of a script.
    /// - Parameters:
    ///   - text: the line, without its newline.
    ///   - line: the line's number in its script, for locations.
    ///   - column: the column of `text`'s first character (a transcript's command starts
    ///     after its `  > ` prompt).
    /// - Throws: ``SyntaxError`` for an unterminated string (at the opening quote), an unknown
    ///   escape, a malformed number or a character the language does not use.
    public static func tokenize(_ text: String, line: Int = 1, column: Int = 1) throws(SyntaxError) -> [Token] {
        var scanner = LineScanner(text: text, origin: SourceLocation(line: line, column: column))
        return try scanner.scanAll()
    }

    /// What follows a backslash in a quoted string, and the character it stands for.
    static let escapes: [Character: Character] = ["\"": "\"", "'": "'", "\\": "\\", "n": "\n", "t": "\t"]
}

/// The tokenizer's state: a cursor over the line and the tokens so far.
private struct LineScanner {
    var cursor: CharacterCursor
    let origin: SourceLocation

    init(text: String, origin: SourceLocation) {
        cursor = CharacterCursor(text)
        self.origin = origin
    }

    func location(_ offset: Int) -> SourceLocation { origin.advanced(by: offset) }

    mutating func scanAll() throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        while true {
            cursor.skipWhitespace()
            guard let character = cursor.peek(), character != "#" else { return tokens }
            tokens.append(try scanToken(startingWith: character))
        }
    }

    mutating func scanToken(startingWith character: Character) throws(SyntaxError) -> Token {
        if Self.isQuote(character) { return try scanString() }
        if character.isIdentifierStart { return try scanWordOrOption() }
        if startsNumber(at: 0) { return try scanNumberToken() }
        // `...` between two rows is the range operator, not the start of a path.
        let afterDots = cursor.peek(3)
        let isRange = character == "." && cursor.peek(1) == "." && cursor.peek(2) == "."
            && (afterDots.map { $0.isASCIIDigit || $0.isWhitespace } ?? true)
        if (character == "." || character == "~") && !isRange { return scanFilePath() }
        return try scanOperator()
    }

    func startsNumber(at ahead: Int) -> Bool {
        guard let character = cursor.peek(ahead) else { return false }
        if character.isASCIIDigit { return true }
        return character == "." && (cursor.peek(ahead + 1)?.isASCIIDigit ?? false)
    }

    /// What an error quotes for the character at `ahead`: `'c'` or `end of input`.
    func describe(_ ahead: Int = 0) -> String {
        cursor.peek(ahead).map { "'\($0)'" } ?? "end of input"
    }

    // MARK: words and options

    mutating func scanPath() throws(SyntaxError) -> String {
        let start = cursor.offset
        _ = cursor.scanIdentifier()
        try scanIndexPath()
        // A dot continues the path only when a segment follows; `fox.` is a mistake, not a word.
        while cursor.peek() == "." {
            guard let next = cursor.peek(1), next.isIdentifierContinue else {
                throw SyntaxError(expected: "a name after '.'", found: describe(1),
                                  at: location(cursor.offset + 1))
            }
            cursor.advance()
            while let segment = cursor.peek(), segment.isIdentifierContinue { cursor.advance() }
            try scanIndexPath()
        }
        return cursor.text(from: start, to: cursor.offset)
    }

    /// An index path written against a name, `t[0, 2]` (a table's row: section 0, row 2),
    /// stays part of the path's word: digits, commas and spaces up to the `]`. Only a `[`
    /// touching the name starts one; no other part of the language uses brackets outside
    /// quotes, so this takes nothing away.
    mutating func scanIndexPath() throws(SyntaxError) {
        guard cursor.peek() == "[" else { return }
        let open = cursor.offset
        cursor.advance()
        while let character = cursor.peek(), character != "]" {
            guard character.isASCIIDigit || character == "," || character == " " else {
                throw SyntaxError(expected: "an index path such as [0, 2] (section, row)", found: describe(),
                                  at: location(cursor.offset))
            }
            cursor.advance()
        }
        guard cursor.peek() == "]" else {
            throw SyntaxError(expected: "']' closing the index path opened here", found: "end of input", at: location(open))
        }
        cursor.advance()
    }

    mutating func scanWordOrOption() throws(SyntaxError) -> Token {
        let start = cursor.offset
        let key = try scanPath()
        // `key=value` is an option only when written solid and a value follows at once;
        // otherwise the word stands alone and `=` becomes an operator token.
        if cursor.peek() == "=", cursor.peek(1) != "=", startsOptionValue(at: 1) {
            cursor.advance()
            let value = try scanOptionValue()
            let spelling = cursor.text(from: start, to: cursor.offset)
            return Token(kind: .option(key: key, value: value), text: spelling, location: location(start))
        }
        return Token(kind: .word(key), text: key, location: location(start))
    }

    func startsOptionValue(at ahead: Int) -> Bool {
        guard let character = cursor.peek(ahead) else { return false }
        if Self.isQuote(character) || character.isIdentifierStart { return true }
        if character == "-" { return startsNumber(at: ahead + 1) }
        return startsNumber(at: ahead)
    }

    /// An option's value, and a list of them written solid with commas (`devices=iPhoneSE,iPad10`,
    /// `ios=11,17`): one value, commas and all, for the option's kind to read.
    mutating func scanOptionValue() throws(SyntaxError) -> String {
        var value = try scanOneOptionValue()
        while cursor.peek() == ",", let next = cursor.peek(1), next.isIdentifierStart || next.isASCIIDigit {
            cursor.advance()
            value += "," + (try scanOneOptionValue())
        }
        return value
    }

    mutating func scanOneOptionValue() throws(SyntaxError) -> String {
        guard let character = cursor.peek() else { return "" }
        if Self.isQuote(character) {
            let token = try scanString()
            if case .string(let value) = token.kind { return value }
            return token.text
        }
        if character.isIdentifierStart { return try scanPath() }
        // A literal value may carry its sign (`contentInset=-34`). A number that runs on into
        // letters or dots (`screen=500x568`) is text as written: the option's kind reads it,
        // and a number option refuses it there, naming the option.
        let start = cursor.offset
        if character == "-" { cursor.advance() }
        guard cursor.scanNumber() != nil else {
            return (character == "-" ? "-" : "") + (try scanNumberToken().text)
        }
        while let next = cursor.peek(), next.isIdentifierContinue || next == "." { cursor.advance() }
        return cursor.text(from: start, to: cursor.offset)
    }

    // MARK: numbers

    mutating func scanNumberToken() throws(SyntaxError) -> Token {
        let start = cursor.offset
        // `0...39`: whole digits before `...` are a number of their own, the range follows.
        var digits = 0
        while let character = cursor.peek(digits), character.isASCIIDigit { digits += 1 }
        if digits > 0, cursor.peek(digits) == ".", cursor.peek(digits + 1) == ".", cursor.peek(digits + 2) == ".",
            let value = Double(cursor.text(from: start, to: start + digits)), value.isFinite {
            let text = cursor.text(from: start, to: start + digits)
            cursor.advance(by: digits)
            return Token(kind: .number(value), text: text, location: location(start))
        }
        guard let number = cursor.scanNumber() else {
            throw SyntaxError(expected: "a number", found: describe(), at: location(start))
        }
        // `15pt` or `1.2.3` is one mistyped number, not a number and a word.
        if let next = cursor.peek(), next.isIdentifierContinue || next == "." {
            while let character = cursor.peek(), character.isIdentifierContinue || character == "." {
                cursor.advance()
            }
            let run = cursor.text(from: start, to: cursor.offset)
            throw SyntaxError(expected: "a number", found: "'\(run)'", at: location(start), length: run.count)
        }
        guard number.value.isFinite else {
            throw SyntaxError(expected: "a finite number", found: "'\(number.text)'",
                              at: location(start), length: number.text.count)
        }
        return Token(kind: .number(number.value), text: number.text, location: location(start))
    }

    // MARK: strings

    /// Whether `character` opens a string: a quote, alone or with combining marks written
    /// after it (which Swift makes one character with it: `"` then U+0301 is one).
    static func isQuote(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(isQuote) ?? false
    }

    static func isQuote(_ scalar: Unicode.Scalar) -> Bool { scalar == "\"" || scalar == "'" }

    /// Reads a string by unicode scalars, so a quote is a quote even when a combining mark
    /// follows it (the mark is the string's first character, or an error after the closing
    /// quote); columns still count characters, as everywhere else.
    mutating func scanString() throws(SyntaxError) -> Token {
        let start = cursor.offset
        guard let opening = cursor.peek(), let quote = opening.unicodeScalars.first, Self.isQuote(quote) else {
            throw SyntaxError(expected: "a string", found: describe(), at: location(start))
        }
        var scalars = StringScalars(pending: Array(opening.unicodeScalars.dropFirst().reversed()), offset: start)
        cursor.advance()
        var value = ""
        var escapeOffsets: [Int] = []
        while true {
            guard let (scalar, offset) = scalars.next(&cursor) else {
                // Point at the opening quote: that is where the user must look.
                let shown = quote == "\"" ? "'\"'" : "\"'\""
                throw SyntaxError(expected: "\(shown) to end the string", found: "end of input",
                                  at: location(start), length: cursor.offset - start)
            }
            if scalar == quote {
                guard scalars.pending.isEmpty else {
                    throw SyntaxError(expected: "a space or the end of the line after the closing quote",
                                      found: "a combining mark written on it", at: location(offset))
                }
                break
            }
            guard scalar == "\\" else {
                value.unicodeScalars.append(scalar)
                continue
            }
            guard let (escaped, _) = scalars.next(&cursor) else { continue }  // the loop reports the missing quote
            guard let decoded = Tokenizer.escapes[Character(escaped)] else {
                throw SyntaxError(expected: #"an escape sequence (\", \', \\, \n, \t)"#,
                                  found: "'\\\(escaped)'", at: location(offset), length: 2)
            }
            escapeOffsets.append(value.count)
            value.append(decoded)
        }
        var token = Token(kind: .string(value), text: cursor.text(from: start, to: cursor.offset),
                          location: location(start))
        token.escapeOffsets = escapeOffsets
        return token
    }

    // MARK: file paths

    /// `../lib.lab`, `~/x.lab`: no other token starts with these characters, so the run up
    /// to the next space, `;` or `#` is a path for a file argument.
    mutating func scanFilePath() -> Token {
        let start = cursor.offset
        while let character = cursor.peek(), !character.isWhitespace, character != ";", character != "#" { cursor.advance() }
        let text = cursor.text(from: start, to: cursor.offset)
        return Token(kind: .filePath(text), text: text, location: location(start))
    }

    // MARK: operators

    mutating func scanOperator() throws(SyntaxError) -> Token {
        let start = cursor.offset
        let triple = cursor.text(from: start, to: start + 3)
        let pair = cursor.text(from: start, to: start + 2)
        let single = cursor.text(from: start, to: start + 1)
        // Longest match first, so `==` is never read as two `=`, nor `...` as three dots.
        for spelling in [triple, pair, single] {
            if let symbol = Operator(rawValue: spelling) {
                cursor.advance(by: spelling.count)
                return Token(kind: .operator(symbol), text: spelling, location: location(start))
            }
        }
        throw SyntaxError(message: "unexpected character '\(single)'", found: "'\(single)'", at: location(start))
    }
}

/// The unicode scalars of a string's characters, one at a time, with the offset (in
/// characters) of the character each belongs to.
private struct StringScalars {
    /// The rest of the current character's scalars, last first.
    var pending: [Unicode.Scalar]
    var offset: Int

    mutating func next(_ cursor: inout CharacterCursor) -> (Unicode.Scalar, Int)? {
        while pending.isEmpty {
            guard let character = cursor.peek() else { return nil }
            offset = cursor.offset
            cursor.advance()
            pending = character.unicodeScalars.reversed()
        }
        guard let scalar = pending.popLast() else { return nil }
        return (scalar, offset)
    }
}
