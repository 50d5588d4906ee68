import Commands
import Foundation
import Layout
import ScriptSyntax

/// `check [VIEW] [rules=...] [skip=...] [allowOverlap=...] [allowOutside=...] [ignore=...]`:
/// the layout's invariants over a subtree, each failure with its view, its rule, its numbers
/// and the constraint to blame.
enum CheckCommand {
    static let signature = Signature(
        .argument(Parameter("VIEW", .view, help: "the subtree to check (the window by default)", optional: true)),
        options: [
            KeyOption("rules", .text(suggestions: LayoutRule.allCases.map(\.rawValue)), valueName: "RULE,...",
                      help: "only these rules (all by default)"),
            KeyOption("skip", .text(suggestions: LayoutRule.allCases.map(\.rawValue)), valueName: "RULE,...", help: "leave these rules out"),
            KeyOption("allowOverlap", .text(suggestions: []), valueName: "VIEW,...", help: "views that may overlap their siblings"),
            KeyOption("allowOutside", .text(suggestions: []), valueName: "VIEW,...", help: "views that may reach outside their superview"),
            KeyOption("ignore", .text(suggestions: []), valueName: "VIEW,...", help: "views no rule looks at"),
        ]
    )

    /// The failures of every `check` the session ran, in order: `vary` reads them from each
    /// combination's session. Session state.
    enum Recorded: SessionKey {
        static var defaultValue: [CheckFailure] { [] }
    }

    static var command: Command { Command(
        name: "check", summary: "Check layout invariants: no conflict, no ambiguity, inside, no overlap, text fits, sizes, touch targets, safe area.",
        discussion: """
            The rules, in the order they are checked (rules= runs only some, skip= leaves some out):
            """ + "\n" + LayoutRule.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n") + "\n" + """
            The scene is laid out first, as at the end of a line. A failure names the rule, the
            view and the numbers, and, when a constraint decides the value, the constraint to
            blame and the value to ask why about. Hidden and fully transparent views are not
            looked at. allowOverlap=, allowOutside= and ignore= take view names, separated by
            commas; a name also covers its copies in a table's cells (table.cell3.badge for
            badge). A control's touch target follows Apple's HIG (44 x 44 pt); UIKit's own
            switch (51 x 31) and segmented control (29 high) fail it as drawn, so skip them with
            ignore= where the system's larger hit area is enough.
              check
              check card skip=touchTargets
              check card allowOverlap=badge
            """,
        signature: signature, changesModel: false,
        examplesPresume: ExampleSetup(scene: [
            "view card frame (20, 40, 280, 120)", "view icon in card frame (16, 16, 44, 44)",
            "view badge in card frame (48, 8, 20, 20)", "label title in card \"Title\"", "vfl \"H:|-72-[title]-16-|\" in card",
            "vfl \"V:|-16-[title]\" in card",
        ])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let root = arguments.value("VIEW")?.view ?? session.scene.window
        var rules = LayoutRule.allCases
        if let list = arguments.textOption("rules") {
            let parsed = LayoutRule.parse(list)
            if let unknown = parsed.unknown { throw arguments.error(atOption: "rules", expected: ruleList(unknown)) }
            rules = parsed.rules
        }
        if let list = arguments.textOption("skip") {
            let parsed = LayoutRule.parse(list)
            if let unknown = parsed.unknown { throw arguments.error(atOption: "skip", expected: ruleList(unknown)) }
            rules.removeAll { parsed.rules.contains($0) }
        }
        var exemptions = LayoutChecker.Exemptions()
        exemptions.overlap = try views(named: "allowOverlap", arguments, session)
        exemptions.outside = try views(named: "allowOutside", arguments, session)
        exemptions.ignored = try views(named: "ignore", arguments, session)
        session.scene.layoutIfNeeded()
        let checker = LayoutChecker(scene: session.scene, root: root, rules: rules, exemptions: exemptions)
        let failures = checker.failures()
        session[Recorded.self] += failures
        session.emit(lines: lines(root: root, rules: rules, views: checker.views.count, failures: failures))
    } }

    /// `check header: 8 rules on 5 views: 2 failures`, then a line per failure.
    static func lines(root: View, rules: [LayoutRule], views: Int, failures: [CheckFailure]) -> [String] {
        let head = "check \(root.name): \(counted(rules.count, "rule")) on \(counted(views, "view")): "
        guard !failures.isEmpty else { return [head + "passed"] }
        return [head + counted(failures.count, "failure")] + failures.map { "  " + $0.line }
    }

    private static func ruleList(_ unknown: String) -> String {
        "rules among " + LayoutRule.allCases.map(\.rawValue).joined(separator: ", ") + " ('\(unknown)' is none)"
    }

    /// The views an option names, and their copies in cells (a name `badge` covers `t.cell1.badge`).
    private static func views(named key: String, _ arguments: ParsedArguments, _ session: Session) throws(SyntaxError) -> Set<ObjectIdentifier> {
        guard let list = arguments.textOption(key) else { return [] }
        var found: Set<ObjectIdentifier> = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            let matching = session.scene.views.filter { $0.name == name || $0.name.hasSuffix("." + name) }
            guard !matching.isEmpty else { throw arguments.error(atOption: key, expected: "names of views ('\(name)' names none)") }
            found.formUnion(matching.map(ObjectIdentifier.init))
        }
        return found
    }
}
