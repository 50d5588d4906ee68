import Commands
import Layout
import ScriptSyntax

extension ArgumentKind {
    /// A view in the same superview as the view given as the argument `first`, and not that
    /// view: what a spacer can stand beside. Tab offers `first`'s siblings; a view elsewhere
    /// in the tree is refused at its name, saying where it is.
    static func sibling(of first: String) -> ArgumentKind {
        .custom(CustomArgumentKind(
            name: "sibling", expected: "a view beside \(first)", helpName: "sibling view",
            read: { reader, context throws(SyntaxError) in
                let token = try reader.word("a view beside \(first)")
                // Without a session (a usage check) names are not resolved.
                guard let session = context.session else { return .word(token) }
                let view = try session.view(named: token)
                guard let firstView = context.arguments.value(first)?.view else { return .view(view) }
                func refuse(_ message: String) -> SyntaxError {
                    SyntaxError(message: message, found: token.quotedForMessage, at: token.location, length: token.length)
                }
                guard let parent = firstView.superview else {
                    throw context.arguments.error(at: first, message: "'\(firstView.name)' has no superview, so no view is beside it")
                }
                guard view !== firstView else { throw refuse("a spacer goes between two different views") }
                guard view.superview === parent else {
                    let place = view.superview.map { "its superview is \($0.name)" } ?? "it has no superview"
                    throw refuse("'\(view.name)' is not beside '\(firstView.name)': \(place), \(firstView.name)'s is \(parent.name)")
                }
                return .view(view)
            },
            completions: { context in
                guard let firstView = context.arguments.value(first)?.view, let parent = firstView.superview else { return [] }
                return parent.subviews.filter { $0 !== firstView }.map(\.name)
            }))
    }
}
