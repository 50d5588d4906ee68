import Foundation
import PluginTesting
import Commands
import TestSupport

/// The examples of the commands' helps, and the scenes they presume.
enum HelpExamples {
    /// The examples of one command's help, in order. Lines that show a usage pattern
    /// (`render [VIEW] ...`) are not examples; a command an earlier example defined (`def`)
    /// starts one.
    static func examples(in command: Command, registry: CommandRegistry) -> [String] {
        var result: [String] = []
        var defined: Set<String> = []
        for line in command.discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let range = line.range(of: "Example: ") {
                result.append(String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces))
                continue
            }
            guard line.hasPrefix("  "), !line.hasPrefix("   "), line.range(of: #"\[[A-Z-]"#, options: .regularExpression) == nil else { continue }
            let text = line.trimmingCharacters(in: .whitespaces)
            let words = text.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            let isCommand = registry.command(named: first) != nil || defined.contains(first)
            let isConstraint = first.contains(".") && words.dropFirst().first.map { ["==", "<=", ">="].contains($0) } == true
            guard isCommand || isConstraint else { continue }
            if first == "def", words.count > 1 { defined.insert(words[1]) }
            result.append(text)
        }
        return result
    }

    /// A folder for the command's examples to read files from, holding the files they name
    /// (``files``).
    static func folder(for name: String) throws -> String {
        let folder = try TemporaryFolder.make("help-\(name)")
        for (file, fixture) in files[name] ?? [] {
            let source = Harness.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/\(fixture)").path
            try FileManager.default.copyItem(atPath: source, toPath: folder + "/" + file)
        }
        return folder
    }

    /// Files an example reads, by command: the name it uses and the fixture copied under it.
    static let files: [String: [(String, String)]] = [
        // TableHeader.storyboard has a scene named "Table View Controller"; Banner.xib is a header view.
        "load": [("Main.storyboard", "TableHeader.storyboard"), ("HeaderView.xib", "Banner.xib")],
        "loaded": [("Main.storyboard", "TableHeader.storyboard")],
    ]

    /// The header seed in a table, as the header lesson builds it: `table` with twenty rows,
    /// `header` (320 x 100, translated) holding `temp`, `box` and the wrapping `label`, the
    /// constraints c1...c12 (c12 broken); and `tv`, a 300 pt table of six 50 pt rows whose
    /// height is the constraint `tvh`.
    static let headerScene = [
        "table table frame (0, 0, 320, 568)", "prototype Cell in table", "rows add table 20 Cell",
        "view header in table frame (0, 0, 320, 100)", "set table.tableHeaderView = header",
        "view temp in header", "view box in header", "label label in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
        "vfl \"H:|-12-[temp]-12-|\" in header", "vfl \"H:|-12-[box]-12-|\" in header",
        "vfl \"V:|-5-[temp(50)]-5-[box]-15-|\" in header", "vfl \"H:|-15-[label]-15-|\" in box", "vfl \"V:|-15-[label]-15-|\" in box",
        "table tv frame (0, 0, 320, 300)", "set tv.rowHeight = 50", "prototype TCell in tv", "rows add tv 6 TCell",
        "constrain tvh: tv.height == 300",
    ]

    /// The header sized by the lesson's workaround #3: 320 x 146, the label on two lines.
    static let sizedHeader = headerScene + [
        "set header.translatesAutoresizingMaskIntoConstraints = false", "constrain tmpW: header.width == 320", "layout header",
        "set header.frame.height = header.fittingSize.height", "remove tmpW",
        "set header.translatesAutoresizingMaskIntoConstraints = true", "set table.tableHeaderView = header",
    ]

    /// A table `t` of five 44 pt rows whose cells are on screen (t.cell1 ... t.cell5), and a
    /// `picker` view: the timeline's examples (its prototype is `Row`, so it goes with the header
    /// scene's `Cell`).
    static let timelineScene = [
        "table t frame (0, 0, 320, 568)", "prototype Row in t", "set t.rowHeight = 44", "rows add t 5 Row",
        "view picker frame (0, 300, 320, 216)",
    ]

    /// The scene each command's examples presume, by command: only the objects they name.
    static let setups: [String: [String]] = [
        "label": ["view box"],
        "button": ["view toolbar"],
        "textfield": ["view form"],
        "segmented": ["view header"],
        "constrain": ["view box", "label label in box \"Text\"", "view temp", "view a", "view b"],
        "vfl": ["view header", "view temp in header", "view box in header", "label label in box \"Text\""],
        "set": headerScene,
        "print": headerScene,
        "why": headerScene,
        // The frames example draws an animation: the first row hiding.
        "render": headerScene + timelineScene + ["animate 0.5 { rows hide t 0; updates t }"],
        "let": headerScene,
        "expect": sizedHeader + ["set tv.contentInsetAdjustmentBehavior = never"],
        "fit": ["view cell", "label title in cell \"Title\" lines=0", "vfl \"H:|-8-[title]-8-|\" in cell", "vfl \"V:|-8-[title]-8-|\" in cell"],
        "guide": ["view row", "view a in row", "view b in row", "view c in row"],
        "prototype": ["table table frame (0, 0, 320, 568)"],
        "section": ["table table frame (0, 0, 320, 568)"],
        "rows": ["table table frame (0, 0, 320, 568)", "prototype Cell in table", "label title in Cell \"Title\"", "label detail in Cell \"Detail\" lines=0"],
        "scroll": ["table table frame (0, 0, 320, 568)", "prototype Cell in table", "set table.rowHeight = 44", "rows add table 1000 Cell"],
        "animate": timelineScene,
        "play": timelineScene + ["animate 0.5 { set picker.alpha = 0; rows hide t 1; updates t }"],
        "at": timelineScene + ["animate 1 { rows hide t 1; updates t }"],
        "def": headerScene,
        "spacer": ["view title", "view body", "view a", "view b", "view c"],
        "offset": ["view a", "view b", "view c"],
        "stack": ["view card", "view a", "view b", "view c"],
        "arrange": ["stack column", "stack row axis=horizontal", "view title", "view subtitle", "view icon"],
        "unarrange": ["stack s", "view badge", "arrange badge in s"],
        "spacing": ["stack s", "view title", "arrange title in s"],
    ]
}
