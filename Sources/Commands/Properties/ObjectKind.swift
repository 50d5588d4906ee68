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
    /// What `NAME[...]` stands for in a path, for kinds whose objects have indexed parts (a
    /// table's `t[0, 2]` is the cell showing that row): given the object and the text between
    /// the brackets, the name of the object it stands for, or why there is none.
    public var indexedPart: (@Sendable (_ object: AnyObject, _ index: String) -> Result<String, IndexedPartError>)?

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

    /// The kind with its ``indexedPart`` reading.
    public func indexing(
        _ part: @escaping @Sendable (_ object: AnyObject, _ index: String) -> Result<String, IndexedPartError>
    ) -> ObjectKind {
        var copy = self
        copy.indexedPart = part
        return copy
    }

    /// Whether `object` is of this kind (or of a kind derived from it).
    public func contains(_ object: AnyObject) -> Bool {
        recognises(object)
    }

    /// The name as words, for messages: `textField` is "text field".
    public var spokenName: String { Self.spokenName(of: name) }

    /// A kind's name as words.
    public static func spokenName(of name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words += " " }
            words += character.lowercased()
        }
        return words
    }
}

/// Why `NAME[INDEX]` names nothing: the message an error shows.
public struct IndexedPartError: Error, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
