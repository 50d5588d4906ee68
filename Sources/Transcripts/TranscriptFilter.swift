/// Which transcripts `layoutlab test --filter PATTERN` runs: those whose path, as listed,
/// contains a match of one of the patterns, a glob (``GlobPattern``: `*` any run of
/// characters, `/` included, `?` one character). A pattern without wildcards is a substring:
/// `--filter dump/` runs the transcripts of every `dump` folder, `--filter 'table*.lab'`
/// those whose file name starts with `table`. No patterns runs everything.
public struct TranscriptFilter: Hashable, Sendable {
    private let globs: [GlobPattern]

    public init(patterns: [String]) {
        globs = patterns.map { GlobPattern("*" + $0 + "*") }
    }

    /// Whether the transcript at `path` runs.
    public func includes(_ path: String) -> Bool {
        globs.isEmpty || globs.contains { $0.matches(path) }
    }
}
