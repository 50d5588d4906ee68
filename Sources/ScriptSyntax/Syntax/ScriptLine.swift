/// One command of a script line: its tokens, and the text it was written as.
public struct ScriptCommand: Hashable, Sendable {
    /// The command's tokens, command name first; never empty, never holding `;`.
    public var tokens: [Token]
    /// The command as written, from its first token to its last, comment and `;` left out.
    public var source: String
    /// Where the command's first token starts.
    public var location: SourceLocation
    /// Just past the command's last token: where errors about a missing argument point.
    public var end: SourceLocation

    /// A command made of `tokens` (not empty) spelled `source`.
    public init(tokens: [Token], source: String, location: SourceLocation, end: SourceLocation) {
        self.tokens = tokens
        self.source = source
        self.location = location
        self.end = end
    }
}

/// Splits a script line into its commands (a block `{ ... }` stays whole: see ``CommandSplitter``).
public enum ScriptLine {
    /// The commands on one line, in order. `;` separates commands, except inside a string or
    /// a comment; empty commands (`a;;b`, a line that is only a comment) are dropped.
    /// - Parameters:
    ///   - text: the line, without its newline.
    ///   - line: the line's number in its script.
    ///   - column: the column of `text`'s first character.
    /// - Throws: ``SyntaxError`` if the line does not tokenize.
    public static func commands(in text: String, line: Int = 1, column: Int = 1) throws(SyntaxError) -> [ScriptCommand] {
        try CommandSplitter.commands(in: [ScriptText(text, line: line, column: column)])
    }
}
