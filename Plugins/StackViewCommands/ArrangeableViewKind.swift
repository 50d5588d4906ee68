import Commands
import Layout
import ScriptSyntax

extension ArgumentKind {
    /// A view to arrange in a stack: any view's name but the words `in` and `at`, which end
    /// the list (`arrange a b c in row at 1`), so a repeated list of views stops before them.
    /// Tab offers the scene's views other than the window and views a container named (their
    /// names hold dots).
    static var arrangeableView: ArgumentKind {
        .custom(CustomArgumentKind(
            name: "arrangeable view", expected: "the name of a view to arrange", helpName: "view",
            canStart: { token in
                guard case .word(let word) = token.kind else { return false }
                return word != "in" && word != "at"
            },
            read: { reader, context throws(SyntaxError) in
                let token = try reader.word("the name of a view to arrange")
                // Without a session (a usage check) names are not resolved.
                guard let session = context.session else { return .word(token) }
                return .view(try session.view(named: token))
            },
            completions: { context in
                guard let scene = context.session?.scene else { return [] }
                return scene.views.filter { $0 !== scene.window && !$0.name.contains(".") }.map(\.name)
            }))
    }
}
