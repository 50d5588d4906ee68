/// A problem with the input file, phrased for the person who wrote it: where it is (a path such
/// as `constraints[2].op`) and what is wrong.
struct InputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    init(at path: String, _ problem: String) {
        self.description = "\(path): \(problem)"
    }

    /// Rephrases a decoding error from `JSONDecoder`, whose own description is a debug dump.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(at: Self.path(context.codingPath), "expected \(Self.jsonName(of: type))")
        case .valueNotFound(let type, let context):
            self.init(at: Self.path(context.codingPath), "expected \(Self.jsonName(of: type)), found nothing or null")
        case .keyNotFound(let key, let context):
            self.init(at: Self.path(context.codingPath + [key]), "missing")
        case .dataCorrupted(let context):
            // Malformed JSON lands here with the parser's message in the underlying error.
            let detail = (context.underlyingError as? any CustomStringConvertible)?.description
            let message = [context.debugDescription, detail].compactMap { $0 }.joined(separator: ": ")
            self.init(at: Self.path(context.codingPath), message)
        @unknown default:
            self.init("\(error)")
        }
    }

    /// `constraints[2].terms[0]`, or `top level` for the root.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "top level" : text
    }

    private static func jsonName(of type: Any.Type) -> String {
        // Matched by name: generic containers (`Array<TermInput>`) have no common metatype.
        let name = String(describing: type)
        if type == String.self { return "a string" }
        if type == Double.self { return "a number" }
        if type == Int.self { return "an integer" }
        if name.hasPrefix("Array<") { return "a list" }
        if name.hasPrefix("Dictionary<") || name.hasSuffix("Input") { return "an object" }
        return name
    }
}
