/// What runs a session's commands (the shell's interpreter), as commands see it: the two
/// things only it can do. A command reaches it through ``Session/runBlock(_:lines:at:)`` and
/// ``Session/resolvedPath(_:)``.
public protocol CommandHost: AnyObject {
    /// Runs the commands of a block (its tokens inside the braces) in the current turn, as
    /// lines of `lines`; their output goes where the command's goes, and an error stops the
    /// block.
    func runBlock(_ tokens: [Token], lines: [ScriptText]) throws(SyntaxError)
    /// A path as the shell reads it: against the folder of the script or transcript being run.
    func resolvedPath(_ path: String) -> String
}
