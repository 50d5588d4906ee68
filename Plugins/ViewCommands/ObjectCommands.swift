import Commands
import PluginSupport
import Layout
import ScriptSyntax

/// Commands that make views and edit the tree.
enum ObjectCommands {
    /// Built when the plugin registers; commands are not shared across threads.
    static var all: [Command] { [
        Command(
            name: "view", summary: "Make a view.",
            discussion: ViewCreation.discussion + "\nExample: view header frame (0, 0, 320, 100)",
            signature: ViewCreation.signature()
        ) { invocation, session throws(SyntaxError) in
            let creation = try ViewCreation(try invocation.parse(ViewCreation.signature(), in: session))
            _ = try creation.add(View(name: creation.name, frame: creation.frame ?? .zero), to: session)
        },
        Command(
            name: "label", summary: "Make a label (UILabel).",
            discussion: ViewCreation.discussion + "\nlines=0 wraps to as many lines as the text needs. "
                + "Its font follows the user's text size (textsize): style= takes a text style's size from Apple's table, "
                + "font= a size that body's metrics scale (fontMetrics= another style's, none a fixed one); "
                + "weight= as UIFont takes it.\n"
                + "Example: label title in box \"The quick brown fox\" lines=0\n"
                + "Example: label heading in box \"Today\" style=headline",
            signature: labelSignature,
            examplesPresume: ExampleSetup(scene: ["view box"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(labelSignature, in: session)
            let creation = try ViewCreation(arguments)
            let text = arguments.value("TEXT")?.text ?? arguments.textOption("text") ?? ""
            let label = Label(name: creation.name, text: text, frame: creation.frame ?? .zero)
            if let lines = arguments.numberOption("lines") {
                guard lines >= 0, lines == lines.rounded(), lines < 1e6 else {
                    throw arguments.error(atOption: "lines", expected: "a whole number of lines, 0 for unlimited")
                }
                label.numberOfLines = Int(lines)
            }
            if let size = arguments.numberOption("font") {
                // The same range as the fontSize property (LabelProperties.fontSizes).
                guard LabelProperties.fontSizes.range.contains(size) else {
                    throw arguments.error(atOption: "font", expected: "a point size in 0.5...1000")
                }
                label.fontSize = size
            }
            if let width = arguments.numberOption("preferredMaxLayoutWidth") {
                guard width >= 0 else { throw arguments.error(atOption: "preferredMaxLayoutWidth", expected: "a width of at least 0") }
                label.preferredMaxLayoutWidth = width == 0 ? nil : width
            }
            try readFontOptions(arguments, into: label)
            _ = try creation.add(label, to: session)
            // A font that does not adjust keeps the text size it was made at: now, in the scene.
            if arguments.textOption("adjustsFontForContentSizeCategory") == "false" { label.adjustsFontForContentSizeCategory = false }
        },
        Command(
            name: "image", summary: "Make an image view whose image has a size.",
            discussion: ViewCreation.discussion + "\nThe image's size is the view's intrinsic content size.",
            signature: imageSignature
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(imageSignature, in: session)
            let creation = try ViewCreation(arguments)
            let image = ImageView(name: creation.name, imageSize: arguments.value("SIZE")?.size, frame: creation.frame ?? .zero)
            _ = try creation.add(image, to: session)
        },
        Command(
            name: "remove", summary: "Remove views (with their subviews and constraints) or constraints.",
            signature: removeSignature
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(removeSignature, in: session)
            for entry in arguments.entries("NAME") {
                if let view = entry.value.view {
                    do throws(LayoutError) {
                        try session.scene.remove(view)
                    } catch {
                        throw entry.error(message: error.description)
                    }
                } else if let constraint = entry.value.constraint {
                    session.scene.remove(constraint)
                }
            }
        },
        Command(
            name: "move", summary: "Move a view under another parent.",
            discussion: "Constraints that reached outside the moved view's subtree are removed, as UIKit removes them.",
            signature: moveSignature
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(moveSignature, in: session)
            let view = try arguments.view("VIEW")
            let parent = try arguments.view("PARENT")
            do throws(LayoutError) {
                try session.scene.move(view, to: parent, at: arguments.value("INDEX")?.integer)
            } catch {
                throw arguments.error(at: "VIEW", message: error.description)
            }
        },
    ] }

    static let labelSignature = ViewCreation.signature(
        .argument(Parameter("TEXT", .string, help: "the label's text", optional: true)),
        options: [
            KeyOption("text", .text(suggestions: []), valueName: "TEXT", help: "the text, as an option"),
            KeyOption("lines", .number, valueName: "N", help: "numberOfLines; 0 for as many as the text needs"),
            KeyOption("font", .number, valueName: "POINTS", help: "the font's point size (17 by default)"),
            KeyOption("preferredMaxLayoutWidth", .number, valueName: "W", help: "the wrap width; 0 for automatic"),
            KeyOption("style", .choice(TextStyle.allCases.map(\.rawValue)), valueName: "STYLE",
                      help: "a text style: preferredFont(forTextStyle:), its size at the text size from Apple's table"),
            KeyOption("weight", .choice(FontWeight.allCases.map(\.rawValue)), valueName: "WEIGHT",
                      help: "the font's weight (the style's, else regular)"),
            KeyOption("fontMetrics", .choice(["none"] + TextStyle.allCases.map(\.rawValue)), valueName: "STYLE",
                      help: "the style whose metrics scale font= (body by default; none: a fixed size)"),
            KeyOption("maximumPointSize", .number, valueName: "POINTS", help: "the most a scaled font= grows to"),
            KeyOption("adjustsFontForContentSizeCategory", .bool, valueName: "BOOL",
                      help: "whether the font follows the text size (true by default)"),
        ]
    )

    /// The Dynamic Type options of `label`: style=, weight=, fontMetrics=, maximumPointSize=.
    static func readFontOptions(_ arguments: ParsedArguments, into label: Label) throws(SyntaxError) {
        if let name = arguments.textOption("style") { label.textStyle = TextStyle(rawValue: name) }
        if let name = arguments.textOption("weight") { label.weight = FontWeight(rawValue: name) }
        if let name = arguments.textOption("fontMetrics") { label.fontMetrics = TextStyle(rawValue: name) }
        if let maximum = arguments.numberOption("maximumPointSize") {
            guard LabelProperties.fontSizes.range.contains(maximum) else {
                throw arguments.error(atOption: "maximumPointSize", expected: "a point size in 0.5...1000")
            }
            label.maximumPointSize = maximum
        }
    }

    static let imageSignature = ViewCreation.signature(
        .clause(Clause("size", Parameter("SIZE", .size, usage: "(W, H)"), help: "the image's size, its intrinsic content size"))
    )

    static let removeSignature = Signature(
        .argument(Parameter("NAME", .object, help: "a view (with its subviews and constraints) or a constraint", repeating: true))
    )

    static let moveSignature = Signature(
        .argument(Parameter("VIEW", .view, help: "the view to move", expected: "the view to move")),
        .clause(Clause("to", Parameter("PARENT", .view, help: "the new superview", expected: "the new parent"), optional: false)),
        .clause(Clause("at", Parameter("INDEX", .integer(minimum: 0), help: "its place among the subviews (last by default)",
                                      expected: "a subview index")))
    )
}
