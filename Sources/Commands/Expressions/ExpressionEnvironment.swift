/// What names in an expression refer to: the session's views, constraints and `let` names,
/// and the properties the object kinds declare.
public struct ExpressionEnvironment {
    public let session: Session
    public let kinds: ObjectKinds
    /// Whether a bare word that names nothing is an enumeration case (`never`, `plain`,
    /// `required`) rather than an error. True where a type will judge the word: `set`'s value.
    public var wordsAreCases: Bool

    public init(session: Session, kinds: ObjectKinds, wordsAreCases: Bool = false) {
        self.session = session
        self.kinds = kinds
        self.wordsAreCases = wordsAreCases
    }

    /// The environment of the command running now; outside one, no object kinds (paths to
    /// properties are then unknown, numbers and `let` names still work).
    public static func current(_ session: Session, wordsAreCases: Bool = false) -> ExpressionEnvironment {
        let kinds = ValueScope.current?.kinds ?? ObjectKinds()
        return ExpressionEnvironment(session: session, kinds: kinds, wordsAreCases: wordsAreCases)
    }
}
