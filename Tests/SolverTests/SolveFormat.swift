import Foundation
@testable import Solver

/// A system in the `layoutlab-bench solve` JSON format, read for tests: the variables, the
/// constraints in order, the edits, and the rounds of suggestions.
struct SolveFormat {
    var variables: [Variable]
    var constraints: [Constraint]
    var edits: [(variable: Variable, priority: Priority)]
    var suggestions: [[(variable: Variable, value: Double)]]

    enum ReadError: Error { case malformed(String) }

    init(json: String) throws {
        guard let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let names = root["variables"] as? [String]
        else { throw ReadError.malformed("root") }
        var byName: [String: Variable] = [:]
        variables = names.map { name in
            let variable = Variable(name)
            byName[name] = variable
            return variable
        }
        func variable(_ name: Any?) throws -> Variable {
            guard let name = name as? String, let variable = byName[name] else { throw ReadError.malformed("name") }
            return variable
        }
        func priority(_ value: Any?, default fallback: Int) throws -> Priority {
            guard let priority = Priority((value as? NSNumber)?.intValue ?? fallback) else {
                throw ReadError.malformed("priority")
            }
            return priority
        }
        constraints = []
        for (index, item) in ((root["constraints"] as? [[String: Any]]) ?? []).enumerated() {
            var terms: [Term] = []
            for pair in (item["terms"] as? [[Any]]) ?? [] {
                guard pair.count == 2, let coefficient = (pair[0] as? NSNumber)?.doubleValue else {
                    throw ReadError.malformed("term")
                }
                terms.append(Term(try variable(pair[1]), coefficient))
            }
            guard let op = item["op"] as? String, let relation = Relation(rawValue: op) else {
                throw ReadError.malformed("op")
            }
            let constant = (item["constant"] as? NSNumber)?.doubleValue ?? 0
            constraints.append(Constraint(
                LinearExpression(terms, constant: constant), relation,
                priority: try priority(item["priority"], default: 1000), label: "c\(index)"))
        }
        edits = try ((root["edits"] as? [[String: Any]]) ?? []).map {
            (try variable($0["variable"]), try priority($0["priority"], default: 999))
        }
        suggestions = try ((root["suggestions"] as? [[[Any]]]) ?? []).map { round in
            try round.map { pair in
                guard pair.count == 2, let value = (pair[1] as? NSNumber)?.doubleValue else {
                    throw ReadError.malformed("suggestion")
                }
                return (try variable(pair[0]), value)
            }
        }
    }
}
