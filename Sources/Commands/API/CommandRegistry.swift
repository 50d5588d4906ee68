public import ScriptSyntax
/// The commands the program knows, each under its name and aliases, in the order plugins
/// registered them. Two plugins cannot claim the same name: the second is refused.
public struct CommandRegistry {
    public private(set) var commands: [Command] = []
    /// The plugin each command came from, by command name.
    public private(set) var plugins: [String: String] = [:]
    private var indexByName: [String: Int] = [:]
    /// What Tab offers for a property's value (set by the plugin that registers properties).
    /// The registered object kinds answer unless something else is set (tests set a stub).
    public var valueCompleter: (any ValueCompleter)? {
        get { customValueCompleter ?? objectKinds }
        set { customValueCompleter = newValue }
    }
    private var customValueCompleter: (any ValueCompleter)?
    /// The kinds of object plugins registered, with their typed properties.
    public private(set) var objectKinds = ObjectKinds()
    /// Line forms that run a command without its name, in the order registered.
    public private(set) var lineForms: [LineForm] = []
    /// What random scenes are made of (``SceneGenerator``), in the order registered.
    public private(set) var sceneIngredients: [SceneIngredient] = []

    public init() {}

    /// Adds a command. A name or alias already taken (by any plugin) is refused.
    public mutating func register(_ command: Command, from plugin: String) throws(RegistrationError) {
        for name in [command.name] + command.aliases {
            if let index = indexByName[name] {
                let owner = plugins[commands[index].name] ?? "?"
                throw RegistrationError(name: name, registeredBy: owner, claimedBy: plugin)
            }
        }
        for name in [command.name] + command.aliases { indexByName[name] = commands.count }
        plugins[command.name] = plugin
        commands.append(command)
    }

    /// Registers every command of a plugin.
    public mutating func register(_ plugin: any Plugin.Type) throws(RegistrationError) {
        try plugin.register(in: &self)
    }

    /// Adds a kind of object (`view`, `label`, `constraint`); its parent must come first.
    public mutating func register(kind: ObjectKind, from plugin: String) throws(RegistrationError) {
        try objectKinds.register(kind, from: plugin)
    }

    /// Adds properties to a registered kind.
    public mutating func register(properties: [Property], for kind: String, from plugin: String) throws(RegistrationError) {
        for property in properties { try objectKinds.register(property, for: kind, from: plugin) }
    }

    /// Adds a kind of thing random scenes hold (``SceneIngredient``): its kind, if it names
    /// one, must be registered first; a name taken is refused.
    public mutating func register(ingredient: SceneIngredient, from plugin: String) throws(RegistrationError) {
        if let kind = ingredient.kind, objectKinds.kind(named: kind) == nil {
            throw RegistrationError(name: kind, registeredBy: "no plugin", claimedBy: plugin, what: "object kind")
        }
        if sceneIngredients.contains(where: { $0.name == ingredient.name }) {
            throw RegistrationError(name: ingredient.name, registeredBy: "another plugin", claimedBy: plugin, what: "scene ingredient")
        }
        sceneIngredients.append(ingredient)
    }

    /// Adds a form of line that runs a registered command without naming it: a line that
    /// starts `item.attribute ==` is a constraint. A line that names a command is that command;
    /// a form is tried only for a line whose first word names none.
    public mutating func register(_ form: LineForm, from plugin: String) throws(RegistrationError) {
        guard command(named: form.command) != nil else {
            throw RegistrationError(name: form.command, registeredBy: "no plugin", claimedBy: plugin, what: "command a line form runs")
        }
        lineForms.append(form)
    }

    public func command(named name: String) -> Command? {
        indexByName[name].map { commands[$0] }
    }

    /// The command a line's tokens run: the one its first word names, else the first line form
    /// that matches them.
    public func command(for tokens: [Token]) -> Command? {
        guard let first = tokens.first else { return nil }
        if let command = command(named: first.text) { return command }
        guard let form = lineForms.first(where: { $0.matches(tokens) }) else { return nil }
        return command(named: form.command)
    }

    /// What the line forms say of a line that runs nothing but nearly has one of their forms.
    public func nearMiss(_ tokens: [Token]) -> String? {
        lineForms.lazy.compactMap { $0.nearMiss(tokens) }.first
    }

    /// How a line starting with `name` is read: by its command's declaration, as tokens when
    /// it names none.
    public func lineReading(forCommandNamed name: String) -> LineReading {
        command(named: name)?.lineReading ?? .tokens
    }

    /// Every name and alias, sorted.
    public var names: [String] {
        indexByName.keys.sorted()
    }
}

/// A name two plugins claim, or a kind a plugin names before anyone registered it.
public struct RegistrationError: Error, Equatable, CustomStringConvertible {
    public let name: String
    public let registeredBy: String
    public let claimedBy: String
    /// What the name is of: a command name, an object kind, a property.
    public var what = "command name"

    public var description: String {
        "the \(what) '\(name)' is claimed by both \(registeredBy) and \(claimedBy)"
    }
}

/// A line that runs a command without naming it (`a.top == b.top` is `constrain`).
public struct LineForm: Sendable {
    /// The command it runs, with the line's tokens as its arguments.
    public let command: String
    let matches: @Sendable ([Token]) -> Bool
    /// What to say of a line that names no command and nearly has this form (`a.top = b.top`
    /// for `a.top == b.top`), added to the unknown command's error; nil for other lines.
    let nearMiss: @Sendable ([Token]) -> String?

    public init(command: String, matches: @escaping @Sendable (_ tokens: [Token]) -> Bool,
                nearMiss: @escaping @Sendable (_ tokens: [Token]) -> String? = { _ in nil }) {
        self.command = command
        self.matches = matches
        self.nearMiss = nearMiss
    }
}

/// A module of commands. The executable lists the plugins it links.
public protocol Plugin {
    static var name: String { get }
    static func register(in registry: inout CommandRegistry) throws(RegistrationError)
}
