import Commands
import Layout
import ScriptSyntax

/// `when TRAIT=VALUE... { ... } [else { ... }]`: a block for some traits, as app code tests
/// `traitCollection.horizontalSizeClass == .compact` before choosing a layout.
enum WhenCommand {
    /// The traits a condition can name, with the values each takes, by `UITraitCollection`'s
    /// property names.
    static let conditions: [(key: String, values: [String], help: String)] = [
        ("horizontalSizeClass", ["compact", "regular"], "the width's size class"),
        ("verticalSizeClass", ["compact", "regular"], "the height's size class"),
        ("preferredContentSizeCategory", ContentSizeCategory.allCases.map(\.shortName), "the text size, exactly"),
        ("isAccessibilityCategory", ["true", "false"], "whether the text size is AX1 or more"),
        ("layoutDirection", UserInterfaceLayoutDirection.allCases.map(\.rawValue), "the app's language direction"),
        ("userInterfaceIdiom", ["phone", "pad"], "phone or iPad"),
    ]

    static let signature = Signature(
        .argument(Parameter("THEN", .block, help: "commands to run when every condition holds", expected: "'{' and the commands to run",
                           usage: "{ COMMANDS }")),
        .clause(Clause("else", Parameter("ELSE", .block, help: "commands to run otherwise", expected: "'{' and the commands to run otherwise",
                                         usage: "{ COMMANDS }"), help: "runs when a condition does not hold")),
        options: conditions.map { KeyOption($0.key, .choice($0.values), valueName: $0.key == "isAccessibilityCategory" ? "BOOL" : "VALUE", help: $0.help) }
    )

    static var command: Command { Command(
        name: "when", summary: "Run a block when the window's traits are as said, another otherwise.",
        discussion: """
            Each TRAIT=VALUE is a condition on the window's trait collection (traits prints it);
            the block runs when all hold, the else block otherwise. Inside traitchange it makes a
            layout follow the traits as a view controller's traitCollectionDidChange(_:) does:
              when horizontalSizeClass=regular { set row.axis = horizontal } else { set row.axis = vertical }
              when isAccessibilityCategory=true { set row.axis = vertical }
            """,
        signature: signature,
        examplesPresume: ExampleSetup(scene: ["stack row axis=horizontal"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature)
        guard conditions.contains(where: { arguments.option($0.key) != nil }) else {
            throw SyntaxError(expected: "a condition such as horizontalSizeClass=compact", found: invocation.nameToken.quotedForMessage,
                              at: invocation.nameToken.location, length: invocation.nameToken.length)
        }
        let traits = session.scene.traitCollection
        let holds = conditions.allSatisfy { condition in
            guard let wanted = arguments.textOption(condition.key) else { return true }
            return value(of: condition.key, in: traits) == wanted
        }
        let branch = holds ? "THEN" : "ELSE"
        guard arguments.has(branch) else { return }
        try session.runBlock(arguments.tokens(branch), at: arguments.entry(branch)?.location ?? invocation.end)
    } }

    /// A trait's value as the condition names it.
    static func value(of key: String, in traits: TraitCollection) -> String {
        switch key {
        case "horizontalSizeClass": traits.horizontalSizeClass.rawValue
        case "verticalSizeClass": traits.verticalSizeClass.rawValue
        case "preferredContentSizeCategory": traits.preferredContentSizeCategory.shortName
        case "isAccessibilityCategory": traits.preferredContentSizeCategory.isAccessibilityCategory ? "true" : "false"
        case "layoutDirection": traits.layoutDirection.rawValue
        default: traits.userInterfaceIdiom.rawValue
        }
    }
}
