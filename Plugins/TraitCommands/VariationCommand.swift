import Commands
import Layout
import ScriptSyntax

/// `variation ITEM [width=CLASS] [height=CLASS] [installed=BOOL] [constant=N]`: what a
/// constraint or a view is for some size classes, as a storyboard's `<variation>` says it.
enum VariationCommand {
    static let classes = ["compact", "regular"]

    static let signature = Signature(
        .argument(Parameter("ITEM", .object, help: "a constraint or a view", expected: "a constraint or a view")),
        options: [
            KeyOption("width", .choice(classes), valueName: "CLASS", help: "the width's size class (any when not said)"),
            KeyOption("height", .choice(classes), valueName: "CLASS", help: "the height's size class (any when not said)"),
            KeyOption("installed", .bool, valueName: "BOOL", help: "whether it is installed for these size classes"),
            KeyOption("constant", .number, valueName: "N", help: "a constraint's constant for these size classes"),
        ]
    )

    static var command: Command { Command(
        name: "variation", summary: "Install a constraint or a view, or set a constant, for some size classes (a storyboard's <variation>).",
        discussion: """
            width= and height= name the size classes (either alone, both, or neither for any width
            and any height: the base, Interface Builder's default). installed= says whether the
            item is there for them, constant= a constraint's constant. Whenever the window's size
            classes change (screen, a turn, Split View) every item is installed, or not, as the
            most specific variation that matches and says so decides: both classes, then the
            width's, then the height's, then the base; an item is installed when none says, and
            keeps its constant from before its first variation. An uninstalled view leaves its
            superview with its constraints kept, and comes back at its place. load reads a
            storyboard's <variation>s into these commands.
              variation w installed=false
              variation w width=regular installed=true constant=40
              variation badge height=compact installed=false
            """,
        signature: signature,
        examplesPresume: ExampleSetup(scene: ["view card", "view badge in card", "constrain w: badge.width == 20"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let key = SizeClassKey(width: arguments.textOption("width").flatMap(UserInterfaceSizeClass.init(rawValue:)),
                               height: arguments.textOption("height").flatMap(UserInterfaceSizeClass.init(rawValue:)))
        let installed = arguments.boolOption("installed")
        let constant = arguments.numberOption("constant")
        let variations = session.scene.part(SizeClassVariations.self)
        if let constraint = arguments.value("ITEM")?.constraint {
            guard installed != nil || constant != nil else {
                throw arguments.error(at: "ITEM", expected: "installed= or constant= for \(constraint.name)")
            }
            guard constraint.kind == .layout else {
                throw arguments.error(at: "ITEM", expected: "a constraint you made; \(constraint.name) is UIKit's")
            }
            variations.setVariation(of: constraint, for: key, installed: installed, constant: constant)
        } else if let view = arguments.value("ITEM")?.view {
            guard constant == nil else { throw arguments.error(atOption: "constant", expected: "no constant= for a view") }
            guard let installed else { throw arguments.error(at: "ITEM", expected: "installed= for \(view.name)") }
            guard view !== session.scene.window, !(view is LayoutGuide) else {
                throw arguments.error(at: "ITEM", expected: "a view with a superview; \(view.name) has none it can leave")
            }
            variations.setVariation(of: view, for: key, installed: installed)
        }
    } }
}
