/// Splitting text into lines the way transcripts do, and the few prefix/suffix tests the
/// format needs.
///
/// Everything here works on Unicode scalars, not `Character`s: `"\r\n"` is a single
/// `Character`, so splitting a `String` on the `Character` `"\n"` would miss CRLF line ends,
/// and a combining mark after the indent would hide the indent from `hasPrefix`.
public enum TextLines {
    /// The lines of `text`, split on `"\n"` only, each kept exactly (a `"\r"` before the
    /// `"\n"` stays in the line), and whether the text ends with `"\n"`.
    ///
    /// The empty text has no lines; `"a\n"` has one line and ends with a newline.
    public static func split(_ text: String) -> (lines: [String], endsWithNewline: Bool) {
        if text.isEmpty { return ([], false) }
        var lines = text.unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        let endsWithNewline = text.unicodeScalars.last == "\n"
        // Splitting "a\n" gives ["a", ""]: the empty piece after the last newline is not a line.
        if endsWithNewline { lines.removeLast() }
        return (lines, endsWithNewline)
    }

    /// `lines` joined into text, with a final newline when asked.
    public static func join(_ lines: [String], endsWithNewline: Bool) -> String {
        let body = lines.joined(separator: "\n")
        return endsWithNewline ? body + "\n" : body
    }

    /// `line` without its trailing `"\r"`s, so files saved with CRLF line ends read the same.
    ///
    /// All of them go, not just one: a file converted to CRLF twice ends lines in `"\r\r\n"`,
    /// and since lines are written back ending in `"\n"` alone, content ending in `"\r"` could
    /// not survive being written and read again.
    public static func content(of line: String) -> String {
        var scalars = Substring(line).unicodeScalars
        while scalars.last == "\r" { scalars.removeLast() }
        return String(Substring(scalars))
    }
}

extension String {
    /// Whether the scalars of `self` start with the scalars of `prefix`.
    func hasScalarPrefix(_ prefix: String) -> Bool {
        unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    /// Whether the scalars of `self` end with the scalars of `suffix`.
    func hasScalarSuffix(_ suffix: String) -> Bool {
        unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed())
    }

    /// `self` without its first `count` scalars.
    func droppingScalars(first count: Int) -> String {
        String(Substring(unicodeScalars.dropFirst(count)))
    }

    /// `self` without its last `count` scalars.
    func droppingScalars(last count: Int) -> String {
        String(Substring(unicodeScalars.dropLast(count)))
    }
}
