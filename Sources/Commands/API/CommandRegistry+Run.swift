public import ScriptSyntax
extension CommandRegistry {
    /// Runs a command with this registry's object kinds in scope (``ValueScope/current``), so
    /// that whatever the command reads as a value (`ArgumentReader.number`, `set`, `print`)
    /// can evaluate property paths such as `tv.contentSize.height`.
    public func run(_ command: Command, _ invocation: Invocation, in session: Session) throws(SyntaxError) {
        let scope = ValueScope(session: session, kinds: objectKinds)
        let result: Result<Void, SyntaxError> = ValueScope.$current.withValue(scope) {
            do throws(SyntaxError) {
                try command.run(invocation, session)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }
}
