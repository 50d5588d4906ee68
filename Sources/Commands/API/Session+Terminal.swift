extension Session {
    /// How many columns the terminal showing the output has: the interactive shell sets it
    /// before each line; a transcript or a pipe sets nothing, so pictures drawn for them are
    /// 80 columns wide, the same bytes on every machine.
    public var terminalColumns: Int {
        get { self["terminal.columns", default: 80] }
        set { self["terminal.columns", default: 80] = newValue }
    }

    /// Whether output may carry ANSI colours: only on a terminal, and not under NO_COLOR.
    public var terminalColours: Bool {
        get { self["terminal.colours", default: false] }
        set { self["terminal.colours", default: false] = newValue }
    }
}
