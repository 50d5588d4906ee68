public import ScriptSyntax
/// What a partly typed command could take next, found by walking its signature over the
/// tokens typed so far: the basis of Tab completion by position.
public struct SignatureProbe {
    /// What may come next; empty when the command would already reject what was typed.
    public let proposals: [Proposal]
    /// The values read so far (a table's name, for its prototypes).
    public let arguments: ParsedArguments
    /// The options allowed by the signature and the branches taken.
    public let options: [KeyOption]
    /// Whether the command takes what was typed so far.
    public let acceptsSoFar: Bool
    /// Whether what was typed is a whole command: nothing required is missing, so options
    /// are worth offering.
    public let isComplete: Bool

    /// Walks `signature` over `tokens` (the positional tokens before the word being typed).
    public init(_ signature: Signature, after tokens: [Token], session: Session?) {
        let end = tokens.last.map { SourceLocation(line: $0.location.line, column: $0.endColumn) } ?? SourceLocation(line: 1, column: 1)
        var parser = SignatureParser(tokens: tokens, allTokens: tokens, end: end, command: nil, session: session, signature: signature, probing: true)
        var reachedEnd = false
        var complete = false
        do {
            try parser.parse(signature.elements)
            reachedEnd = parser.reader.isAtEnd
            complete = reachedEnd
        } catch {
            // Either the end came at a required element (proposals hold what it takes), or
            // the typed text is already wrong (nothing to offer).
            reachedEnd = error == SignatureParser.endOfProbe
        }
        acceptsSoFar = reachedEnd
        isComplete = complete
        proposals = reachedEnd ? parser.proposals ?? [] : []
        arguments = parser.arguments
        options = parser.options
    }

    /// Every option a signature may take, in any of its branches: for `key=` completion.
    public static func allOptions(of signature: Signature) -> [KeyOption] {
        var options = signature.options
        for element in signature.elements {
            guard case .choice(let choice) = element else { continue }
            for branch in choice.branches { options += allOptions(of: branch.signature) }
        }
        return options
    }
}
