import Layout

/// A script line that does not follow the grammar: where, what was found, what was expected.
///
/// The message has one of two shapes. Most errors read `expected X, found Y`; a few say what
/// is wrong in their own words (`unknown metric 'width'`). Either way ``found`` names the
/// offending text and ``location`` its first character, and ``length`` how many characters
/// of the line it spans, so ``rendered(file:sourceLine:)`` can underline it clang-style.
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first character of the offending text.
    public var location: SourceLocation
    /// How many characters the offending text spans on its line (at least 1).
    public var length: Int
    /// What the grammar allowed here, if the error is of the `expected X, found Y` shape.
    public var expected: String?
    /// The offending text, as the message quotes it: `'fox'`, `"abc"` or `end of input`.
    public var found: String
    /// The complete message, without location: `expected ']' after view name, found '-'`.
    public var message: String

    /// An error of the shape `expected <expected>, found <found>`.
    public init(expected: String, found: String, at location: SourceLocation, length: Int = 1) {
        self.location = location
        self.length = max(1, length)
        self.expected = expected
        self.found = found
        self.message = "expected \(expected), found \(found)"
    }

    /// An error whose message says what is wrong in its own words; `found` names the text.
    public init(message: String, found: String, at location: SourceLocation, length: Int = 1) {
        self.location = location
        self.length = max(1, length)
        self.expected = nil
        self.found = found
        self.message = message
    }

    /// `LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(location): error: \(message)" }

    /// The clang-style report: a header line naming the file, then the source line, then a
    /// caret under the column and `~` under the rest of the offending text.
    ///
    /// ```
    /// <stdin>:1:10: error: expected a relation (==, <=, >=), found '='
    /// fox.width = 50
    ///           ^
    /// ```
    /// - Parameters:
    ///   - file: the script's name: `<stdin>` or a path.
    ///   - sourceLine: the text of the script line the location refers to, without its newline.
    /// - Returns: three lines joined by `\n`, with no newline at the end.
    public func rendered(file: String, sourceLine: String) -> String {
        let header = "\(file):\(location.line):\(location.column): error: \(message)"
        let characters = Array(sourceLine)
        // Tabs before the column are copied so the caret lines up however wide a tab shows.
        let caretStart = max(0, location.column - 1)
        var marker = ""
        for index in 0..<caretStart {
            marker.append(index < characters.count && characters[index] == "\t" ? "\t" : " ")
        }
        marker.append("^")
        // Underline only what exists on the line: an error at the end of input gets a bare caret.
        let remaining = max(0, characters.count - caretStart - 1)
        marker.append(String(repeating: "~", count: min(length - 1, remaining)))
        return header + "\n" + sourceLine + "\n" + marker
    }
}
