/// The usage lines and argument descriptions `help` prints, generated from a signature.
public enum Usage {
    /// One line per form: `view NAME [in PARENT] [frame RECT]`; a command with subcommands
    /// gets a line for each (`rows add TABLE COUNT PROTOTYPE ...`, `rows move TABLE FROM TO`).
    public static func lines(_ name: String, _ signature: Signature) -> [String] {
        forms(signature).map { ([name] + $0).joined(separator: " ") }
    }

    /// The words of each form, subcommands expanded.
    static func forms(_ signature: Signature) -> [[String]] {
        var forms: [[String]] = [[]]
        var index = 0
        let elements = signature.elements
        while index < elements.count {
            if case .choice(let choice) = elements[index], choice.isSubcommand {
                var expanded: [[String]] = []
                for form in forms {
                    for branch in choice.branches {
                        for tail in Self.forms(branch.signature) {
                            expanded.append(form + (branch.keyword.map { [$0] } ?? []) + tail)
                        }
                    }
                }
                forms = expanded
            } else {
                let word = spelling(elements[index])
                forms = forms.map { $0 + [word] }
            }
            index += 1
        }
        let options = signature.options.map { "[" + spelling($0) + "]" } + (signature.openOptions.map { ["[\($0.usage)...]"] } ?? [])
        return forms.map { $0 + options }
    }

    /// `PARENT`, `"TEXT"`, `RECT`: how an argument shows in a usage line, without brackets.
    static func placeholder(_ argument: Parameter) -> String {
        if let usage = argument.usage { return usage }
        return argument.kind == .string || argument.kind == .text ? "\"\(argument.name)\"" : argument.name
    }

    static func placeholder(_ element: Signature.Element) -> String {
        switch element {
        case .argument(let argument): placeholder(argument)
        case .clause(let clause): clause.keyword ?? clause.arguments.map(placeholder).joined(separator: " ")
        case .choice(let choice): choice.name
        }
    }

    static func spelling(_ argument: Parameter) -> String {
        var text = placeholder(argument)
        if argument.isRepeating { text += "..." }
        return argument.isOptional ? "[\(text)]" : text
    }

    static func spelling(_ element: Signature.Element) -> String {
        switch element {
        case .argument(let argument):
            return spelling(argument)
        case .clause(let clause):
            let words = (clause.keyword.map { [$0] } ?? []) + clause.arguments.map(spelling)
            let text = words.joined(separator: " ")
            if clause.isRepeating { return clause.isOptional ? "[\(text)]..." : "\(text)..." }
            return clause.isOptional ? "[\(text)]" : text
        case .choice(let choice):
            let forms = choice.branches.map { branch in
                ((branch.keyword.map { [$0] } ?? []) + branch.signature.elements.map(spelling)).joined(separator: " ")
            }
            let text = forms.joined(separator: " | ")
            return choice.isOptional ? "[\(text)]" : text
        }
    }

    static func spelling(_ option: KeyOption) -> String {
        if case .choice(let words) = option.kind { return "\(option.key)=" + words.joined(separator: "|") }
        return "\(option.key)=\(option.valueName)"
    }

    /// `help COMMAND`'s table of arguments and options: each with its kind and help line.
    public static func descriptions(_ signature: Signature) -> [String] {
        var subcommands: [(String, String)] = []
        var arguments: [(String, String)] = []
        var seen: Set<String> = []
        func describe(_ elements: [Signature.Element]) {
            for element in elements {
                switch element {
                case .argument(let argument):
                    add(placeholder(argument), argument)
                case .clause(let clause):
                    for argument in clause.arguments {
                        let prefix = clause.keyword.map { $0 + " " } ?? ""
                        add(prefix + placeholder(argument), argument, help: argument.help.isEmpty ? clause.help : argument.help)
                    }
                    if clause.arguments.isEmpty, let keyword = clause.keyword { row(keyword, clause.help) }
                case .choice(let choice):
                    for branch in choice.branches {
                        if let keyword = branch.keyword, !branch.help.isEmpty {
                            if choice.isSubcommand { subcommands.append((keyword, branch.help)) } else { row(keyword, branch.help) }
                        }
                        describe(branch.signature.elements)
                    }
                }
            }
        }
        func add(_ label: String, _ argument: Parameter, help: String? = nil) {
            row(label, argument.kind.helpName + ((help ?? argument.help).isEmpty ? "" : ": " + (help ?? argument.help)))
        }
        func row(_ label: String, _ text: String) {
            guard seen.insert(label).inserted else { return }
            arguments.append((label, text))
        }
        describe(signature.elements)
        let options = SignatureProbe.allOptions(of: signature).map { option in
            ("\(option.key)=\(option.valueName)", option.kind.helpName + (option.help.isEmpty ? "" : ": " + option.help))
        } + (signature.openOptions.map { [($0.usage, $0.help)] } ?? [])
        var lines: [String] = []
        let width = ((subcommands + arguments + options).map(\.0.count).max() ?? 0) + 2
        func pad(_ label: String) -> String { label + String(repeating: " ", count: max(1, width - label.count)) }
        if !subcommands.isEmpty { lines.append("subcommands:") }
        lines += subcommands.map { "  " + pad($0.0) + $0.1 }
        if !arguments.isEmpty { lines.append("arguments:") }
        lines += arguments.map { "  " + pad($0.0) + $0.1 }
        if !options.isEmpty { lines.append("options:") }
        lines += options.map { "  " + pad($0.0) + $0.1 }
        return lines
    }
}
