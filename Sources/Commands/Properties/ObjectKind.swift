/// A kind of object whose properties `set`, `print` and expressions reach: `view`, `label`,
/// `table`, `constraint`. Plugins register kinds; the registry is open, so a plugin adding a
/// model class adds its kind without touching this module.
///
/// A kind may name a parent kind whose properties it has too (a label has every view
/// property). An object is of the most specific kind that recognises it.
public struct ObjectKind: Sendable {
    /// The kind's name in help and errors: `label`, `scrollView`.
    public let name: String
    /// The kind whose properties this one inherits.
    public let parent: String?
    /// One line for `help KIND`: the UIKit class it models.
    public let summary: String
    let recognises: @Sendable (AnyObject) -> Bool

    public init(name: String, parent: String? = nil, summary: String, recognises: @escaping @Sendable (AnyObject) -> Bool) {
        self.name = name
        self.parent = parent
        self.summary = summary
        self.recognises = recognises
    }

    /// The kind of every instance of `Subject` (and its subclasses).
    public init<Subject: AnyObject>(name: String, parent: String? = nil, summary: String, objectsOf type: Subject.Type) {
        self.init(name: name, parent: parent, summary: summary, recognises: { $0 is Subject })
    }

    /// Whether `object` is of this kind (or of a kind derived from it).
    public func contains(_ object: AnyObject) -> Bool {
        recognises(object)
    }
}
