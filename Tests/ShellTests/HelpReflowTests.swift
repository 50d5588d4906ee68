import Commands
@testable import Shell
import PluginTesting
import Testing

/// `help` fitted to the terminal (``HelpReflow``): at 60 and 80 columns no line of `help`,
/// `help properties` or any command's `help COMMAND` is longer than the width less one, and
/// no word is lost or cut, except a word longer than a line, cut after a `|`, `/` or `:`.
@Suite("Help that fits the terminal")
struct HelpReflowTests {
    /// The words of some lines, with long words cut after `|`, `/` or `:` joined back.
    static func words(_ lines: [String]) -> [String] {
        var words: [String] = []
        for word in lines.flatMap({ $0.split(separator: " ").map(String.init) }) {
            if let last = words.last, let end = last.last, "|/:".contains(end), last.count > 1 { words[words.count - 1] += word } else { words.append(word) }
        }
        return words
    }

    @Test(arguments: [60, 80]) func everyHelpFitsItsWidth(columns: Int) throws {
        let harness = try Harness()
        let names = harness.registry.commands.map(\.name)
        #expect(names.count > 50)
        for topic in ["", "properties"] + names {
            harness.session.terminalColumns = 400
            let wide = harness.run("help \(topic)")
            harness.session.terminalColumns = columns
            let fitted = harness.run("help \(topic)")
            for line in fitted {
                #expect(line.count <= columns - 1, "help \(topic): '\(line)' is \(line.count) characters at \(columns) columns")
            }
            #expect(Self.words(fitted) == Self.words(wide), "help \(topic) lost or changed a word at \(columns) columns")
        }
    }

    /// Each kind of line wraps its own way (at 30 columns, 29 a line).
    @Test func eachKindOfLineHangsWhereItBelongs() {
        // A row's text under its column (8): "  NAME  " then the words.
        #expect(HelpReflow.row("  NAME  one two three four five six seven", room: 29)
                == ["  NAME  one two three four", "        five six seven"])
        // A usage line's rest two columns under the command (7 + 2): "usage: cmd [ONE] [TWO]"
        // is 22, and " [THREE]" would make it 30.
        #expect(HelpReflow.usage("usage: cmd [ONE] [TWO] [THREE] [FOUR]", room: 29)
                == ["usage: cmd [ONE] [TWO]", "         [THREE] [FOUR]"])
        // Prose runs together; a list item hangs under its text; an example stays whole.
        let discussion = ["Some words that run", "on together.", "  - an item whose text", "    goes on here", "Examples:", "  cmd a b"]
        #expect(HelpReflow.discussion(discussion, room: 29) == [
            "Some words that run on", "together.", "  - an item whose text goes", "    on here", "Examples:", "  cmd a b",
        ])
        // A value list longer than a line is cut after a '|'.
        #expect(HelpReflow.breakingLongWords(["aaaa|bbbb|cccc|dddd"], room: 10) == ["aaaa|bbbb|", "cccc|dddd"])
    }
}
