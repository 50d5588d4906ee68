import Commands
import Layout
import ScriptSyntax

/// `stack`, `arrange`, `unarrange` and `spacing after`: making stack views and choosing what
/// they arrange.
enum StackCommands {
    static var all: [Command] { [stack, arrange, unarrange, spacingAfter] }

    /// A stack view's name, completed from the stack views in the scene.
    static func stackParameter(_ help: String) -> Parameter {
        Parameter("STACK", .instance(of: StackViewCommands.kind.name), help: help, expected: "a stack view's name")
    }

    // MARK: stack

    static let stackSignature = Signature(
        .argument(Parameter("NAME", .newName, help: "the new stack view's name", expected: "a name for the stack view")),
        .clause(Clause("in", Parameter("PARENT", .view, expected: "the parent view's name"), help: "the superview (the window by default)")),
        .clause(Clause("frame", Parameter("RECT", .rect, usage: "(X, Y, W, H)"), help: "placed by this frame, not by constraints")),
        options: [
            KeyOption("axis", .choice(StackView.Axis.allCases.map(\.rawValue)), valueName: "AXIS", help: "horizontal by default"),
            KeyOption("distribution", .choice(StackView.Distribution.allCases.map(\.rawValue)), valueName: "DISTRIBUTION",
                      help: "fill by default"),
            KeyOption("alignment", .choice(StackView.Alignment.allCases.map(\.rawValue)), valueName: "ALIGNMENT", help: "fill by default"),
            KeyOption("spacing", .number, valueName: "N", help: "points between neighbours, 0 by default", range: NumberDomain.coordinate.range),
            KeyOption("margins", .bool, valueName: "BOOL", help: "isLayoutMarginsRelativeArrangement, false by default"),
        ]
    )

    static var stack: Command {
        Command(
            name: "stack", summary: "Make a stack view (UIStackView) that lays out the views arranged in it.",
            discussion: """
                The stack view makes and owns the constraints that place its arranged views, with
                UIKit's identifiers (UISV-canvas-connection, UISV-spacing, UISV-fill-equally,
                UISV-fill-proportionally, UISV-distributing, UISV-alignment, UISV-hiding), rebuilt
                at the next layout pass when its views, its properties or their visibility change:
                only the constraints that change are replaced (appending a view to a stack of 1,000
                replaces a handful), and they are listed in the order a rebuild makes them.
                Without a frame it is placed by constraints, as a view is. Hiding an arranged view
                (set v.hidden = true) collapses it and its spacing; inside animate it animates.
                Examples:
                  stack row axis=horizontal distribution=fillEqually spacing=8
                  stack column in card axis=vertical alignment=center margins=true
                  arrange a b c in row
                """,
            signature: stackSignature,
            examplesPresume: ExampleSetup(scene: ["view card", "view a", "view b", "view c"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(stackSignature, in: session)
            let nameToken = try arguments.token("NAME")
            let frame = arguments.value("RECT")?.rect
            let stack = StackView(name: nameToken.text, frame: frame ?? .zero)
            stack.translatesAutoresizingMaskIntoConstraints = frame != nil
            if let axis = arguments.textOption("axis").flatMap(StackView.Axis.init(rawValue:)) { stack.axis = axis }
            if let distribution = arguments.textOption("distribution").flatMap(StackView.Distribution.init(rawValue:)) {
                stack.distribution = distribution
            }
            if let alignment = arguments.textOption("alignment").flatMap(StackView.Alignment.init(rawValue:)) { stack.alignment = alignment }
            if let spacing = arguments.numberOption("spacing") { stack.spacing = spacing }
            if let margins = arguments.boolOption("margins") { stack.isLayoutMarginsRelativeArrangement = margins }
            do throws(LayoutError) {
                try session.scene.add(stack, to: arguments.value("PARENT")?.view)
            } catch {
                throw SyntaxError(message: error.description, found: nameToken.quotedForMessage, at: nameToken.location, length: nameToken.length)
            }
        }
    }

    // MARK: arrange

    static let arrangeSignature = Signature(
        .argument(Parameter("VIEW", .arrangeableView, help: "a view to arrange (it becomes a subview of the stack)", repeating: true,
                            expected: "the name of a view to arrange")),
        .clause(Clause("in", stackParameter("the stack view that arranges them"), help: "the stack view", optional: false)),
        .clause(Clause("at", Parameter("INDEX", .integer(minimum: 0), help: "where among the arranged views (the end by default)",
                                       expected: "an index among the arranged views"),
                       help: "insertArrangedSubview(_:at:) rather than addArrangedSubview(_:)"))
    )

    static var arrange: Command {
        Command(
            name: "arrange", summary: "Add views to a stack view's arranged subviews (addArrangedSubview).",
            discussion: """
                Each view becomes a subview of the stack (moved there if it was elsewhere, losing
                the constraints that reached outside it, as in UIKit), stops translating its
                autoresizing mask, and joins the arranged views at the end or at INDEX, in the
                order given. A view already arranged in the stack moves to its new place. Prints
                the arranged views. The list of views ends at the word in (or at), so views
                named in or at cannot be listed here. Examples:
                  arrange title subtitle in column
                  arrange icon in row at 0
                """,
            signature: arrangeSignature,
            examplesPresume: ExampleSetup(scene: ["stack column", "stack row axis=horizontal", "view title", "view subtitle", "view icon"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(arrangeSignature, in: session)
            guard let stack = arguments.value("STACK")?.view as? StackView else {
                throw arguments.error(at: "STACK", expected: "a stack view's name")
            }
            var index = stack.arrangedSubviews.count
            if let given = arguments.value("INDEX")?.integer {
                guard given <= index else {
                    throw arguments.error(at: "INDEX", message: "index \(given) is past the end of \(stack.name)'s \(index) arranged views")
                }
                index = given
            }
            // The list is changed here and stored once: read, searched and stored (a journaled
            // copy) for each view, arranging 20,000 views in one line took 25 s.
            var arranged = stack.arrangedSubviews
            var members = Set(arranged.map(ObjectIdentifier.init))
            for entry in arguments.entries("VIEW") {
                guard let view = entry.value.view else { throw entry.error(expected: "the name of a view to arrange") }
                guard !stack.isDescendant(of: view) else {
                    throw entry.error(message: "'\(view.name)' cannot be arranged in \(stack.name): it contains \(stack.name)")
                }
                if members.contains(ObjectIdentifier(view)), let existing = arranged.firstIndex(where: { $0 === view }) {
                    arranged.remove(at: existing)
                    if existing < index { index -= 1 }
                }
                if view.superview !== stack {
                    do throws(LayoutError) {
                        try session.scene.move(view, to: stack)
                    } catch {
                        throw entry.error(message: error.description)
                    }
                }
                view.translatesAutoresizingMaskIntoConstraints = false
                arranged.insert(view, at: min(index, arranged.count))
                members.insert(ObjectIdentifier(view))
                index += 1
            }
            stack.arrangedList = arranged
            session.scene.setNeedsLayout()
            session.emit("\(stack.name).arrangedSubviews = \(Value.list(stack.arrangedSubviews.map { .view($0.name) }))")
        }
    }

    // MARK: unarrange

    static let unarrangeSignature = Signature(
        .argument(Parameter("VIEW", .view, help: "an arranged view", repeating: true, expected: "the name of an arranged view"))
    )

    static var unarrange: Command {
        Command(
            name: "unarrange", summary: "Remove views from their stack view's arranged subviews (removeArrangedSubview).",
            discussion: """
                The view stays a subview of the stack, as removeArrangedSubview leaves it, with no
                constraints from the stack: place it yourself or remove it. Prints what the stack
                still arranges. Example:
                  unarrange badge
                """,
            signature: unarrangeSignature,
            examplesPresume: ExampleSetup(scene: ["stack s", "view badge", "arrange badge in s"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(unarrangeSignature, in: session)
            for entry in arguments.entries("VIEW") {
                guard let view = entry.value.view else { throw entry.error(expected: "the name of an arranged view") }
                guard let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) else {
                    throw entry.error(message: "'\(view.name)' is not arranged in a stack view")
                }
                stack.arrangedList = stack.arrangedSubviews.filter { $0 !== view }
                session.scene.setNeedsLayout()
                session.emit("\(stack.name).arrangedSubviews = \(Value.list(stack.arrangedSubviews.map { .view($0.name) }))")
            }
        }
    }

    // MARK: spacing after

    static let spacingSignature = Signature(
        .clause(Clause("after", Parameter("VIEW", .view, help: "an arranged view", expected: "the name of an arranged view"),
                       help: "the view the space follows", optional: false)),
        .argument(Parameter("POINTS", .number, help: "the space after VIEW (setCustomSpacing(_:after:))", expected: "a number of points"))
    )

    static var spacingAfter: Command {
        Command(
            name: "spacing", summary: "Set the space after one arranged view (setCustomSpacing(_:after:)).",
            discussion: """
                The space between VIEW and the next visible arranged view, in place of the stack's
                spacing. A hidden VIEW has no space after it. Example:
                  spacing after title 20
                """,
            signature: spacingSignature,
            examplesPresume: ExampleSetup(scene: ["stack s", "view title", "arrange title in s"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(spacingSignature, in: session)
            let view = try arguments.view("VIEW")
            let points = try arguments.number("POINTS")
            guard points.isFinite, abs(points) <= 1e9 else { throw arguments.error(at: "POINTS", expected: "a number of points") }
            guard let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) else {
                throw arguments.error(at: "VIEW", message: "'\(view.name)' is not arranged in a stack view")
            }
            stack.customSpacing[view.name] = points
        }
    }
}
