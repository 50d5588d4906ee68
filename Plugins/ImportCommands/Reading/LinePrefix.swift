/// What comes before the text on a console line, skipped so the rest reads the same in every
/// era: `2018-01-17 10:02:40.301460+0000 App[1100:161150] `, a system log's `Mar  4
/// 18:25:38 host SpringBoard[10567]: `, a device console's `<Warning>: `, a bare `App[pid:tid] `,
/// os_log's `[LayoutConstraints] `, a Markdown quote's `> `, a code comment's `// ` (a log
/// kept in source, log 148), and LLDB's `$3 = 0x07117ac0 `.
enum LinePrefix {
    /// The index where the line's own text starts.
    static func contentStart(_ cursor: ByteCursor) -> Int {
        var cursor = cursor
        for _ in 0..<8 {
            cursor.skipBlanks()
            let before = cursor.index
            // A Markdown code span's backtick, and a tab a page escaped as `\t` (logs 55, 60).
            if cursor.take("> ") || cursor.take("//") || cursor.take("`") || cursor.take("\\t") { continue }
            if skipTimestamp(&cursor) || skipSystemLogDate(&cursor) { _ = skipProcess(&cursor); continue }
            if skipProcess(&cursor) { continue }
            if cursor.take("<Warning>:") || cursor.take("<Notice>:") || cursor.take("<Error>:") || cursor.take("<Debug>:") { continue }
            if skipCategory(&cursor) { continue }
            if skipResultPrefix(&cursor) { continue }
            if cursor.index == before { break }
        }
        cursor.skipBlanks()
        return cursor.index
    }

    /// `2016-09-04 20:43:03.447` with an optional zone `+0000`.
    static func skipTimestamp(_ cursor: inout ByteCursor) -> Bool {
        let start = cursor.index
        func digits(_ count: Int) -> Bool {
            for _ in 0..<count {
                guard let byte = cursor.peek, byte.isDigit else { return false }
                cursor.index += 1
            }
            return true
        }
        guard digits(4), cursor.take(byte: .minus), digits(2), cursor.take(byte: .minus), digits(2), cursor.take(byte: .space),
            digits(2), cursor.take(byte: .colon), digits(2), cursor.take(byte: .colon), digits(2) else {
            cursor.index = start
            return false
        }
        if cursor.take(byte: .period) { while let byte = cursor.peek, byte.isDigit { cursor.index += 1 } }
        if let sign = cursor.peek, sign == .plus || sign == .minus, let next = cursor.peek(at: 1), next.isDigit {
            cursor.index += 1
            while let byte = cursor.peek, byte.isDigit { cursor.index += 1 }
        }
        return true
    }

    /// `Mar  4 18:25:38 host`: a month, a day, a time and the host name.
    static func skipSystemLogDate(_ cursor: inout ByteCursor) -> Bool {
        let start = cursor.index
        guard let month = cursor.letters(), month.utf8.count == 3, month.first?.isUppercase == true, cursor.take(byte: .space) else {
            cursor.index = start
            return false
        }
        cursor.skipBlanks()
        guard let day = cursor.peek, day.isDigit else {
            cursor.index = start
            return false
        }
        while let byte = cursor.peek, byte.isDigit { cursor.index += 1 }
        cursor.skipBlanks()
        guard let hour = cursor.peek, hour.isDigit, cursor.peek(at: 2) == .colon else {
            cursor.index = start
            return false
        }
        while let byte = cursor.peek, byte.isDigit || byte == .colon { cursor.index += 1 }
        cursor.skipBlanks()
        // The host name.
        while let byte = cursor.peek, !byte.isBlank { cursor.index += 1 }
        return true
    }

    /// `App Name[1100:161150] ` or `SpringBoard[10567]: `: a process (names may hold blanks,
    /// `<redacted>` too) and its ids, within the first 200 bytes.
    static func skipProcess(_ cursor: inout ByteCursor) -> Bool {
        cursor.skipBlanks()
        var position = cursor.index
        let limit = min(cursor.end, cursor.index + 200)
        while position < limit {
            let byte = cursor.bytes[position]
            if byte == .leftBracket, position > cursor.index {
                var probe = ByteCursor(cursor.bytes, from: position + 1, to: cursor.end)
                var sawDigit = false
                // `[7519:c07]`: an old log's thread number is hexadecimal (log 123).
                while let digit = probe.peek, digit.isHexDigit || digit == .colon {
                    sawDigit = sawDigit || digit.isDigit
                    probe.index += 1
                }
                if sawDigit, probe.take(byte: .rightBracket) {
                    _ = probe.take(byte: .colon)
                    guard probe.isAtEnd || probe.peek?.isBlank == true else { return false }
                    cursor.index = probe.index
                    return true
                }
                return false
            }
            if byte == .quote || byte == .doubleQuote || byte == .equals || byte == .period && position == cursor.index { return false }
            position += 1
        }
        return false
    }

    /// `[LayoutConstraints] `: a category of letters in brackets, with text after it.
    static func skipCategory(_ cursor: inout ByteCursor) -> Bool {
        let start = cursor.index
        guard cursor.take(byte: .leftBracket), cursor.letters() != nil, cursor.take(byte: .rightBracket), cursor.peek?.isBlank == true else {
            cursor.index = start
            return false
        }
        return true
    }

    /// LLDB's `$3 = 0x07117ac0 ` or `$0 = 124983424 ` before a result.
    static func skipResultPrefix(_ cursor: inout ByteCursor) -> Bool {
        let start = cursor.index
        guard cursor.take(byte: UInt8(ascii: "$")), let digit = cursor.peek, digit.isDigit else {
            cursor.index = start
            return false
        }
        while let byte = cursor.peek, byte.isDigit { cursor.index += 1 }
        cursor.skipBlanks()
        guard cursor.take(byte: .equals) else {
            cursor.index = start
            return false
        }
        cursor.skipBlanks()
        if cursor.address() == nil { while let byte = cursor.peek, byte.isDigit { cursor.index += 1 } }
        return true
    }
}
