import Commands
public import ScriptSyntax

/// A line a command printed: text, or an error kept with where it points, so it can be shown
/// at the place it was typed or at the place a transcript holds the command.
public enum OutputLine: Equatable {
    case text(String)
    case error(SyntaxError, command: ScriptCommand, sourceLine: String)

    public var isError: Bool {
        if case .error = self { true } else { false }
    }

    /// The lines as shown where the command was typed.
    public func rendered(file: String) -> [String] {
        switch self {
        case .text(let text):
            return [text]
        case .error(let error, _, let sourceLine):
            return error.rendered(file: file, sourceLine: sourceLine).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The lines as shown when the command stands alone on line `line` of `file`.
    public func rendered(file: String, commandLine line: Int) -> [String] {
        switch self {
        case .text(let text):
            return [text]
        case .error(var error, let command, _):
            error.location.line = line
            error.location.column -= command.location.column - 1
            return error.rendered(file: file, sourceLine: command.source)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
