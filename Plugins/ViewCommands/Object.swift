import Commands
import Layout
import ScriptSyntax

/// What a name refers to: a view or a constraint.
enum Object {
    case view(View)
    case constraint(LayoutConstraint)

    var name: String {
        switch self {
        case .view(let view): view.name
        case .constraint(let constraint): constraint.name
        }
    }

    /// The object a word names, or an error at the word.
    static func named(_ token: Token, in session: Session) throws(SyntaxError) -> Object {
        if let view = session.scene.view(named: token.text) { return .view(view) }
        if let constraint = session.scene.constraint(named: token.text) { return .constraint(constraint) }
        throw session.unknownObject(token, kind: "view or constraint",
                                    among: session.scene.views.map(\.name) + session.scene.constraints.map(\.name))
    }
}
