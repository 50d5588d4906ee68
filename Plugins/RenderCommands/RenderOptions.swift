import Commands
import Layout
import ScriptSyntax

/// The options of `render` that say what a picture shows besides the views, read into
/// ``Picture/Options``, and which forms take them.
enum RenderOptions {
    static let keys = [
        KeyOption("guides", .bool, valueName: "BOOL", help: "draw the views' layout guides, dashed (false by default)"),
        KeyOption("names", .choice(["on", "off"]), valueName: "on|off", help: "write the views' names (on by default)"),
        KeyOption("constraints", .text(suggestions: ["all"]), valueName: "VIEW|all",
                  help: "draw the constraints of a view, or of every drawn view, as I-beams and size bars (SVG and PNG)"),
        KeyOption("margins", .bool, valueName: "BOOL", help: "tint the layout margins of the views that hold subviews (SVG and PNG)"),
        KeyOption("safeArea", .bool, valueName: "BOOL", help: "tint what lies outside the safe area (SVG and PNG)"),
        KeyOption("separators", .bool, valueName: "BOOL", help: "draw the table cells' separators (SVG and PNG)"),
    ]

    /// The options that only an SVG or PNG draws, and the clause.
    static let drawnInFilesOnly = ["constraints", "margins", "safeArea", "separators"]

    /// `constraints=VIEW`: the view must exist and be drawn (`root` or inside it); `all` is
    /// every drawn view's.
    static func pictureOptions(_ arguments: ParsedArguments, _ session: Session, root: View) throws(SyntaxError) -> Picture.Options {
        var options = Picture.Options()
        options.guides = arguments.boolOption("guides") ?? false
        options.margins = arguments.boolOption("margins") ?? false
        options.safeArea = arguments.boolOption("safeArea") ?? false
        options.separators = arguments.boolOption("separators") ?? false
        if let chosen = arguments.textOption("constraints") {
            if chosen == "all" {
                options.constraints = .all
            } else if let view = session.scene.view(named: chosen) {
                guard view === root || view.isDescendant(of: root) else {
                    throw arguments.error(atOption: "constraints", expected: "a view in the picture of \(root.name), or all")
                }
                options.constraints = .affecting(ObjectIdentifier(view))
            } else {
                throw arguments.error(atOption: "constraints", expected: "a view's name or all")
            }
        }
        return options
    }

    /// Whether names are written (`names=off` leaves them out).
    static func showsNames(_ arguments: ParsedArguments) -> Bool { arguments.textOption("names") != "off" }

    /// The terminal draws boxes of characters: no room for I-beams or tints. It says so and
    /// where to look instead, rather than drawing less than was asked.
    static func refuseInTerminal(_ arguments: ParsedArguments) throws(SyntaxError) {
        if let option = arguments.option("constraints") {
            throw SyntaxError(message: "constraints= is drawn in SVG and PNG only (render VIEW constraints=\(option.text) png FILE); "
                              + "in the terminal, '\(option.text == "all" ? "constraints" : "constraints " + option.text)' lists them",
                              found: "'constraints='", at: option.token.location, length: option.token.length)
        }
        for key in ["margins", "safeArea", "separators"] {
            guard let option = arguments.option(key) else { continue }
            throw SyntaxError(message: "\(key)= is drawn in SVG and PNG only (tinted bands the terminal's characters cannot show)",
                              found: "'\(key)='", at: option.token.location, length: option.token.length)
        }
        if let exploded = arguments.keywordTokens["exploded"] {
            throw SyntaxError(message: "exploded is drawn in SVG and PNG only (render VIEW exploded png FILE)", found: "'exploded'",
                              at: exploded.location, length: exploded.length)
        }
    }
}
