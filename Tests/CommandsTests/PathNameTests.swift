@testable import Commands
import Testing

/// Path arithmetic never traps: Foundation's `deletingLastPathComponent` trapped on every
/// one-character relative path (`save a`, `LAYOUTLAB_HISTORY=h`), so each of these inputs
/// once killed the process that computed its folder.
@Suite("Path names")
struct PathNameTests {
    @Test(arguments: [
        ("a", "."), (".", "."), ("é", "."), ("a/", "."), ("./", "."), ("", "."), ("..", "."),
        ("/", "/"), ("/a", "/"), ("x/a", "x"), ("./a", "."), ("/x/y/z.lab", "/x/y"), ("x//a", "x"),
    ])
    func theFolderOfAnyPath(path: String, folder: String) {
        #expect(PathName.folder(of: path) == folder)
    }

    @Test(arguments: [("a", "a"), ("x/a.lab", "a.lab"), ("a/", "a"), ("/", "/"), ("", ""), ("..", ".."), ("/x/..", "..")])
    func theLastComponent(path: String, last: String) {
        #expect(PathName.lastComponent(of: path) == last)
    }

    /// A path read against the folder of the file naming it: an absolute one stays, no
    /// folder leaves it as typed.
    @Test(arguments: [("x", "a", "x/a"), ("/x", "a", "/x/a"), (".", "a", "./a"), ("", "a", "a"), ("x", "/a", "/a"), ("/", "a", "/a")])
    func joining(folder: String, path: String, joined: String) {
        #expect(PathName.joining(folder, path) == joined)
    }

    /// A test run's writes stay in its folder: a relative path inside it, never one climbing
    /// out or naming the folder itself.
    @Test(arguments: [
        ("a", "/t/a"), ("x/../b", "/t/b"), ("./c", "/t/c"), ("..", nil), ("../t/a", nil), ("x/../../a", nil), (".", nil), ("", nil),
    ] as [(String, String?)])
    func confinement(path: String, inside: String?) {
        #expect(PathName.resolving(path, inside: "/t") == inside)
    }

    @Test func normalising() {
        #expect(PathName.normalized("/a/./b/../c") == "/a/c")
        #expect(PathName.normalized("a") == "a")
        #expect(PathName.normalized(".") == ".")
        #expect(PathName.normalized("./") == ".")
    }
}
