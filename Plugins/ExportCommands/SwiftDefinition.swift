import Commands
import Layout
import ScriptSyntax

/// A `def` as a Swift function: each command of its body translated where Swift has an
/// equivalent (`layout`, `set` of the properties below, `constrain`, `vfl`, `remove` and
/// `activate`/`deactivate` of a constraint the def made, calls of other defs), and a comment
/// naming the command where it has none. The defs it calls are exported first. Parameter
/// types follow from use: a table's properties make a `UITableView`, a label's a `UILabel`,
/// anything else a `UIView`.
enum SwiftDefinition {
    static func lines(for name: String, in session: Session) -> [String] {
        var ordered: [DefinedCommand] = []
        collect(name, in: session, into: &ordered, depth: 0)
        var types: [String: [String: String]] = [:]
        var functions: [[String]] = []
        for definition in ordered {
            var translator = Translator(definition: definition, session: session, calleeTypes: types)
            let body = translator.translate()
            types[definition.name] = translator.types
            let parameters = definition.parameters.map { "\(SwiftSyntax.identifier($0)): \(translator.types[$0] ?? "UIView")" }
            functions.append(["", "/// def \(definition.name) \(definition.parameters.joined(separator: " "))",
                              "@MainActor func \(SwiftSyntax.identifier(definition.name))(\(parameters.joined(separator: ", "))) {"]
                             + body.map { "    " + $0 } + ["}"])
        }
        return ["// LayoutLab: export swift def \(name)", "import UIKit"] + functions.flatMap { $0 }
    }

    /// The def and the defs it calls, callees first, each once (a def calling itself is
    /// stopped by the depth limit the shell has too).
    static func collect(_ name: String, in session: Session, into ordered: inout [DefinedCommand], depth: Int) {
        guard depth < 16, !ordered.contains(where: { $0.name == name }), let definition = session.definition(named: name) else { return }
        let commands = (try? CommandSplitter.commands(from: definition.body, lines: definition.lines)) ?? []
        for command in commands {
            if let head = command.tokens.first?.text, head != name, session.definition(named: head) != nil {
                collect(head, in: session, into: &ordered, depth: depth + 1)
            }
        }
        if !ordered.contains(where: { $0.name == name }) { ordered.append(definition) }
    }
}

/// Translates one def's commands.
struct Translator {
    let definition: DefinedCommand
    let session: Session
    /// The parameter types of the defs already translated, by def.
    let calleeTypes: [String: [String: String]]
    /// What each parameter turned out to be.
    var types: [String: String] = [:]
    /// Constraints the def makes (`constrain NAME: ...`), by name.
    var made: Set<String> = []

    mutating func translate() -> [String] {
        guard let commands = try? CommandSplitter.commands(from: definition.body, lines: definition.lines) else {
            return ["// the body could not be read again: \(definition.body.map(\.text).joined(separator: " "))"]
        }
        // A parameter named with a property (`h.frame`) or laid out is a view; one standing alone in
        // an expression is then a number only if it is never a view.
        for command in commands {
            let words = command.tokens.map(\.text)
            for word in words {
                let head = String(word.prefix { $0 != "." })
                if head.count < word.count, definition.parameters.contains(head), types[head] == nil { types[head] = "UIView" }
            }
            if words.first == "layout", words.count == 2, definition.parameters.contains(words[1]), types[words[1]] == nil {
                types[words[1]] = "UIView"
            }
        }
        return commands.flatMap { command in
            translate(command.tokens.map(\.text)) ?? ["// no Swift equivalent: \(command.tokens.map(\.text).joined(separator: " "))"]
        }
    }

    mutating func translate(_ words: [String]) -> [String]? {
        guard let head = words.first else { return [] }
        switch head {
        case "layout":
            guard words.count == 2, let view = parameter(words[1]) else { return nil }
            return ["\(view).setNeedsLayout()", "\(view).layoutIfNeeded()"]
        case "set":
            guard words.count >= 4, words[2] == "=", let target = path(words[1], assigning: true) else { return nil }
            let property = words[1].split(separator: ".").last.map(String.init) ?? ""
            guard var value = expression(Array(words[3...])) else { return nil }
            if property == "priority" { value = "UILayoutPriority(rawValue: \(value))" }
            return ["\(target) = \(value)"]
        case "constrain", "c":
            return constrain(Array(words.dropFirst()))
        case "remove", "deactivate", "activate":
            guard words.count >= 2 else { return nil }
            var lines: [String] = []
            for name in words.dropFirst() {
                guard made.contains(name) else { return nil }
                lines.append("\(SwiftSyntax.identifier(name)).isActive = \(head == "activate")")
            }
            return lines
        case "vfl":
            return vfl(Array(words.dropFirst()))
        default:
            guard let callee = session.definition(named: head), callee.parameters.count == words.count - 1 else { return nil }
            var arguments: [String] = []
            for (parameter, argument) in zip(callee.parameters, words.dropFirst()) {
                guard let value = self.parameter(argument) ?? (Double(argument) != nil ? argument : nil) else { return nil }
                if let type = calleeTypes[callee.name]?[parameter], types[argument] == nil || types[argument] == "UIView" { types[argument] = type }
                arguments.append("\(SwiftSyntax.identifier(parameter)): \(value)")
            }
            return ["\(SwiftSyntax.identifier(head))(\(arguments.joined(separator: ", ")))"]
        }
    }

    /// A parameter of the def, or a constraint it made, as Swift names it.
    func parameter(_ word: String) -> String? {
        definition.parameters.contains(word) || made.contains(word) ? SwiftSyntax.identifier(word) : nil
    }

    /// LayoutLab's property paths as UIKit's: `h.frame.height` is `h.frame.size.height`,
    /// `h.fittingSize` is `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`.
    mutating func path(_ text: String, assigning: Bool = false) -> String? {
        let parts = text.split(separator: ".").map(String.init)
        guard let head = parts.first, let base = parameter(head) else { return nil }
        var swift = [base]
        var index = 1
        while index < parts.count {
            let part = parts[index]
            switch part {
            case "frame", "bounds":
                swift.append(part)
                if index + 1 < parts.count, let inner = ["x": "origin.x", "y": "origin.y", "width": "size.width", "height": "size.height"][parts[index + 1]] {
                    swift.append(inner)
                    index += 1
                }
            case "fittingSize":
                swift.append("systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)")
            case "hidden": swift.append("isHidden")
            case "active": swift.append("isActive")
            case "width", "height":
                guard index > 1 else { return nil }
                swift.append(part)
            case "tableHeaderView", "tableFooterView", "rowHeight", "estimatedRowHeight":
                types[head] = "UITableView"
                swift.append(part)
            case "text", "numberOfLines", "preferredMaxLayoutWidth":
                types[head] = "UILabel"
                swift.append(part)
            case "translatesAutoresizingMaskIntoConstraints", "alpha", "constant", "priority":
                swift.append(part)
            default:
                return nil
            }
            index += 1
        }
        // A whole frame's side is read-only on CGRect: assigning goes through size or origin.
        if assigning, let last = swift.last, last == "width" || last == "height" { return nil }
        return swift.joined(separator: ".")
    }

    /// An expression of numbers, operators and paths.
    mutating func expression(_ words: [String]) -> String? {
        var parts: [String] = []
        for word in words {
            if ["+", "-", "*", "/", "(", ")"].contains(word) || Double(word) != nil || word == "true" || word == "false" {
                parts.append(word)
            } else if definition.parameters.contains(word), !word.contains(".") {
                // A parameter standing for a number (`f header 320`), unless it is a view.
                if types[word] == nil { types[word] = "CGFloat" }
                parts.append(SwiftSyntax.identifier(word))
            } else if let path = path(word) {
                parts.append(path)
            } else {
                return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// `constrain [NAME:] a.attr OP [M *] b.attr [+|- C] [@P]` or `a.attr OP EXPR`.
    mutating func constrain(_ words: [String]) -> [String]? {
        var words = words
        var name: String?
        if let first = words.first, first.hasSuffix(":") {
            name = String(first.dropLast())
            words.removeFirst()
        } else if words.count > 1, words[1] == ":" {
            name = words[0]
            words.removeFirst(2)
        }
        var priority: String?
        if let last = words.last, last.hasPrefix("@"), let value = Int(last.dropFirst()) {
            priority = "UILayoutPriority(rawValue: \(value))"
            words.removeLast()
        }
        guard words.count >= 3, let first = anchor(words[0]) else { return nil }
        let relation: String
        switch words[1] {
        case "==": relation = "equalTo"
        case ">=": relation = "greaterThanOrEqualTo"
        case "<=": relation = "lessThanOrEqualTo"
        default: return nil
        }
        var rest = Array(words[2...])
        var multiplier: String?
        if rest.count >= 3, Double(rest[0]) != nil, rest[1] == "*" {
            multiplier = rest[0]
            rest.removeFirst(2)
        }
        let make: String
        if let second = anchor(rest[0]) {
            var arguments = ["\(relation): \(second)"]
            if let multiplier { arguments.append("multiplier: \(multiplier)") }
            if rest.count >= 3, rest[1] == "+" || rest[1] == "-", let constant = expression(Array(rest[2...])) {
                arguments.append("constant: \(rest[1] == "-" ? "-(\(constant))" : constant)")
            } else if rest.count != 1 {
                return nil
            }
            make = "\(first).constraint(\(arguments.joined(separator: ", ")))"
        } else {
            guard multiplier == nil, let constant = expression(rest) else { return nil }
            make = "\(first).constraint(\(relation)Constant: \(constant))"
        }
        let variable = name.map(SwiftSyntax.identifier) ?? "constraint"
        if let name { made.insert(name) }
        var lines = ["let \(variable) = \(make)"]
        if let priority { lines.append("\(variable).priority = \(priority)") }
        lines.append("\(variable).isActive = true")
        return name == nil ? ["do {"] + lines.map { "    " + $0 } + ["}"] : lines
    }

    /// `view.attribute` as an anchor of a parameter.
    func anchor(_ word: String) -> String? {
        let parts = word.split(separator: ".").map(String.init)
        guard parts.count == 2, let view = parameter(parts[0]), let attribute = LayoutAttribute.userAttribute(named: parts[1]) else { return nil }
        return SwiftConstraint(item: { _ in view }).anchor(LayoutAnchor(item: View(name: "anchor"), attribute: attribute))
    }

    /// `vfl "FORMAT" [in VIEW] [METRIC=VALUE]...` as `constraints(withVisualFormat:...)`.
    mutating func vfl(_ words: [String]) -> [String]? {
        guard let quoted = words.first, quoted.hasPrefix("\""), quoted.hasSuffix("\""), quoted.count >= 2 else { return nil }
        let format = String(quoted.dropFirst().dropLast())
        var metrics: [String] = []
        var index = 1
        while index < words.count {
            let word = words[index]
            if word == "in", index + 1 < words.count {
                index += 2
                continue
            }
            guard let equals = word.firstIndex(of: "=") else { return nil }
            guard let value = expression([String(word[word.index(after: equals)...])]) else { return nil }
            metrics.append("\(SwiftSyntax.string(String(word[..<equals]))): \(value)")
            index += 1
        }
        // The views a format names: each `[name` (a name up to `(` or `]`).
        var views: [String] = []
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "[") {
            let after = rest[rest.index(after: open)...]
            let name = String(after.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard parameter(name) != nil else { return nil }
            if !views.contains(name) { views.append(name) }
            rest = after
        }
        let viewList = views.map { "\(SwiftSyntax.string($0)): \(SwiftSyntax.identifier($0))" }
        return ["NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \(SwiftSyntax.string(format)), options: [],",
                "    metrics: [\(metrics.isEmpty ? ":" : metrics.joined(separator: ", "))], views: [\(viewList.isEmpty ? ":" : viewList.joined(separator: ", "))]))"]
    }
}
