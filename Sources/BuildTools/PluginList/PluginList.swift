import Foundation
import PackagePlugin

/// Writes the list of plugins the StandardPlugins target links (`StandardPlugins.listed`)
/// from that target's dependencies, which Package.swift makes from its one list of plugins:
/// a family of commands is then its folder and one entry in that list, and nothing else
/// names it. Each plugin's module holds a type of the same name conforming to `Plugin`.
@main
struct PluginList: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // The dependencies that are plugins: the targets whose folder is under Plugins/.
        let plugins = target.dependencies.compactMap { dependency -> String? in
            guard case .target(let module) = dependency, module.directoryURL.pathComponents.contains("Plugins") else { return nil }
            return module.name
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "StandardPlugins+Listed.swift")
        return [
            .buildCommand(
                displayName: "Listing the plugins of \(target.name)",
                executable: try context.tool(named: "plugin-list").url,
                arguments: [output.path] + plugins,
                outputFiles: [output]
            )
        ]
    }
}
