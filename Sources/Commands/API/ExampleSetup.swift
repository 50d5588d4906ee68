/// What the examples in a command's help presume, declared beside them: the scene they name
/// (lines run first, in a fresh session) and the files they read. `HelpExampleTests` runs
/// every example of every registered command after its setup, so an example that stops working
/// fails a test, and a new plugin's examples are checked with nothing registered elsewhere.
public struct ExampleSetup: Sendable {
    /// Script lines that make the objects the examples name (`view box`, a table and its rows).
    public let scene: [String]
    /// The files the examples read: the name an example uses, and the file in the repository
    /// (a path from the package's root) copied there for the test.
    public let files: [File]

    public struct File: Sendable, Equatable {
        public let name: String
        public let repositoryPath: String

        public init(_ name: String, from repositoryPath: String) {
            self.name = name
            self.repositoryPath = repositoryPath
        }
    }

    public init(scene: [String] = [], files: [File] = []) {
        self.scene = scene
        self.files = files
    }

    /// The examples presume nothing: each makes what it names.
    public static let nothing = ExampleSetup()

    /// This setup, then these lines: an example that animates a shared scene, say.
    public func then(_ lines: [String]) -> ExampleSetup {
        ExampleSetup(scene: scene + lines, files: files)
    }
}
