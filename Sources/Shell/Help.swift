import Commands
import ScriptSyntax

/// What `help` prints, fitted to `room` columns (``HelpReflow``).
enum Help {
    static func overview(_ registry: CommandRegistry, room: Int) -> [String] {
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
                lines += HelpReflow.row("  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary, room: room)
            }
        }
        lines += HelpReflow.plain("A line that starts with ITEM.ATTRIBUTE and a relation makes a constraint (see help constrain).", room: room)
        lines += HelpReflow.plain("Type help COMMAND for its usage; Tab completes commands, names and attributes.", room: room)
        return lines
    }

    /// `help COMMAND`: the usage lines (generated from the signature), the summary, each
    /// argument and option with its kind and help line, then the discussion and examples.
    static func command(_ command: Command, room: Int) -> [String] {
        var lines = command.usageLines.enumerated().flatMap { HelpReflow.usage(($0.offset == 0 ? "usage: " : "       ") + $0.element, room: room) }
        lines += HelpReflow.plain(command.summary, room: room)
        if !command.aliases.isEmpty { lines += HelpReflow.plain("aliases: " + command.aliases.joined(separator: ", "), room: room) }
        lines += Usage.descriptions(command.signature).flatMap { HelpReflow.row($0, room: room) }
        if !command.discussion.isEmpty {
            lines += HelpReflow.discussion(command.discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), room: room)
        }
        return lines
    }

    /// What `help` prints for its arguments (``ShellCommands/parse(_:)``): the overview,
    /// the properties, or one command; an unknown name gets the closest one suggested.
    static func lines(for arguments: ParsedArguments, registry: CommandRegistry, session: Session) throws(SyntaxError) -> [String] {
        let room = HelpReflow.room(forWidth: session.terminalColumns)
        if arguments.branch("TOPIC") == "properties" { return properties(registry).flatMap { HelpReflow.plain($0, room: room, hanging: 2) } }
        guard arguments.has("COMMAND") else { return overview(registry, room: room) }
        let token = try arguments.token("COMMAND")
        // `help label.numberOfLines`, `help header.frame`: one property.
        if let lines = try property(token, registry, session: session) { return lines.flatMap { HelpReflow.plain($0, room: room) } }
        let kind = registry.objectKinds.kind(named: token.text)
        guard let found = registry.command(named: token.text) else {
            if let kind { return Help.kind(kind, registry, room: room) }
            throw unknownCommand(token, registry: registry)
        }
        return command(found, room: room) + (kind.map { Help.kind($0, registry, room: room) } ?? [])
    }

    /// `help NAME` for a name no command has: the error suggests the closest one.
    static func unknownCommand(_ token: Token, registry: CommandRegistry) -> SyntaxError {
        var message = "unknown command '\(token.text)'"
        if let suggestion = Spelling.closest(to: token.text, among: registry.names) { message += "; did you mean '\(suggestion)'?" }
        return SyntaxError(message: message, found: token.quotedForMessage, at: token.location, length: token.length)
    }

    /// Every kind's own properties, kind by kind (a kind also has its parent's).
    static func properties(_ registry: CommandRegistry) -> [String] {
        let kinds = registry.objectKinds
        return kinds.kinds.compactMap { kind in
            let names = kinds.ownProperties(of: kind).map(\.name)
            let inherits = kind.parent.map { "every \($0) property" }
            guard !names.isEmpty || inherits != nil else { return nil }
            return "\(kind.name): " + (names + [inherits].compactMap { $0 }).joined(separator: ", ")
        } + ["Type help KIND.PROPERTY (help label.numberOfLines) or help OBJECT.PROPERTY for one property."]
    }

    /// `help KIND`: the kind and its own properties with their types; the kinds it inherits
    /// from, by name (each has its own `help`).
    static func kind(_ kind: ObjectKind, _ registry: CommandRegistry, room: Int) -> [String] {
        let kinds = registry.objectKinds
        var lines = ["\(kind.name): \(kind.summary)"]
        let own = kinds.ownProperties(of: kind)
        if !own.isEmpty {
            lines.append("properties:")
            let width = (own.map(\.name.count).max() ?? 0) + 2
            for property in own {
                let access = property.isSettable ? "" : ", read-only"
                lines += HelpReflow.row("  " + property.name + String(repeating: " ", count: width - property.name.count) + property.type.shortName + access, room: room)
            }
        }
        let ancestors = kinds.lineage(of: kind).dropFirst().map(\.name)
        if !ancestors.isEmpty {
            lines.append("and every property of " + ancestors.map { "\($0) (help \($0))" }.joined(separator: ", "))
        }
        lines.append("help \(kind.name).PROPERTY explains one.")
        return [lines[0]].flatMap { HelpReflow.plain($0, room: room) } + lines.dropFirst().flatMap { $0.hasPrefix("  ") ? [$0] : HelpReflow.plain($0, room: room) }
    }

    /// `help label.numberOfLines`, `help header.frame`: one property explained. Nil when the
    /// word names neither a kind nor an object; an error at the property when the kind has no
    /// such property.
    static func property(_ token: Token, _ registry: CommandRegistry, session: Session) throws(SyntaxError) -> [String]? {
        let parts = token.text.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let kinds = registry.objectKinds
        guard let kind = kinds.kind(named: parts[0]) ?? session.object(named: parts[0]).flatMap({ kinds.kind(of: $0) }) else { return nil }
        guard let property = kinds.property(named: parts[1], of: kind) else {
            var message = "\(kind.name) has no property '\(parts[1])'"
            if let suggestion = Spelling.closest(to: parts[1], among: kinds.properties(of: kind).map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            let location = SourceLocation(line: token.location.line, column: token.location.column + parts[0].count + 1)
            throw SyntaxError(message: message + " (help \(kind.name) lists them)", found: "'\(parts[1])'", at: location, length: parts[1].count)
        }
        let owner = kinds.declaringKind(of: property.name, from: kind)?.name ?? kind.name
        return [
            "\(owner).\(property.name): \(property.type.shortName)\(property.isSettable ? "" : ", read-only")",
            property.help,
            "Values: \(property.type)",
        ]
    }
}
