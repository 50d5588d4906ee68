/// What a command evaluates values in: the session (objects and `let` names) and the object
/// kinds with their properties.
///
/// `Command.run` receives the session but not the registry, and `ArgumentReader.number`
/// receives neither, so the registry's ``CommandRegistry/run(_:_:in:)`` puts the scope in a
/// task-local for the length of one command. The shell runs commands one at a time on one
/// thread, and the scope is read only inside that call: hence `@unchecked Sendable` for the
/// session it carries.
public struct ValueScope: @unchecked Sendable {
    public let session: Session
    public let kinds: ObjectKinds

    public init(session: Session, kinds: ObjectKinds) {
        self.session = session
        self.kinds = kinds
    }

    /// The scope of the command running now, if one is.
    @TaskLocal public static var current: ValueScope?
}
