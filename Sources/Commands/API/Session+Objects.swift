public import Layout
public import ScriptSyntax

extension Session {
    /// The view a token names, or an error at the token that suggests a close name.
    public func view(named token: Token) throws(SyntaxError) -> View {
        if let view = scene.view(named: token.text) { return view }
        throw unknownObject(token, kind: "view", among: scene.views.map(\.name))
    }

    /// The constraint a token names.
    public func constraint(named token: Token) throws(SyntaxError) -> LayoutConstraint {
        if let constraint = scene.constraint(named: token.text) { return constraint }
        throw unknownObject(token, kind: "constraint", among: scene.constraints.map(\.name))
    }

    /// An error naming what was not found, with the closest existing name when one is near.
    public func unknownObject(_ token: Token, kind: String, among names: [String]) -> SyntaxError {
        var message = "there is no \(kind) named '\(token.text)'"
        if let suggestion = Spelling.closest(to: token.text, among: names) { message += "; did you mean '\(suggestion)'?" }
        return SyntaxError(message: message, found: token.quotedForMessage, at: token.location, length: token.length)
    }
}
