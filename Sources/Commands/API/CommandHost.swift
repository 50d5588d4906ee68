public import ScriptSyntax
/// What runs a session's commands (the shell's interpreter), as commands see it: the things
/// only it can do. A command reaches it through ``Session/runBlock(_:lines:at:)``,
/// ``Session/resolvedPath(_:)`` and ``Session/runIsolated(count:jobs:at:_:)``.
public protocol CommandHost: AnyObject {
    /// Runs the commands of a block (its tokens inside the braces) in the current turn, as
    /// lines of `lines`; their output goes where the command's goes, and an error stops the
    /// block.
    func runBlock(_ tokens: [Token], lines: [ScriptText]) throws(SyntaxError)
    /// A path as the shell reads it: against the folder of the script or transcript being run.
    func resolvedPath(_ path: String) -> String
    /// A command the user defined with `def`: its parameters and its body's tokens (inside the
    /// braces), and the lines it was written on; nil when no definition has that name.
    func definition(named name: String) -> DefinedCommand?
    /// The names of the commands defined with `def`, sorted.
    var definedCommandNames: [String] { get }
    /// Runs work in sessions of their own (see ``Session/runIsolated(count:jobs:at:_:)``).
    func runIsolated<Result: Sendable>(
        count: Int, jobs: Int, at location: SourceLocation, _ work: @escaping @Sendable (Int, any IsolatedSession) -> Result
    ) throws(SyntaxError) -> [Result]
}

/// A command made of commands (`def NAME PARAM... { BODY }`), as a plugin may read it (to
/// export it, say).
public struct DefinedCommand: Sendable {
    public let name: String
    public let parameters: [String]
    public let body: [Token]
    public let lines: [ScriptText]

    public init(name: String, parameters: [String], body: [Token], lines: [ScriptText]) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.lines = lines
    }
}

extension CommandHost {
    /// A host that keeps no definitions has none.
    public func definition(named name: String) -> DefinedCommand? { nil }
    public var definedCommandNames: [String] { [] }

    /// A host that cannot make sessions refuses.
    public func runIsolated<Result: Sendable>(
        count: Int, jobs: Int, at location: SourceLocation, _ work: @escaping @Sendable (Int, any IsolatedSession) -> Result
    ) throws(SyntaxError) -> [Result] {
        throw SyntaxError(message: "this shell cannot run sessions of their own", found: "this command", at: location)
    }
}

extension Session {
    /// The `def` of that name in the shell running this session, if any.
    public func definition(named name: String) -> DefinedCommand? {
        host?.definition(named: name)
    }

    /// The names of the commands defined with `def`, sorted (none without a shell).
    public var definedCommandNames: [String] {
        host?.definedCommandNames ?? []
    }
}
