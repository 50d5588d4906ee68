import Layout
import ScriptSyntax

/// Indexed parts in property paths: `t[0, 2].title.frame` reads the view `title` in what
/// `t[0, 2]` stands for. What an index means is the object kind's (``ObjectKind/indexedPart``:
/// for a table, the cell showing section 0, row 2, as `cellForRow(at:)` finds it); this
/// module only finds the brackets and the object before them.
extension PropertyPath {
    /// `parts` with the first part holding an index, and the parts before it (the object's
    /// name), replaced by the name of the object the index stands for; `columns` follow.
    static func resolvingIndexedParts(_ parts: [String], _ columns: [Int], at location: SourceLocation,
                                      in environment: ExpressionEnvironment) throws(SyntaxError) -> ([String], [Int]) {
        guard let marked = parts.firstIndex(where: { $0.contains("[") }),
              let open = parts[marked].firstIndex(of: "["), let firstColumn = columns.first else { return (parts, columns) }
        let written = parts[...marked].joined(separator: ".")
        func failure(_ message: String) -> SyntaxError {
            SyntaxError(message: message, found: "'\(written)'", at: SourceLocation(line: location.line, column: firstColumn), length: written.count)
        }
        let objectName = (parts[..<marked] + [String(parts[marked][..<open])]).joined(separator: ".")
        let object = environment.session.object(named: objectName)
        let indexing = object.flatMap { object in
            environment.kinds.kinds.first { $0.indexedPart != nil && $0.contains(object) }.map { (object, $0) }
        }
        guard let (indexed, kind) = indexing, let part = kind.indexedPart else {
            let withIndex = environment.kinds.kinds.filter { $0.indexedPart != nil }.map(\.spokenName)
            let example = withIndex.isEmpty ? "" : " (a \(withIndex.joined(separator: " or a ")))"
            throw failure("an index follows the name of an object with indexed parts\(example); '\(objectName)' is not one")
        }
        let inside = String(parts[marked][parts[marked].index(after: open)...].dropLast())
        switch part(indexed, inside) {
        case .failure(let error):
            throw failure(error.message)
        case .success(let name):
            return ([name] + parts[(marked + 1)...], [firstColumn] + columns[(marked + 1)...])
        }
    }

    /// For completion: the name of the object that `written` (`t[0, 2]`, an index last)
    /// stands for, nil when it stands for nothing.
    public static func objectName(forIndexed written: String, in environment: ExpressionEnvironment) -> String? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let location = SourceLocation(line: 1, column: 1)
        guard let (resolved, _) = try? resolvingIndexedParts(parts, parts.map { _ in 1 }, at: location, in: environment),
              resolved.count == 1, let name = resolved.first else { return nil }
        return name
    }
}
