public import Commands

/// The plugins the program links, in the order `help` lists them: the families of Package.swift's
/// one list of plugins, read from this target's dependencies by the PluginList build tool
/// (``listed``). The executable, the benchmarks, the tests and the fuzz targets all register
/// from here, so a new family of commands is its folder under `Plugins/` and its entry in
/// Package.swift's list, and nothing else.
public enum StandardPlugins {
    public static var all: [any Plugin.Type] { listed }
}
