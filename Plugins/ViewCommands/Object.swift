import Commands
import Layout

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

    var kind: ObjectKind {
        switch self {
        case .view(let view): ObjectKind(of: view)
        case .constraint: .constraint
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

/// `object.property` split at its first dot, with the token for errors.
struct PropertyPath {
    let object: Object
    let property: String?
    let token: Token

    static func parse(_ token: Token, in session: Session) throws(SyntaxError) -> PropertyPath {
        let parts = token.text.split(separator: ".", maxSplits: 1).map(String.init)
        let objectName = parts.first ?? token.text
        var objectToken = token
        objectToken.text = objectName
        objectToken.length = objectName.count
        let object = try Object.named(objectToken, in: session)
        return PropertyPath(object: object, property: parts.count > 1 ? parts[1] : nil, token: token)
    }
}
