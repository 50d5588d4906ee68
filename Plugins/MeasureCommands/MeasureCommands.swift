public import Commands

/// `measure FIRST SECOND`: the distances between two views on screen, as Interface Builder
/// shows them when a view is selected and the pointer rests on another with Option held.
///
/// The worked example of Writing a Plugin: a folder with its sources, tests, transcript and
/// help examples, and one entry in Package.swift's list of plugins.
public enum MeasureCommands: Plugin {
    public static let name = "MeasureCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(MeasureCommand.command, from: name)
    }
}
