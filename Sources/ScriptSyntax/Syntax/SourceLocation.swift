/// A position in a script: the line, and the column counted in `Character`s.
///
/// Both are 1-based. Columns count characters (Swift's extended grapheme clusters), not
/// bytes, so a caret lands under the right glyph after `é` or an emoji.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The script line, 1-based.
    public var line: Int
    /// The column on that line, 1-based, in characters.
    public var column: Int

    /// A location on `line` at `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`, as compilers print it.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The location `count` characters further along the same line.
    public func advanced(by count: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + count)
    }
}

/// Maps an offset in a piece of text back to its column in the script line.
///
/// Text that came out of a quoted string is shorter than its spelling wherever an escape
/// sequence stood (`\"` is two characters written, one read); the map adds those back so an
/// error inside a visual format string points at the character the user typed.
public struct SourceColumnMap: Hashable, Sendable {
    /// Where the text's first character sits in the script.
    public var origin: SourceLocation
    /// Offsets, in the decoded text, of characters that were written as two-character escapes.
    public var escapeOffsets: [Int] = []

    public init(origin: SourceLocation, escapeOffsets: [Int] = []) {
        self.origin = origin
        self.escapeOffsets = escapeOffsets
    }

    public func location(ofOffset offset: Int) -> SourceLocation {
        let widened = escapeOffsets.reduce(0) { count, escape in escape < offset ? count + 1 : count }
        return origin.advanced(by: offset + widened)
    }

    /// How many script characters the decoded range `offset ..< offset + length` spans.
    public func sourceLength(ofOffset offset: Int, length: Int) -> Int {
        let start = location(ofOffset: offset).column
        let end = location(ofOffset: offset + length).column
        return max(1, end - start)
    }
}
