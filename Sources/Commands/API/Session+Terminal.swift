extension Session {
    private enum TerminalColumns: SessionKey {
        static var defaultValue: Int { 80 }
    }

    private enum TerminalColours: SessionKey {
        static var defaultValue: Bool { false }
    }

    /// How many columns the terminal showing the output has: the interactive shell sets it
    /// before each line; a transcript or a pipe sets nothing, so pictures drawn for them are
    /// 80 columns wide, the same bytes on every machine.
    public var terminalColumns: Int {
        get { self[TerminalColumns.self] }
        set { self[TerminalColumns.self] = newValue }
    }

    /// Whether output may carry ANSI colours: only on a terminal, and not under NO_COLOR.
    public var terminalColours: Bool {
        get { self[TerminalColours.self] }
        set { self[TerminalColours.self] = newValue }
    }
}
