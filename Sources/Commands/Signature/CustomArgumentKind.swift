public import ScriptSyntax
/// An argument kind a plugin supplies: how it reads its value, which tokens can start it, and
/// what Tab offers for it (swift-argument-parser's `CompletionKind.custom`, lldb's
/// `HandleArgumentCompletion`). Both closures see the arguments read before it, so a kind can
/// depend on an earlier one (a prototype of the table named before it).
///
/// ```swift
/// static let prototype = ArgumentKind.custom(CustomArgumentKind(
///     name: "prototype", expected: "a prototype's name",
///     read: { reader, context throws(SyntaxError) in .word(try reader.word("a prototype's name")) },
///     completions: { context in prototypes(of: context.arguments.value("TABLE")) }))
/// ```
public struct CustomArgumentKind: Equatable, Sendable {
    /// Identifies the kind (two kinds of the same name are the same kind); `help` shows it.
    public let name: String
    /// How an error names what was expected here.
    public let expected: String
    /// The kind's name in usage help.
    public let helpName: String
    public let canStart: @Sendable (Token) -> Bool
    public let read: @Sendable (inout ArgumentReader, ArgumentContext) throws(SyntaxError) -> ArgumentValue
    public let completions: @Sendable (ArgumentContext) -> [String]

    /// - Parameters:
    ///   - canStart: whether a token can start the value (an optional argument is skipped
    ///     otherwise); any word by default.
    ///   - read: reads the value from the reader's next tokens, or throws an error at them.
    ///   - completions: what Tab offers at this argument, given what was read before it.
    public init(
        name: String, expected: String, helpName: String? = nil,
        canStart: @escaping @Sendable (Token) -> Bool = { if case .word = $0.kind { true } else { false } },
        read: @escaping @Sendable (inout ArgumentReader, ArgumentContext) throws(SyntaxError) -> ArgumentValue,
        completions: @escaping @Sendable (ArgumentContext) -> [String]
    ) {
        self.name = name
        self.expected = expected
        self.helpName = helpName ?? name
        self.canStart = canStart
        self.read = read
        self.completions = completions
    }

    public static func == (left: CustomArgumentKind, right: CustomArgumentKind) -> Bool {
        left.name == right.name
    }
}

/// What a custom argument kind sees while it reads or completes: the session (nil when the
/// signature is read without one, as for usage checks) and the arguments read before it.
public struct ArgumentContext {
    public let session: Session?
    public let arguments: ParsedArguments

    public init(session: Session?, arguments: ParsedArguments) {
        self.session = session
        self.arguments = arguments
    }
}
