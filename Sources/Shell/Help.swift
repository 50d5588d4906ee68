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

    static func command(_ command: Command) -> [String] {
        var lines = ["usage: \(command.usage)", command.summary]
        if !command.aliases.isEmpty { lines.append("aliases: " + command.aliases.joined(separator: ", ")) }
        if !command.discussion.isEmpty { lines += command.discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return lines
    }

    static func properties(_ registry: CommandRegistry) -> [String] {
        ObjectKind.allCases.compactMap { kind in
            guard let names = registry.propertyNames[kind], !names.isEmpty else { return nil }
            return "\(kind.rawValue): " + names.joined(separator: ", ")
        }
    }
}
