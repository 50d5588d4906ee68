import Foundation

/// A JSON value as decoded, keeping booleans apart from numbers (JSON Schema's `integer` is a
/// number with no fraction, `boolean` never a number).
indirect enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}

/// A validator for the subset of JSON Schema (draft 2020-12) that layoutlab's dump schema
/// uses: `type`, `properties`, `required`, `additionalProperties: false`, `items`, `const`,
/// `enum`, `minimum`, `maximum`, `minItems`, `maxItems`, `minLength`, and `$ref` to
/// `#/$defs/NAME`. A keyword outside the subset is an error of the schema, never ignored, so
/// the schema cannot say something this validator silently does not check.
struct JSONSchemaSubset {
    let root: [String: JSONValue]

    static let annotations: Set<String> = ["$schema", "$comment", "title", "description", "$defs"]
    static let keywords: Set<String> = ["type", "properties", "required", "additionalProperties", "items", "const", "enum",
                                        "minimum", "maximum", "minItems", "maxItems", "minLength", "$ref"]

    init(_ schema: JSONValue) throws {
        guard case .object(let root) = schema else { throw Problem("the schema is not an object") }
        self.root = root
    }

    /// Where `value` breaks the schema, as `PATH: why`; empty when it conforms.
    func problems(_ value: JSONValue) -> [String] {
        var found: [String] = []
        check(value, against: root, at: "$", &found)
        return found
    }

    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private func check(_ value: JSONValue, against schema: [String: JSONValue], at path: String, _ found: inout [String]) {
        for key in schema.keys.sorted() where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            found.append("\(path): the schema uses \(key), which this validator does not know")
        }
        if case .string(let reference)? = schema["$ref"] {
            let prefix = "#/$defs/"
            guard reference.hasPrefix(prefix), case .object(let definitions)? = root["$defs"],
                  case .object(let target)? = definitions[String(reference.dropFirst(prefix.count))] else {
                return found.append("\(path): unknown $ref \(reference)")
            }
            check(value, against: target, at: path, &found)
        }
        if case .string(let type)? = schema["type"], !Self.value(value, is: type) {
            found.append("\(path): expected \(type), found \(Self.describe(value))")
            return
        }
        if let constant = schema["const"], value != constant { found.append("\(path): expected \(Self.describe(constant))") }
        if case .array(let allowed)? = schema["enum"], !allowed.contains(value) {
            found.append("\(path): \(Self.describe(value)) is not one of \(allowed.map(Self.describe).joined(separator: ", "))")
        }
        if case .number(let number) = value {
            if case .number(let minimum)? = schema["minimum"], number < minimum { found.append("\(path): \(number) < \(minimum)") }
            if case .number(let maximum)? = schema["maximum"], number > maximum { found.append("\(path): \(number) > \(maximum)") }
        }
        if case .string(let string) = value, case .number(let minimum)? = schema["minLength"], Double(string.count) < minimum {
            found.append("\(path): shorter than \(minimum)")
        }
        if case .array(let items) = value {
            if case .number(let minimum)? = schema["minItems"], Double(items.count) < minimum { found.append("\(path): fewer than \(minimum) items") }
            if case .number(let maximum)? = schema["maxItems"], Double(items.count) > maximum { found.append("\(path): more than \(maximum) items") }
            if case .object(let itemSchema)? = schema["items"] {
                for (index, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)[\(index)]", &found) }
            }
        }
        if case .object(let fields) = value {
            let properties: [String: JSONValue]
            if case .object(let declared)? = schema["properties"] { properties = declared } else { properties = [:] }
            if case .array(let required)? = schema["required"] {
                for case .string(let name) in required where fields[name] == nil { found.append("\(path): missing \(name)") }
            }
            for name in fields.keys.sorted() {
                guard let field = fields[name] else { continue }
                if case .object(let fieldSchema)? = properties[name] {
                    check(field, against: fieldSchema, at: "\(path).\(name)", &found)
                } else if schema["additionalProperties"] == .bool(false) {
                    found.append("\(path): \(name) is not in the schema")
                }
            }
        }
    }

    private static func value(_ value: JSONValue, is type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): String(bool)
        case .number(let number): String(number)
        case .string(let string): "\"\(string)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
