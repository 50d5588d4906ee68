import Foundation

/// The part of swift-argument-parser's description of a command line that the manual needs,
/// decoded from the JSON its `--experimental-dump-help` prints (`ToolInfoV0`, serialization
/// version 0): the same declarations `--help` and the completion scripts are made from.
struct ToolDescription: Decodable {
    let serializationVersion: Int
    let command: CommandInfo

    struct CommandInfo: Decodable {
        let commandName: String
        let abstract: String?
        let discussion: String?
        let shouldDisplay: Bool?
        let defaultSubcommand: String?
        let subcommands: [CommandInfo]?
        let arguments: [ArgumentInfo]?

        var isShown: Bool { shouldDisplay ?? true }
    }

    struct ArgumentInfo: Decodable {
        enum Kind: String, Decodable { case positional, option, flag }

        struct Name: Decodable {
            let kind: String
            let name: String

            /// `--long`, `-s`, or `-long` as typed.
            var typed: String { kind == "long" ? "--" + name : "-" + name }
        }

        let kind: Kind
        let shouldDisplay: Bool
        let isOptional: Bool
        let isRepeating: Bool
        let names: [Name]?
        let valueName: String?
        let defaultValue: String?
        let abstract: String?
        let discussion: String?
    }

    /// The description of `LayoutLab`'s command line, as swift-argument-parser gives it.
    static func load() throws -> ToolDescription {
        let description = try JSONDecoder().decode(ToolDescription.self, from: Data(LayoutLab._dumpHelp().utf8))
        guard description.serializationVersion == 0 else { throw UnknownVersion(version: description.serializationVersion) }
        return description
    }

    struct UnknownVersion: Error, CustomStringConvertible {
        let version: Int
        var description: String { "swift-argument-parser describes its commands in version \(version); the manual reads version 0" }
    }
}
