import Commands
import Layout
import Solver

/// A property that `set` writes and `print` reads: `header.frame`, `label.text`, `c1.constant`.
struct Property: Sendable {
    let name: String
    /// The kinds of object that have it.
    let kinds: Set<ObjectKind>
    let get: @Sendable (Object, Session) -> String
    /// Nil for a property that can only be read.
    let set: Setter<Object>?

    static let allViews: Set<ObjectKind> = [.view, .label, .image, .control, .scrollView, .table]

    func applies(to object: Object) -> Bool {
        kinds.contains(object.kind)
    }

    /// The property of this name that `object` has.
    static func named(_ name: String, for object: Object) -> Property? {
        all.first { $0.name == name && $0.applies(to: object) }
    }

    /// Names, for completion and help, per kind of object.
    static func names(for kind: ObjectKind) -> [String] {
        all.filter { $0.kinds.contains(kind) }.map(\.name)
    }

    static var all: [Property] {
        ViewProperties.all + LabelProperties.all + ScrollProperties.all + TableProperties.all + ConstraintProperties.all
    }
}

/// Shorthands for the property tables: each narrows the object to what the property is of.
extension Property {
    typealias Setter<Subject> = @Sendable (Subject, inout ArgumentReader, Session) throws(SyntaxError) -> Void

    /// A property of every view.
    static func view(_ name: String, get: @escaping @Sendable (View, Session) -> String, set: Setter<View>? = nil) -> Property {
        typed(name, allViews, get: get, set: set)
    }

    /// A property of one kind of view.
    static func typed<Kind: View>(
        _ name: String, _ kinds: Set<ObjectKind>, get: @escaping @Sendable (Kind, Session) -> String, set: Setter<Kind>? = nil
    ) -> Property {
        Property(
            name: name, kinds: kinds,
            get: { object, session in
                guard case .view(let view) = object, let typed = view as? Kind else { return "" }
                return get(typed, session)
            },
            set: set.map(Self.narrowing)
        )
    }

    private static func narrowing<Kind: View>(_ setter: @escaping Setter<Kind>) -> Setter<Object> {
        return { object, reader, session throws(SyntaxError) in
            guard case .view(let view) = object, let typed = view as? Kind else { return }
            try setter(typed, &reader, session)
        }
    }

    /// A property of constraints.
    static func constraint(
        _ name: String, get: @escaping @Sendable (LayoutConstraint, Session) -> String, set: Setter<LayoutConstraint>? = nil
    ) -> Property {
        Property(
            name: name, kinds: [.constraint],
            get: { object, session in
                guard case .constraint(let constraint) = object else { return "" }
                return get(constraint, session)
            },
            set: set.map(Self.narrowingToConstraint)
        )
    }

    private static func narrowingToConstraint(_ setter: @escaping Setter<LayoutConstraint>) -> Setter<Object> {
        return { object, reader, session throws(SyntaxError) in
            guard case .constraint(let constraint) = object else { return }
            try setter(constraint, &reader, session)
        }
    }
}
