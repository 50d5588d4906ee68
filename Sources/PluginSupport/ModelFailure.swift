public import Commands
public import ScriptSyntax

extension Invocation {
    /// A model's error (a table's, a collection view's), shown at the command's name: what the
    /// model refused is the command's doing, not one argument's.
    public func failure(_ error: any Error) -> SyntaxError {
        SyntaxError(message: "\(error)", found: nameToken.quotedForMessage, at: nameToken.location, length: nameToken.length)
    }
}

extension ParsedArguments {
    /// The `LABEL "TEXT"` pairs of a command that fills a prototype's labels (`rows add`,
    /// `items add`, `rows text`, `items text`), by label.
    public func labelTexts() -> [String: String] {
        var texts: [String: String] = [:]
        for (label, text) in zip(values("LABEL"), values("TEXT")) {
            guard let label = label.text, let text = text.text else { continue }
            texts[label] = text
        }
        return texts
    }
}
