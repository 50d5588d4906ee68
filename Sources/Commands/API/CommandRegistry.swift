public import Layout
import Tables

/// The commands the program knows, each under its name and aliases, in the order plugins
/// registered them. Two plugins cannot claim the same name: the second is refused.
public struct CommandRegistry {
    public private(set) var commands: [Command] = []
    /// The plugin each command came from, by command name.
    public private(set) var plugins: [String: String] = [:]
    private var indexByName: [String: Int] = [:]
    /// Property names `set` and `print` accept, per kind of object, for completion and help.
    public private(set) var propertyNames: [ObjectKind: [String]] = [:]
    /// What Tab offers for a property's value (set by the plugin that registers properties).
    public var valueCompleter: (any ValueCompleter)?

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

    public mutating func addPropertyNames(_ names: [String], for kind: ObjectKind) {
        propertyNames[kind, default: []] += names
    }

    public func command(named name: String) -> Command? {
        indexByName[name].map { commands[$0] }
    }

    /// Every name and alias, sorted.
    public var names: [String] {
        indexByName.keys.sorted()
    }
}

/// A name two plugins claim.
public struct RegistrationError: Error, Equatable, CustomStringConvertible {
    public let name: String
    public let registeredBy: String
    public let claimedBy: String

    public var description: String {
        "the command name '\(name)' is claimed by both \(registeredBy) and \(claimedBy)"
    }
}

/// A module of commands. The executable lists the plugins it links.
public protocol Plugin {
    static var name: String { get }
    static func register(in registry: inout CommandRegistry) throws(RegistrationError)
}

/// The kinds of object whose properties `set` and `print` reach.
public enum ObjectKind: String, Hashable, Sendable, CaseIterable {
    case view, label, image, control, scrollView, table, constraint

    /// The kind of a view, from its most specific class.
    public init(of view: View) {
        switch view {
        case is Label: self = .label
        case is ImageView: self = .image
        case is Control: self = .control
        case is TableView: self = .table
        case is ScrollView: self = .scrollView
        default: self = .view
        }
    }
}
