/// The JSON form of a constraint system, as `solve` reads it:
///
/// ```json
/// {"variables": ["x", "y"],
///  "constraints": [{"terms": [[1, "x"], [-1, "y"]], "constant": -8, "op": ">=", "priority": 1000}],
///  "edits": [{"variable": "x", "priority": 999}],
///  "suggestions": [[["x", 320]], [["x", 500]]]}
/// ```
///
/// A constraint reads `sum(coefficient * variable) + constant OP 0`. Decoding checks only the
/// shapes; names, operators and priorities are checked by ``SystemInput/makeSystem()``, which
/// can say where in the file the problem is.
struct SystemInput: Decodable {
    var variables: [String]
    var constraints: [ConstraintInput]
    var edits: [EditInput]
    var suggestions: [[SuggestionPair]]

    private enum CodingKeys: String, CodingKey {
        case variables, constraints, edits, suggestions
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        variables = try container.decode([String].self, forKey: .variables)
        // A system without edits or suggestions (or even constraints) is still a system.
        constraints = try container.decodeIfPresent([ConstraintInput].self, forKey: .constraints) ?? []
        edits = try container.decodeIfPresent([EditInput].self, forKey: .edits) ?? []
        suggestions = try container.decodeIfPresent([[SuggestionPair]].self, forKey: .suggestions) ?? []
    }
}

/// `{"terms": [[coefficient, variable], ...], "constant": c, "op": "==", "priority": p}`;
/// `constant` defaults to 0 and `priority` to 1000 (required).
struct ConstraintInput: Decodable {
    var terms: [TermInput]
    var constant: Double
    var op: String
    /// A Double, so that `2.5` is refused with a clear message rather than a decoding error.
    var priority: Double?

    private enum CodingKeys: String, CodingKey {
        case terms, constant, op, priority
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        terms = try container.decode([TermInput].self, forKey: .terms)
        constant = try container.decodeIfPresent(Double.self, forKey: .constant) ?? 0
        op = try container.decode(String.self, forKey: .op)
        priority = try container.decodeIfPresent(Double.self, forKey: .priority)
    }
}

/// `[coefficient, variable]`.
struct TermInput: Decodable {
    var coefficient: Double
    var variable: String

    init(from decoder: any Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        coefficient = try pair.decode(Double.self)
        variable = try pair.decode(String.self)
        try expectEnd(of: pair, what: "a term is [coefficient, variable]")
    }
}

/// `{"variable": name, "priority": p}`; `priority` defaults to 999.
struct EditInput: Decodable {
    var variable: String
    var priority: Double?
}

/// `[variable, value]`.
struct SuggestionPair: Decodable {
    var variable: String
    var value: Double

    init(from decoder: any Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        variable = try pair.decode(String.self)
        value = try pair.decode(Double.self)
        try expectEnd(of: pair, what: "a suggestion is a list of [variable, value] pairs")
    }
}

/// Refuses a pair with extra elements, which would otherwise be ignored silently.
private func expectEnd(of container: any UnkeyedDecodingContainer, what: String) throws {
    guard container.isAtEnd else {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: container.codingPath, debugDescription: "too many elements: \(what)")
        )
    }
}
