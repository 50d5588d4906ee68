public import ScriptSyntax
/// A property of a kind of object: its type, a getter returning a typed ``Value``, a setter
/// taking one (none for a read-only property), and a line of help.
///
/// ```swift
/// Property("numberOfLines", .number(.count), help: "Lines to show; 0 for as many as needed.",
///          get: { (label: Label, _) in .number(Double(label.numberOfLines)) },
///          set: { label, value, _ in label.numberOfLines = Int(try value.number(in: .count, what: nil)) })
/// ```
/// The setter receives a value already converted to ``type`` (``assign(_:to:in:)`` converts
/// it), so it never sees the wrong kind of value. Getters must not change the model: they
/// read, and what they compute on the side (a fitting size) they compute apart from it.
public struct Property: Sendable {
    public typealias Getter = @Sendable (AnyObject, Session) -> Value?
    public typealias Setter = @Sendable (AnyObject, Value, Session) throws(ValueError) -> Void
    /// A setter of objects of class `Subject`, as a property table writes it.
    public typealias TypedSetter<Subject> = @Sendable (Subject, Value, Session) throws(ValueError) -> Void

    public let name: String
    public let type: ValueType
    /// One line: what the property is, in UIKit's words.
    public let help: String
    private let getter: Getter
    private let setter: Setter?

    /// A property of objects of class `Subject`.
    public init<Subject: AnyObject>(
        _ name: String, _ type: ValueType, help: String,
        get: @escaping @Sendable (Subject, Session) -> Value,
        set: TypedSetter<Subject>? = nil
    ) {
        self.name = name
        self.type = type
        self.help = help
        getter = { object, session in (object as? Subject).map { get($0, session) } }
        if let set {
            setter = { object, value, session throws(ValueError) in
                guard let subject = object as? Subject else {
                    throw ValueError(message: "'\(name)' is not a property of this object")
                }
                try set(subject, value, session)
            }
        } else {
            setter = nil
        }
    }

    public var isSettable: Bool { setter != nil }

    /// The property's value, or nil if `object` is not of the class the property is of.
    public func value(of object: AnyObject, in session: Session) -> Value? {
        getter(object, session)
    }

    /// Converts `value` to the property's type and sets it.
    public func assign(_ value: Value, to object: AnyObject, in session: Session) throws(ValueError) {
        guard let setter else { throw ValueError(message: "'\(name)' is read-only") }
        try setter(object, try value.converted(to: type), session)
    }
}
