import Layout
public import ScriptSyntax

/// A dotted path resolved against the session: `header` (an object), `w` (a `let` name),
/// `tv.contentSize.height` (an object, a property, then components of its value).
///
/// Property names may themselves hold dots (`contentHuggingPriority.horizontal`): the longest
/// run of parts that names a property wins, and what follows are components. A name is looked
/// up among views and constraints first, then among `let` names (`let` refuses object names,
/// so the two meet only if an object is made later under a bound name: the object wins).
public struct PropertyPath {
    public enum Base {
        case object(name: String, AnyObject, ObjectKind?)
        case binding(name: String, Value)
    }

    public let base: Base
    /// The property, when the path goes past the object.
    public let property: Property?
    /// Components after the property (or after a `let` name): `height`, `origin.x`.
    public let components: [String]
    /// Where the path was written, and where each part starts (for errors).
    public let location: SourceLocation
    let partColumns: [Int]
    let parts: [String]

    /// Resolves `parts`, written at `location`; errors point at the part at fault and
    /// suggest the closest name.
    public init(_ written: [String], at location: SourceLocation, in environment: ExpressionEnvironment) throws(SyntaxError) {
        self.location = location
        var columns: [Int] = []
        var column = location.column
        for part in written {
            columns.append(column)
            column += part.count + 1
        }
        // `t[0, 2]` stands for the cell showing that row: its name takes the written parts' place.
        let (parts, resolvedColumns) = try Self.resolvingIndexedParts(written, columns, at: location, in: environment)
        self.parts = parts
        columns = resolvedColumns
        partColumns = columns
        let session = environment.session
        // A container's views are named with dots (`tv.cell1.title`, a table's cell): the
        // longest run of parts that names an object is the object.
        var nameCount = 1
        for count in stride(from: parts.count, through: 2, by: -1) where session.object(named: parts[0..<count].joined(separator: ".")) != nil {
            nameCount = count
            break
        }
        let name = parts.prefix(nameCount).joined(separator: ".")
        if let object = session.object(named: name) {
            let kind = environment.kinds.kind(of: object)
            base = .object(name: name, object, kind)
            guard parts.count > nameCount else {
                property = nil
                components = []
                return
            }
            guard let kind else {
                throw Self.error("\(name) has no properties", part: nameCount, parts, columns, location)
            }
            // The longest run of parts that names a property.
            var found: (Property, Int)?
            for end in stride(from: parts.count, to: nameCount, by: -1) {
                let candidate = parts[nameCount..<end].joined(separator: ".")
                if let property = environment.kinds.property(named: candidate, of: kind) {
                    found = (property, end)
                    break
                }
            }
            guard let (property, end) = found else {
                let names = environment.kinds.properties(of: kind).map(\.name)
                var message = "\(name) has no property '\(parts[nameCount])'"
                let written = parts[nameCount...].joined(separator: ".")
                if let suggestion = Spelling.closest(to: parts[nameCount], among: names) ?? Spelling.closest(to: written, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                message += " (help \(kind.name) lists the properties of \(kind.name)s)"
                throw Self.error(message, part: nameCount, parts, columns, location)
            }
            self.property = property
            components = Array(parts[end...])
        } else if let value = session.bindings[name] {
            base = .binding(name: name, value)
            property = nil
            components = Array(parts.dropFirst())
        } else {
            var message = "there is no view or constraint named '\(name)'"
            if let suggestion = Spelling.closest(to: name, among: session.objectNames + session.bindings.keys.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw Self.error(message, part: 0, parts, columns, location)
        }
    }

    /// The path's value: the object itself, the binding, or the property's value, then the
    /// components in turn.
    public func value(in environment: ExpressionEnvironment) throws(SyntaxError) -> Value {
        var value: Value
        var index: Int
        switch base {
        case .object(let name, let object, _):
            guard let property else { return object is View ? .view(name) : .constraint(name) }
            guard let read = property.value(of: object, in: environment.session) else {
                throw Self.error("cannot read '\(property.name)' of \(name)", part: 1, parts, partColumns, location)
            }
            value = read
            index = parts.count - components.count
        case .binding(_, let bound):
            value = bound
            index = 1
        }
        for component in components {
            guard let part = value.component(component) else {
                let owner = parts[..<index].joined(separator: ".")
                var message = "\(owner) has no component '\(component)'"
                let names = value.componentNames
                if let suggestion = Spelling.closest(to: component, among: names) { message += "; did you mean '\(suggestion)'?" }
                message += names.isEmpty ? " (it is \(value))" : " (its components: \(names.joined(separator: ", ")))"
                throw Self.error(message, part: index, parts, partColumns, location)
            }
            value = part
            index += 1
        }
        return value
    }

    /// The object's name, for messages.
    public var objectName: String {
        switch base {
        case .object(let name, _, _), .binding(let name, _): name
        }
    }

    /// Where part `index` was written and how long it is.
    public func span(ofPart index: Int) -> (SourceLocation, Int) {
        guard partColumns.indices.contains(index), parts.indices.contains(index) else { return (location, 1) }
        return (SourceLocation(line: location.line, column: partColumns[index]), parts[index].count)
    }

    static func error(_ message: String, part: Int, _ parts: [String], _ columns: [Int], _ location: SourceLocation) -> SyntaxError {
        guard columns.indices.contains(part), parts.indices.contains(part) else {
            return SyntaxError(message: message, found: "'\(parts.joined(separator: "."))'", at: location)
        }
        let at = SourceLocation(line: location.line, column: columns[part])
        return SyntaxError(message: message, found: "'\(parts[part])'", at: at, length: parts[part].count)
    }
}
