public import Layout

/// What a command works on: the scene, and where its output goes.
///
/// Commands write lines with ``emit(_:)``; the shell shows them, or a transcript keeps them.
/// The model never prints: what it reports (conflicts) the session turns into lines after
/// each command.
public final class Session {
    public private(set) var scene: Scene
    /// The screen a fresh scene starts on.
    public let initialScreen: Screen
    private var output: [String] = []
    /// State that plugins keep between commands, by key.
    private var storage: [String: Any] = [:]

    public init(screen: Screen = .iPhone320x568) {
        initialScreen = screen
        scene = Scene(screen: screen)
    }

    /// Starts over on a fresh scene (used to replay history for undo).
    public func reset() {
        scene = Scene(screen: initialScreen)
        output = []
        storage = [:]
    }

    public func emit(_ line: String) {
        output.append(line)
    }

    public func emit(lines: [String]) {
        output += lines
    }

    /// The lines written since the last call, with any conflict the model reported meanwhile.
    public func takeOutput() -> [String] {
        for report in scene.takeReports() { output += report.lines }
        defer { output = [] }
        return output
    }

    /// Plugin state: `session[key, default: value]`.
    public subscript<Value>(key: String, default value: @autoclosure () -> Value) -> Value {
        get { storage[key] as? Value ?? value() }
        set { storage[key] = newValue }
    }
}
