/// Processing instructions (`<?target data?>`) in a document, found before libxml2 reads it.
///
/// Interface Builder writes none but the XML declaration. And one without data (`<?xm?>`)
/// crashes the process inside Foundation on Linux: libxml2 hands `XMLParser` a null data
/// pointer, and FoundationXML's `_NSXMLParserProcessingInstruction` takes its length (found by
/// the FuzzLoad target, `Tests/Fuzz`). So any other is refused, with its line and column, before
/// parsing. Comments and CDATA sections are skipped (a `<?` there is text), in one pass over
/// the bytes.
enum ProcessingInstructions {
    /// Where the first processing instruction other than a leading `<?xml ...?>` starts, as a
    /// 1-based line and column (counted in characters), or nil when there is none.
    static func firstUnexpected(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var index = 0
        var position = TextPosition()
        func starts(with text: StaticString, at position: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { bytes[position + $0] == pattern[$0] } }
        }
        /// Moves past `count` bytes, keeping the line and column.
        func advance(_ count: Int) {
            for _ in 0..<count where index < bytes.count {
                position.step(over: bytes[index])
                index += 1
            }
        }
        /// Moves to just past `end`, or to the end of the document.
        func skip(through end: StaticString) {
            while index < bytes.count, !starts(with: end, at: index) { advance(1) }
            advance(end.utf8CodeUnitCount)
        }
        // A byte-order mark and the declaration itself may open the document.
        if starts(with: "\u{FEFF}", at: 0) { index = 3 }
        // The declaration ends at its `?>`, or where a `<` shows it never closed: skipping to
        // the first `?>` anywhere swallowed a later instruction's (`<?xml version= <a <?x?>`,
        // which FuzzLoad found), and libxml2 then read that one.
        if starts(with: "<?xml", at: index), index + 5 < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5]) {
            advance(5)
            while index < bytes.count, !starts(with: "?>", at: index), bytes[index] != UInt8(ascii: "<") { advance(1) }
            if starts(with: "?>", at: index) { advance(2) }
        }
        while index < bytes.count {
            if starts(with: "<!--", at: index) {
                skip(through: "-->")
            } else if starts(with: "<![CDATA[", at: index) {
                skip(through: "]]>")
            } else if starts(with: "<?", at: index) {
                return (position.line, position.column)
            } else {
                advance(1)
            }
        }
        return nil
    }
}
