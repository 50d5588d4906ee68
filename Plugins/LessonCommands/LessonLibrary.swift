import Foundation

/// Where the lessons are, and which there are: `Scripts/lessons/N-NAME.lab`, in the order of
/// their numbers.
///
/// The folder is `$LAYOUTLAB_LESSONS` when set, else `../share/layoutlab/lessons` beside the
/// executable's folder (where `Scripts/install PREFIX` puts them: `PREFIX/bin/layoutlab` and
/// `PREFIX/share/layoutlab/lessons`, so an installed tree can be moved whole), else the
/// `Scripts/lessons` of the checkout the program was built in (found by walking up from the
/// executable, which `swift build` puts under `.build/`), else `Scripts/lessons` under the
/// current folder.
struct LessonLibrary {
    struct Entry: Equatable {
        let number: Int
        let name: String
        let path: String
    }

    let folder: String?
    let entries: [Entry]

    init(folder: String?) {
        self.folder = folder
        entries = folder.map(Self.entries(in:)) ?? []
    }

    static func standard() -> LessonLibrary {
        LessonLibrary(folder: findFolder())
    }

    static func findFolder() -> String? {
        let files = FileManager.default
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["LAYOUTLAB_LESSONS"], !explicit.isEmpty { return explicit }
        var candidates: [String] = []
        if let executable = executablePath() {
            var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            candidates.append(folder.deletingLastPathComponent().appendingPathComponent("share/layoutlab/lessons").path)
            for _ in 0..<5 {
                candidates.append(folder.appendingPathComponent("Scripts/lessons").path)
                folder = folder.deletingLastPathComponent()
            }
        }
        candidates.append(files.currentDirectoryPath + "/Scripts/lessons")
        return candidates.first { path in
            var isFolder: ObjCBool = false
            return files.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// The running program's file, links resolved (a link in `/usr/local/bin` to an installed
    /// tree elsewhere finds that tree's lessons).
    static func executablePath() -> String? {
        #if os(Linux)
        // The kernel's own record of the program, already free of links.
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        // Foundation asks the system (_NSGetExecutablePath on macOS), which may name a link.
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path
        #endif
    }

    /// The `N-NAME.lab` files of `folder`, by number; others are not lessons.
    static func entries(in folder: String) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let entries = names.compactMap { file -> Entry? in
            guard file.hasSuffix(".lab"), let dash = file.firstIndex(of: "-"), let number = Int(file[..<dash]) else { return nil }
            let name = String(file[file.index(after: dash)...].dropLast(4))
            guard !name.isEmpty else { return nil }
            return Entry(number: number, name: name, path: folder + "/" + file)
        }
        return entries.sorted { ($0.number, $0.name) < ($1.number, $1.name) }
    }

    /// The lesson a name or number given to `lesson` means.
    func entry(named name: String) -> Entry? {
        entries.first { $0.name == name || String($0.number) == name }
    }
}
