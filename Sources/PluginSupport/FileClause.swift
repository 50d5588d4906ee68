public import Commands
import Foundation
public import ScriptSyntax

/// How commands that write a file read their lines (``LineReading/custom(_:)``): the last
/// clause is a file, taken as typed (no quotes, may hold spaces): `dump ... > FILE`,
/// `export swift > FILE`, `render ... svg FILE`, `png FILE`, `--frames DIR`, `--animated FILE`. The text after the marker is the path, less
/// trailing options (`--fps N`, `fps=N`, `at=T`, `from=T`, `to=T`, `--png`), which become tokens
/// of their own; the marker becomes a word without its dashes (`frames`). Elsewhere on a
/// render line `--KEY N` is read as `KEY=N`, the two forms the issue and the shell's options use.
public struct FileClause: Sendable {
    /// The markers that start the file clause, each with a space on either side.
    let markers: [String]
    /// The options that may follow the path (and be written `--KEY N`); none for `> FILE`.
    let trailingOptions: [String]

    public init(markers: [String], trailingOptions: [String]) {
        self.markers = markers
        self.trailingOptions = trailingOptions
    }

    /// ` > FILE` at the end of the line: `dump`, `export`.
    public static let redirection = FileClause(markers: [" > "], trailingOptions: [])

    /// The reading a command declares.
    public var lineReading: LineReading {
        .custom { line throws(SyntaxError) in try tokens(of: line) }
    }

    /// The line's tokens.
    public func tokens(of line: ScriptText) throws(SyntaxError) -> [Token] {
        let takesOptions = !trailingOptions.isEmpty
        var text = takesOptions ? dashOptionsAsKeys(line.text) : line.text
        // A clause at the very end, its file not typed yet: the command says what is missing.
        while text.last == " " || text.last == "\t" { text.removeLast() }
        if markers.contains(where: { text.hasSuffix($0.dropLast()) }) { text += " " }
        // The earliest marker is the clause; a later one belongs to the path.
        let found = markers.compactMap { marker in text.range(of: marker).map { (marker, $0) } }.min { $0.1.lowerBound < $1.1.lowerBound }
        guard let (marker, range) = found else { return try Tokenizer.tokenize(text, line: line.line, column: line.column) }
        let head = String(text[..<range.lowerBound])
        var tokens = try Tokenizer.tokenize(head, line: line.line, column: line.column)
        let markerColumn = line.column + head.count + 1
        let word = String(marker.trimmingCharacters(in: .whitespaces).drop { $0 == "-" })
        tokens.append(Token(kind: .word(word), text: word, location: SourceLocation(line: line.line, column: markerColumn)))
        let pathColumn = markerColumn + marker.count - 1
        var rest = String(text[range.upperBound...])
        var trailing: [Token] = []
        if takesOptions { trailing = peelOptions(&rest, line: line.line, column: pathColumn) }
        let path = rest.trimmingCharacters(in: .whitespaces)
        if !path.isEmpty {
            let leading = rest.prefix { $0 == " " }.count
            tokens.append(Token(kind: .string(path), text: path, location: SourceLocation(line: line.line, column: pathColumn + leading)))
        }
        return tokens + trailing
    }

    /// `--fps 10` as `fps=10` padded with blanks to the same length, so every later token
    /// keeps its column (an error still points where the user typed).
    func dashOptionsAsKeys(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index + 1 < words.count {
            let key = String(words[index].drop { $0 == "-" })
            if words[index].hasPrefix("--"), trailingOptions.contains(key), !words[index + 1].isEmpty {
                let joined = "\(key)=\(words[index + 1])"
                words[index] = joined + String(repeating: " ", count: words[index].count + 1 + words[index + 1].count - joined.count)
                words.remove(at: index + 1)
            }
            index += 1
        }
        return words.joined(separator: " ")
    }

    /// Takes `KEY=VALUE` options and `--png` / `png` off the end of `rest`, as tokens in the
    /// order typed.
    func peelOptions(_ rest: inout String, line: Int, column: Int) -> [Token] {
        var peeled: [Token] = []
        while true {
            var body = rest
            while body.last == " " || body.last == "\t" { body.removeLast() }
            guard let space = body.lastIndex(of: " ") else { break }
            let word = String(body[body.index(after: space)...])
            let start = column + body.distance(from: body.startIndex, to: space) + 1
            let location = SourceLocation(line: line, column: start)
            if word == "--png" || word == "png" {
                peeled.insert(Token(kind: .word("png"), text: word, location: location), at: 0)
            } else if let equals = word.firstIndex(of: "="), trailingOptions.contains(String(word[..<equals])) {
                let key = String(word[..<equals]), value = String(word[word.index(after: equals)...])
                peeled.insert(Token(kind: .option(key: key, value: value), text: word, location: location), at: 0)
            } else {
                break
            }
            rest = String(body[..<space])
        }
        return peeled
    }
}
