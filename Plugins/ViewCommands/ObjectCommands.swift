import Commands
import Layout
import Tables

/// Commands that make views and edit the tree.
enum ObjectCommands {
    static let creationUsage = "NAME [in PARENT] [frame (X, Y, W, H)]"
    static let creationDiscussion = """
        Without a frame the view is placed by constraints (translatesAutoresizingMaskIntoConstraints
        is false, as for views laid out in Interface Builder); with one it keeps that frame through
        its autoresizing mask (as views made in code do).
        """

    /// Built when the plugin registers; commands are not shared across threads.
    static var all: [Command] { [
        Command(
            name: "view", summary: "Make a view.", usage: "view \(creationUsage)",
            discussion: creationDiscussion + "\nExample: view header frame (0, 0, 320, 100)",
            arguments: [.newName, .keyword(["in", "frame"]), .view]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: [])
            var reader = invocation.reader()
            let creation = try Creation.read(&reader, session: session)
            try reader.expectEnd()
            _ = try creation.add(View(name: creation.name, frame: creation.frame ?? .zero), to: session)
        },
        Command(
            name: "label", summary: "Make a label (UILabel).",
            usage: "label \(creationUsage) [\"TEXT\"] [lines=N] [font=POINTS] [preferredMaxLayoutWidth=W]",
            discussion: creationDiscussion + "\nlines=0 wraps to as many lines as the text needs.\n"
                + "Example: label title in box \"The quick brown fox\" lines=0",
            arguments: [.newName, .keyword(["in", "frame"]), .view], options: ["text", "lines", "font", "preferredMaxLayoutWidth"]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: ["text", "lines", "font", "preferredMaxLayoutWidth"])
            var reader = invocation.reader()
            let creation = try Creation.read(&reader, session: session)
            var text = invocation.option("text")?.value ?? ""
            if let token = reader.next, case .string(let value) = token.kind {
                text = value
                reader.advance()
            }
            try reader.expectEnd()
            let label = Label(name: creation.name, text: text, frame: creation.frame ?? .zero)
            if let lines = try invocation.numberOption("lines") {
                guard lines >= 0, lines == lines.rounded(), lines < 1e6 else {
                    throw invalidOption("lines", "a whole number of lines, 0 for unlimited", invocation)
                }
                label.numberOfLines = Int(lines)
            }
            if let size = try invocation.numberOption("font") {
                guard size > 0 else { throw invalidOption("font", "a point size above 0", invocation) }
                label.fontSize = size
            }
            if let width = try invocation.numberOption("preferredMaxLayoutWidth") {
                guard width >= 0 else { throw invalidOption("preferredMaxLayoutWidth", "a width of at least 0", invocation) }
                label.preferredMaxLayoutWidth = width == 0 ? nil : width
            }
            _ = try creation.add(label, to: session)
        },
        Command(
            name: "image", summary: "Make an image view whose image has a size.",
            usage: "image \(creationUsage) [size (W, H)]",
            discussion: creationDiscussion + "\nThe image's size is the view's intrinsic content size.",
            arguments: [.newName, .keyword(["in", "frame", "size"]), .view]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: [])
            var reader = invocation.reader()
            let creation = try Creation.read(&reader, session: session)
            var size: Size?
            if reader.keyword("size") != nil { size = try Values.size(&reader) }
            try reader.expectEnd()
            _ = try creation.add(ImageView(name: creation.name, imageSize: size, frame: creation.frame ?? .zero),
                                 to: session)
        },
        Command(
            name: "scrollview", summary: "Make a scroll view (UIScrollView).",
            usage: "scrollview \(creationUsage)",
            discussion: creationDiscussion + """

                Constraints between the scroll view's edges and its subviews place them in its
                content area, whose size becomes contentSize; widths and heights refer to its frame.
                """,
            arguments: [.newName, .keyword(["in", "frame"]), .view]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: [])
            var reader = invocation.reader()
            let creation = try Creation.read(&reader, session: session)
            try reader.expectEnd()
            _ = try creation.add(ScrollView(name: creation.name, frame: creation.frame ?? .zero), to: session)
        },
        Command(
            name: "table", summary: "Make a table view (UITableView) with one empty section.",
            usage: "table \(creationUsage) [style=plain|grouped]",
            discussion: creationDiscussion + """

                Then: prototype NAME in TABLE, label ... in NAME, constraints, rows add ...
                Defaults: rowHeight automatic, estimatedRowHeight 44, separator 1 pixel.
                """,
            arguments: [.newName, .keyword(["in", "frame"]), .view], options: ["style"]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: ["style"])
            var style = TableView.Style.plain
            if let (value, token) = invocation.option("style") {
                guard let chosen = TableView.Style(rawValue: value) else {
                    throw SyntaxError(expected: "style=plain or style=grouped", found: "'\(value)'", at: token.location, length: token.length)
                }
                style = chosen
            }
            var reader = invocation.reader()
            let creation = try Creation.read(&reader, session: session)
            try reader.expectEnd()
            let table = try creation.add(TableView(name: creation.name, style: style, frame: creation.frame ?? .zero), to: session)
            table.addSection()
        },
        control("datepicker", .datePicker, "a date picker (UIDatePicker, 320 x 216)"),
        control("picker", .picker, "a picker (UIPickerView, 320 x 216)"),
        control("switch", .switch, "a switch (UISwitch, 51 x 31)"),
        Command(
            name: "remove", summary: "Remove views (with their subviews and constraints) or constraints.",
            usage: "remove NAME...", arguments: [.object]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: [])
            var reader = invocation.reader()
            var objects: [(Object, Token)] = []
            repeat {
                let token = try reader.word("the name of a view or constraint")
                objects.append((try Object.named(token, in: session), token))
            } while !reader.isAtEnd
            for (object, token) in objects {
                switch object {
                case .view(let view):
                    do throws(LayoutError) {
                        try session.scene.remove(view)
                    } catch {
                        throw SyntaxError(message: error.description, found: token.quotedForMessage, at: token.location, length: token.length)
                    }
                case .constraint(let constraint):
                    session.scene.remove(constraint)
                }
            }
        },
        Command(
            name: "move", summary: "Move a view under another parent.", usage: "move VIEW to PARENT [at INDEX]",
            discussion: "Constraints that reached outside the moved view's subtree are removed, as UIKit removes them.",
            arguments: [.view, .keyword(["to"]), .view, .keyword(["at"])]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: [])
            var reader = invocation.reader()
            let viewToken = try reader.word("the view to move")
            let view = try session.view(named: viewToken)
            guard reader.keyword("to") != nil else { throw reader.error(expected: "'to'") }
            let parent = try session.view(named: try reader.word("the new parent"))
            var index: Int?
            if reader.keyword("at") != nil {
                let value = try reader.number("a subview index")
                guard value >= 0, value == value.rounded(), value < 1e6 else { throw reader.error(expected: "a subview index") }
                index = Int(value)
            }
            try reader.expectEnd()
            do throws(LayoutError) {
                try session.scene.move(view, to: parent, at: index)
            } catch {
                throw SyntaxError(message: error.description, found: viewToken.quotedForMessage, at: viewToken.location, length: viewToken.length)
            }
        },
    ] }

    private static func control(_ name: String, _ kind: Control.Kind, _ what: String) -> Command {
        Command(
            name: name, summary: "Make \(what).", usage: "\(name) \(creationUsage)", discussion: creationDiscussion,
            arguments: [.newName, .keyword(["in", "frame"]), .view]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: [])
            var reader = invocation.reader()
            let creation = try Creation.read(&reader, session: session)
            try reader.expectEnd()
            _ = try creation.add(Control(name: creation.name, kind: kind, frame: creation.frame ?? .zero), to: session)
        }
    }

    static func invalidOption(_ key: String, _ expected: String, _ invocation: Invocation) -> SyntaxError {
        guard let (value, token) = invocation.option(key) else {
            return SyntaxError(expected: expected, found: "end of input", at: invocation.end)
        }
        return SyntaxError(expected: "\(expected) after '\(key)='", found: "'\(value)'", at: token.location, length: token.length)
    }
}
