import Commands

/// The manual page (man(7) markup, section 1), made from the declarations and nothing else:
/// the command line's from swift-argument-parser (``ToolDescription``), and the shell's
/// commands from the registry, the same ones `help` prints. `Scripts/install` writes it as
/// `share/man/man1/layoutlab.1`; `layoutlab generate-manual` prints it.
///
/// It carries no date, so the same program gives the same page on every run.
struct ManualPage {
    let tool: ToolDescription
    let registry: CommandRegistry
    let version: String

    func render() -> String {
        let root = tool.command
        var page: [String] = []
        page.append(#".TH "\#(root.commandName.uppercased())" 1 "" "LayoutLab \#(version)" "User Commands""#)
        // Left-aligned and never hyphenated: a word cut at the margin ('ter-minal', '--al-low-writes')
        // reads worse than a ragged edge, and options must copy as typed.
        page += [".nh", ".ad l"]
        page.append(".SH NAME")
        page.append(Self.text(root.commandName + " - " + (root.abstract ?? "")))
        page.append(".SH SYNOPSIS")
        for command in [root] + (root.subcommands ?? []).filter(\.isShown) {
            let name = command.commandName == root.commandName ? root.commandName : root.commandName + " " + command.commandName
            page.append(".B " + Self.text(name))
            page.append(Self.text(Self.synopsis(of: command.arguments ?? [])))
            page.append(".br")
        }
        page.append(".SH DESCRIPTION")
        if let abstract = root.abstract { page.append(Self.text(abstract)) }
        page += Self.paragraphs(root.discussion)
        page += Self.options(root.arguments ?? [])
        page.append(".SH SUBCOMMANDS")
        for command in (root.subcommands ?? []).filter(\.isShown) {
            page.append(#".SS "\#(Self.text(root.commandName + " " + command.commandName))""#)
            page.append(Self.text((command.abstract ?? "")))
            page += Self.paragraphs(command.discussion)
            page += Self.options(command.arguments ?? [])
        }
        page += commands()
        page += Self.sections()
        return page.joined(separator: "\n") + "\n"
    }

    /// The shell's commands, plugin by plugin in the order `help` lists them: each command's
    /// usage lines (made from its signature) and summary.
    private func commands() -> [String] {
        var lines = [".SH COMMANDS", Self.text("The commands of the shell, which scripts and transcripts run too; in the shell, help COMMAND prints one in full.")]
        var plugins: [String] = []
        for command in registry.commands {
            let plugin = registry.plugins[command.name] ?? ""
            if !plugins.contains(plugin) { plugins.append(plugin) }
        }
        for plugin in plugins {
            lines.append(#".SS "\#(Self.text(plugin))""#)
            for command in registry.commands where registry.plugins[command.name] == plugin {
                lines.append(".TP")
                lines.append(".B " + Self.text(command.name))
                lines.append(Self.text(command.summary))
                if !command.aliases.isEmpty { lines += [".br", Self.text("aliases: " + command.aliases.joined(separator: ", "))] }
                // Filled, a line break after each: a usage line longer than the page wraps at its
                // words under the same indent instead of running past the edge.
                lines += [".RS"] + command.usageLines.flatMap { [Self.text($0), ".br"] } + [".RE"]
            }
        }
        return lines
    }

    /// `--name <value>` for each shown argument, `[...]` around optional ones.
    static func synopsis(of arguments: [ToolDescription.ArgumentInfo]) -> String {
        arguments.filter(\.shouldDisplay).map { argument in
            var word: String
            switch argument.kind {
            case .positional: word = "<\(argument.valueName ?? "value")>"
            case .option: word = (argument.names?.last?.typed ?? "") + " <\(argument.valueName ?? "value")>"
            case .flag: word = argument.names?.last?.typed ?? ""
            }
            if argument.isRepeating { word += " ..." }
            return argument.isOptional ? "[\(word)]" : word
        }.joined(separator: " ")
    }

    /// A tagged paragraph per shown argument: its names and value, its help, its default.
    static func options(_ arguments: [ToolDescription.ArgumentInfo]) -> [String] {
        var lines: [String] = []
        for argument in arguments where argument.shouldDisplay {
            lines.append(".TP")
            let value = argument.valueName.map { "<\($0)>" } ?? "<value>"
            switch argument.kind {
            case .positional: lines.append(".I " + text(value))
            case .option: lines.append(".B " + text((argument.names ?? []).map(\.typed).joined(separator: ", ") + " " + value))
            case .flag: lines.append(".B " + text((argument.names ?? []).map(\.typed).joined(separator: ", ")))
            }
            var help = argument.abstract ?? ""
            if let defaultValue = argument.defaultValue, argument.kind == .option { help += " (default: \(defaultValue))" }
            lines.append(text(help))
            lines += paragraphs(argument.discussion)
        }
        return lines
    }

    /// Discussion text: paragraphs split at empty lines; lines indented by two spaces (the
    /// examples) each on a line of its own, indented (filled, so a long one wraps at its
    /// words rather than past the page's edge).
    static func paragraphs(_ discussion: String?) -> [String] {
        guard let discussion, !discussion.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in discussion.components(separatedBy: "\n\n") {
            lines.append(".PP")
            var preformatted = false
            for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let indented = line.hasPrefix("  ")
                if indented != preformatted {
                    lines += indented ? [".RS"] : [".RE"]
                    preformatted = indented
                }
                lines.append(text(indented ? String(line.dropFirst(2)) : line))
                if indented { lines.append(".br") }
            }
            if preformatted { lines.append(".RE") }
        }
        return lines
    }

    /// `line` as roff text: backslashes as `\e`, hyphens as `\-` (so options copy as typed), a
    /// break point (`\:`) after each `|`,
    /// and a line starting with `.` or `'` guarded by `\&` so it is not read as a request.
    static func text(_ line: String) -> String {
        var escaped = ""
        for character in line {
            switch character {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            // A break point after each '|': a choice of values longer than the page
            // (fill|fillEqually|...) may wrap between its values.
            case "|": escaped += "|\\:"
            default: escaped.append(character)
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}
