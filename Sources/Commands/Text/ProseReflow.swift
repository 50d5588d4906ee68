/// A lesson's prose fitted to the terminal's width: paragraphs and list items re-wrapped at
/// word boundaries, everything with a layout of its own kept as written.
///
/// The lessons are hard-wrapped at about 95 columns in their files (the transcripts keep that
/// wrapping: `layoutlab test` compares them byte for byte); shown in an 80-column terminal, a
/// hard-wrapped line longer than the terminal breaks mid-word. So the guide re-wraps what is
/// running text and leaves alone what is not:
///
/// - A paragraph (lines up to a blank line) is joined and wrapped again.
/// - A list item (`- `, `* `, `1. `, `(1) `) wraps with its text hanging under its first word;
///   the lines after it that are indented belong to it.
/// - A heading (`#`, `##`) wraps on its own, its text hanging under its first word.
/// - Kept as written: fenced code (between lines starting with three backticks), table rows
///   (`|`), and lines indented by four spaces or more (code, logs).
///
/// A word longer than the width stays whole on a line of its own: cutting it would be worse
/// than letting the terminal wrap it. Lines are at most `width - 1` characters, as a line that
/// fills the last column makes some terminals add an empty line.
public enum ProseReflow {
    public static func reflow(_ lines: [String], width: Int) -> [String] {
        let room = max(20, width - 1)
        var output: [String] = []
        var paragraph: [String] = []
        var inFence = false

        func flush() {
            guard !paragraph.isEmpty else { return }
            output += wrapBlock(paragraph, room: room)
            paragraph = []
        }

        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                flush()
                output.append(line)
                inFence.toggle()
                continue
            }
            if inFence || isKeptAsWritten(line) {
                flush()
                output.append(line)
                continue
            }
            if line.hasPrefix("#") {
                flush()
                let marker = String(line.prefix { $0 == "#" }) + " "
                let hanging = String(repeating: " ", count: marker.count)
                output += wrap(words: words(of: String(line.dropFirst(marker.count))), firstPrefix: marker, restPrefix: hanging, room: room)
                continue
            }
            if trimmed.isEmpty {
                flush()
                output.append("")
                continue
            }
            paragraph.append(line)
        }
        flush()
        return output
    }

    /// Table rows and indented code keep their own layout.
    public static func isKeptAsWritten(_ line: String) -> Bool {
        line.hasPrefix("|") || line.hasPrefix("    ") || line.hasPrefix("\t")
    }

    /// A paragraph's lines: list items each wrapped with a hanging indent, other text joined.
    static func wrapBlock(_ lines: [String], room: Int) -> [String] {
        var output: [String] = []
        var item: (marker: String, words: [String])?
        var plain: [String] = []

        func flushPlain() {
            guard !plain.isEmpty else { return }
            output += wrap(words: plain, firstPrefix: "", restPrefix: "", room: room)
            plain = []
        }
        func flushItem() {
            guard let current = item else { return }
            let hanging = String(repeating: " ", count: current.marker.count)
            output += wrap(words: current.words, firstPrefix: current.marker, restPrefix: hanging, room: room)
            item = nil
        }

        for line in lines {
            if let marker = listMarker(of: line) {
                flushPlain()
                flushItem()
                item = (marker, words(of: String(line.dropFirst(marker.count))))
            } else if item != nil, line.first == " " {
                item?.words += words(of: line)
            } else {
                flushItem()
                plain += words(of: line)
            }
        }
        flushPlain()
        flushItem()
        return output
    }

    /// `- `, `* `, `12. ` or `(3) ` at the start of a line (after any indent), with the
    /// indent and the space after it.
    public static func listMarker(of line: String) -> String? {
        let indent = String(line.prefix { $0 == " " })
        let rest = line.dropFirst(indent.count)
        if rest.hasPrefix("- ") || rest.hasPrefix("* ") { return indent + String(rest.prefix(2)) }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3, rest.dropFirst(digits.count).hasPrefix(". ") {
            return indent + String(digits) + ". "
        }
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")"), rest[rest.index(after: rest.startIndex)..<close].allSatisfy(\.isNumber),
           close > rest.index(after: rest.startIndex), rest[close...].hasPrefix(") ") {
            return indent + String(rest[...close]) + " "
        }
        return nil
    }

    public static func words(of line: String) -> [String] {
        line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }

    /// Greedy wrapping: as many words on a line as fit in `room` columns.
    public static func wrap(words: [String], firstPrefix: String, restPrefix: String, room: Int) -> [String] {
        var lines: [String] = []
        var current = firstPrefix
        var hasWord = false
        for word in words {
            let candidateLength = current.count + (hasWord ? 1 : 0) + word.count
            if hasWord, candidateLength > room {
                lines.append(current)
                current = restPrefix + word
            } else {
                current += (hasWord ? " " : "") + word
            }
            hasWord = true
        }
        if hasWord || !current.isEmpty { lines.append(current) }
        return lines
    }
}
