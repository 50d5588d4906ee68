import Commands

/// `help`'s text fitted to the terminal (80 columns when not a terminal, as pictures are), so
/// nothing breaks mid-word: each kind of line wraps at its words in its own way, as lessons'
/// prose does (``ProseReflow``), and no line is longer than `room` columns (the width less
/// one: a line filling the last column makes some terminals add an empty one).
///
/// - A usage line wraps with the rest hanging two columns under its command, so the next
///   usage line (at the command's column) still stands out.
/// - A table row (`  NAME  text`: arguments, options, properties, the overview's commands)
///   wraps its text under the text's column; when the names are so long that little room is
///   left (the property table), under the name's column plus four.
/// - The discussion is prose, written as `help` authors write it (``Command/discussion``):
///   unindented lines run together into paragraphs (a line starting `Example` starts one);
///   an indented `- ` (or `1. `, `(1) `) starts a list item, and the lines indented deeper
///   after it are its text; other indented lines are examples and tables, kept as written
///   when they fit, else continued four columns in (an example) or under their text's
///   column (a table row). Blank lines stay.
enum HelpReflow {
    static func room(forWidth width: Int) -> Int { max(20, width - 1) }

    /// A line of running text (a summary, a note): wrapped at its words, the rest `hanging`
    /// columns further in (a list entry's continuation).
    static func plain(_ line: String, room: Int, hanging: Int = 0) -> [String] {
        let indent = String(line.prefix { $0 == " " })
        let rest = indent + String(repeating: " ", count: hanging)
        return ProseReflow.wrap(words: breakingLongWords(ProseReflow.words(of: line), room: room - rest.count), firstPrefix: indent,
                                restPrefix: rest, room: room)
    }

    /// `usage: ...` or its alternatives' lines (indented to the same column).
    static func usage(_ line: String, room: Int) -> [String] {
        guard line.count > room else { return [line] }
        let commandColumn = line.hasPrefix("usage: ") ? "usage: ".count : line.prefix { $0 == " " }.count
        let prefix = String(line.prefix(commandColumn))
        return ProseReflow.wrap(words: breakingLongWords(ProseReflow.words(of: String(line.dropFirst(commandColumn))), room: room - commandColumn - 2),
                                firstPrefix: prefix,
                                restPrefix: String(repeating: " ", count: commandColumn + 2), room: room)
    }

    /// `  NAME    text`: the text wrapped under its column.
    static func row(_ line: String, room: Int) -> [String] {
        guard line.count > room, let column = textColumn(of: line) else { return line.count > room ? plain(line, room: room) : [line] }
        let indent = line.prefix { $0 == " " }.count
        let longest = ProseReflow.words(of: String(line.dropFirst(column))).map(\.count).max() ?? 0
        let hanging = column <= room / 2 && longest <= room - column ? column : indent + 4
        let label = String(line.prefix(column))
        let words = ProseReflow.words(of: String(line.dropFirst(column)))
        let restPrefix = String(repeating: " ", count: hanging)
        if hanging == column {
            return ProseReflow.wrap(words: breakingLongWords(words, room: room - hanging), firstPrefix: label, restPrefix: restPrefix, room: room)
        }
        // A name too long to leave its text a column: the name's words and the text's run on.
        return ProseReflow.wrap(words: breakingLongWords(ProseReflow.words(of: label) + words, room: room - hanging),
                                firstPrefix: String(repeating: " ", count: indent), restPrefix: restPrefix, room: room)
    }

    /// A word longer than a line cut into pieces that fit after a `|`, `/` or `:` (a choice of
    /// values `fill|fillEqually|...`, a path, a selector `constraint(equalTo:constant:)`), so it
    /// wraps between its parts rather than past the edge. A word with none stays whole.
    static func breakingLongWords(_ words: [String], room: Int) -> [String] {
        words.flatMap { word -> [String] in
            guard word.count > room, room > 0 else { return [word] }
            var pieces: [String] = [], current = "", part = ""
            for character in word {
                part.append(character)
                guard "|/:".contains(character) else { continue }
                if !current.isEmpty, current.count + part.count > room { pieces.append(current); current = "" }
                current += part
                part = ""
            }
            if !current.isEmpty, current.count + part.count > room { pieces.append(current); current = "" }
            return pieces + [current + part]
        }
    }

    /// The column a row's text starts at: after the first run of two or more blanks that
    /// follows the row's name.
    static func textColumn(of line: String) -> Int? {
        let characters = Array(line)
        var index = characters.prefix { $0 == " " }.count
        guard index < characters.count else { return nil }
        while index + 1 < characters.count {
            if characters[index] == " ", characters[index + 1] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                return end < characters.count ? end : nil
            }
            index += 1
        }
        return nil
    }

    /// An example or a line of a table without columns: whole when it fits, else wrapped at
    /// its words with the rest four columns in, so it reads as one line continued.
    static func example(_ line: String, room: Int) -> [String] {
        guard line.count > room else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        return ProseReflow.wrap(words: breakingLongWords(ProseReflow.words(of: line), room: room - indent.count - 4), firstPrefix: indent,
                                restPrefix: indent + "    ", room: room)
    }

    /// A command's discussion, by the rules above.
    static func discussion(_ lines: [String], room: Int) -> [String] {
        var output: [String] = []
        var paragraph: [String] = []
        var item: (marker: String, words: [String])?

        func flush() {
            if !paragraph.isEmpty {
                output += ProseReflow.wrap(words: breakingLongWords(paragraph, room: room), firstPrefix: "", restPrefix: "", room: room)
                paragraph = []
            }
            if let current = item {
                output += ProseReflow.wrap(words: breakingLongWords(current.words, room: room - current.marker.count), firstPrefix: current.marker,
                                           restPrefix: String(repeating: " ", count: current.marker.count), room: room)
                item = nil
            }
        }

        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            if line.allSatisfy({ $0 == " " }) {
                flush()
                output.append("")
            } else if indent == 0 {
                if item != nil || line.hasPrefix("Example") { flush() }
                paragraph += ProseReflow.words(of: line)
            } else if let marker = ProseReflow.listMarker(of: line) {
                flush()
                item = (marker, ProseReflow.words(of: String(line.dropFirst(marker.count))))
            } else if let current = item, indent > current.marker.prefix(while: { $0 == " " }).count {
                item?.words += ProseReflow.words(of: line)
            } else {
                flush()
                output += textColumn(of: line) == nil ? example(line, room: room) : row(line, room: room)
            }
        }
        flush()
        return output
    }
}

