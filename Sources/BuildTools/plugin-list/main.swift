import Foundation

/// `plugin-list OUTPUT PLUGIN...`: writes the Swift file that lists the plugins, in the order
/// given (Package.swift's), for the PluginList build tool. Each plugin's module is imported
/// and its type of the same name listed.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: plugin-list OUTPUT PLUGIN...\n".utf8))
    exit(64)
}
let plugins = Array(arguments.dropFirst())
let text = """
    // Written by the PluginList build tool from Package.swift's list of plugins: not edited by hand.
    import Commands
    \(plugins.map { "import \($0)" }.joined(separator: "\n"))

    extension StandardPlugins {
        /// The plugins, in Package.swift's order.
        static var listed: [any Plugin.Type] { [
    \(plugins.map { "        \($0).self," }.joined(separator: "\n"))
        ] }
    }

    """
do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("plugin-list: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
