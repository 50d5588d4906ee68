import Commands

/// What `help` prints.
enum Help {
    static func overview(_ registry: CommandRegistry) -> [String] {
        var lines: [String] = []
        var plugins: [String] = []
        for command in registry.commands {
            let plugin = registry.plugins[command.name] ?? ""
            if !plugins.contains(plugin) { plugins.append(plugin) }
        }
        let width = (registry.commands.map(\.name.count).max() ?? 0) + 2
        for plugin in plugins {
            lines.append("\(plugin):")
            for command in registry.commands where registry.plugins[command.name] == plugin {
                lines.append("  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary)
            }
        }
        lines.append("A line that starts with ITEM.ATTRIBUTE and a relation makes a constraint (see help constrain).")
        lines.append("Type help COMMAND for its usage; Tab completes commands, names and attributes.")
        return lines
    }

    /// `help COMMAND`: the usage lines (generated from the signature), the summary, each
    /// argument and option with its kind and help line, then the discussion and examples.
    static func command(_ command: Command) -> [String] {
        var lines = command.usageLines.enumerated().map { ($0.offset == 0 ? "usage: " : "       ") + $0.element }
        lines.append(command.summary)
        if !command.aliases.isEmpty { lines.append("aliases: " + command.aliases.joined(separator: ", ")) }
        if let signature = command.signature { lines += Usage.descriptions(signature) }
        if !command.discussion.isEmpty { lines += command.discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return lines
    }

    /// What `help` prints for its arguments (``ShellCommands/parse(_:)``): the overview,
    /// the properties, or one command; an unknown name gets the closest one suggested.
    static func lines(for arguments: ParsedArguments, registry: CommandRegistry) throws(SyntaxError) -> [String] {
        if arguments.branch("TOPIC") == "properties" { return properties(registry) }
        guard arguments.has("COMMAND") else { return overview(registry) }
        let token = try arguments.token("COMMAND")
        guard let found = registry.command(named: token.text) else { throw unknownCommand(token, registry: registry) }
        return command(found)
    }

    /// `help NAME` for a name no command has: the error suggests the closest one.
    static func unknownCommand(_ token: Token, registry: CommandRegistry) -> SyntaxError {
        var message = "unknown command '\(token.text)'"
        if let suggestion = Session.closest(to: token.text, among: registry.names) { message += "; did you mean '\(suggestion)'?" }
        return SyntaxError(message: message, found: token.quotedForMessage, at: token.location, length: token.length)
    }

    static func properties(_ registry: CommandRegistry) -> [String] {
        ObjectKind.allCases.compactMap { kind in
            guard let names = registry.propertyNames[kind], !names.isEmpty else { return nil }
            return "\(kind.rawValue): " + names.joined(separator: ", ")
        }
    }
}
