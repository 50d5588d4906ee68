/// What Tab offers for a property's value, by the property's type: the cases of an enum,
/// `true`/`false` for a bool. The property registry supplies it (``CommandRegistry/valueCompleter``);
/// the completer asks it after `set OBJECT.PROPERTY = ` and for ``ArgumentKind/value(path:)``.
public protocol ValueCompleter {
    /// The values `path` (`tv.contentInsetAdjustmentBehavior`) can be set to, in `session`.
    func valueCompletions(forPath path: String, in session: Session) -> [String]
}
