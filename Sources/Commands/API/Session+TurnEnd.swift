public import ScriptSyntax
/// Work a plugin asks to run at the end of every turn, before the display cycle: what UIKit
/// does during the next layout pass (`traitCollectionDidChange` is called on a view
/// controller whose traits changed before its views are laid out again). Each handler is
/// kept under a key type, so a plugin registers its handler once however often it asks.
extension Session {
    /// What the end of a turn runs, in the order first registered.
    public typealias TurnEndHandler = (Session) throws(SyntaxError) -> Void

    private enum TurnEndHandlers: SessionKey {
        static var defaultValue: [(key: ObjectIdentifier, handler: TurnEndHandler)] { [] }
    }

    /// Runs `handler` at the end of every turn from now on (replacing the one kept under
    /// `key`, if any).
    public func onTurnEnd<Key: SessionKey>(_ key: Key.Type, _ handler: @escaping TurnEndHandler) {
        let id = ObjectIdentifier(key)
        if let index = self[TurnEndHandlers.self].firstIndex(where: { $0.key == id }) {
            self[TurnEndHandlers.self][index].handler = handler
        } else {
            self[TurnEndHandlers.self].append((id, handler))
        }
    }

    /// Runs the handlers, in order; the first error stops them and fails the turn (the shell
    /// rolls the line back, as for a command's error).
    public func runTurnEndHandlers() throws(SyntaxError) {
        for (_, handler) in self[TurnEndHandlers.self] { try handler(self) }
    }
}
