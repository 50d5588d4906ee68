/// How deep the longest postfix chain of a Swift text is (`a.b.c`, `f()()`, `x!`, `a[0]`,
/// a chain continued on lines that start with `.`), and the longest run of prefixes (`try try
/// try x`, `- - - x`), found before the text is parsed.
///
/// swift-syntax's parser bounds how deep brackets nest, but a postfix chain is built in a loop
/// into a tree as deep as the chain is long (`v.superview.superview...` a million times), and
/// walking such a tree (its description, its first token) recurses once a level; and the parser
/// itself recurses once a prefix keyword (603.0.1's `parseSequenceExpressionElement`: `try `
/// 20,000 times overflows an 8 MB stack). The import refuses a text whose chain or run is
/// longer than ``maximum``, far beyond any layout code
/// (`self.view.safeAreaLayoutGuide.topAnchor.constraint(equalTo:)...` is under 10).
enum PostfixChainDepth {
    static let maximum = 500
    /// How deep square brackets may nest: swift-syntax 603.0.1's parser takes time exponential
    /// in it (each level about doubles it: `[[[...]]]` 18 deep takes 1.7 s of processor time
    /// in a debug build, 25 unclosed ones over 10 s), while layout code nests two or three.
    static let maximumBrackets = 12

    /// The first place a chain goes deeper than ``maximum``, or nil. One pass over the bytes;
    /// string literals and comments are skipped (roughly: an escaped quote stays inside).
    static func firstTooDeep(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
        var depth = 0
        // Words and operators in a row with nothing between them but blanks: `try try`, `- -`.
        var prefixes = 0
        var brackets = 0
        var line = 1
        var lineStart = 0
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
                index += 1
                continue
            }
            let previous = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
            if (Self.isWordByte(byte) && !Self.isWordByte(previous)) || (Self.isOperatorByte(byte) && !Self.isOperatorByte(previous)) {
                // A prefix keyword or an operator followed, after blanks only, by another one.
                let isWord = Self.isWordByte(byte)
                var end = index
                while end < bytes.count, isWord ? Self.isWordByte(bytes[end]) : Self.isOperatorByte(bytes[end]) { end += 1 }
                var next = end
                while next < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[next]) {
                    next += 1
                }
                let isPrefix = isWord ? Self.prefixKeywords.contains(Array(bytes[index..<end])) : true
                let followed = next > end && next < bytes.count
                    && (isWord ? Self.isWordByte(bytes[next]) : Self.isOperatorByte(bytes[next]))
                if isPrefix, followed {
                    prefixes += 1
                    if prefixes > maximum { return (line, index - lineStart + 1) }
                } else {
                    prefixes = 0
                }
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                // A line comment: to the end of the line.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "]"):
                brackets = max(0, brackets - 1)
            case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "!"), UInt8(ascii: "?"):
                if byte == UInt8(ascii: "[") {
                    brackets += 1
                    if brackets > maximumBrackets { return (line, index - lineStart + 1) }
                }
                depth += 1
                if depth > maximum { return (line, index - lineStart + 1) }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                // Blanks end a chain unless the next character continues it (`\n    .offset(8)`).
                var next = index + 1
                while next < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[next]) {
                    if bytes[next] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = next + 1
                    }
                    next += 1
                }
                if next >= bytes.count || bytes[next] != UInt8(ascii: ".") { depth = 0 }
                index = next
                continue
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: ":"):
                depth = 0
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Keywords that stand before an expression or a type and may repeat.
    static let prefixKeywords: Set<[UInt8]> = Set(["try", "await", "consume", "copy", "each", "repeat", "unsafe", "_move", "_borrow",
                                                   "some", "any", "inout", "borrowing", "consuming", "sending", "isolated"].map { Array($0.utf8) })

    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        Array("-+!~&*/<>=%^|?".utf8).contains(byte)
    }
}
