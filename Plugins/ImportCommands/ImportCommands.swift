public import Commands
import Layout

/// `import`, `paste` and `find`: console output from an app (conflict reports, view
/// descriptions, traces, constraint listings) read into a live scene, and the scene's objects
/// found again by the addresses the log printed.
///
/// The reading is a hand scanner over bytes (``LogReader`` and the readers beside it): lines
/// are classified, constraint descriptions parsed by their grammar, and anything not read is a
/// warning with its line and column. The plan (``ImportPlan``) names the views, infers which
/// is inside which, and decides how each constraint is held; the builder makes it through the
/// scene's journaled API, so the shell rolls a failing import back whole.
public enum ImportCommands: Plugin {
    public static let name = "ImportCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(ImportCommand.importCommand, from: name)
        try registry.register(ImportCommand.pasteCommand, from: name)
        try registry.register(FindCommand.command, from: name)
        try registry.register(properties: [ImportRecords.viewProperty], for: "view", from: name)
        try registry.register(properties: [ImportRecords.constraintProperty], for: "constraint", from: name)
    }
}
