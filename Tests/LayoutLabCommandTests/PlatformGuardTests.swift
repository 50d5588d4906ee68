import Foundation
import Testing

/// macOS cannot be built here, so a source check stands in for it: every import of a
/// platform's C library (Glibc, Darwin, Musl) and every name qualified by one sits in an
/// `#if canImport(...)` or `#if os(...)` block that has another branch for the other systems.
@Suite("Platform guards")
struct PlatformGuardTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let platformModules = ["Glibc", "Darwin", "Musl"]

    /// Where `text` uses a platform module outside a guarded block with an alternative.
    static func unguardedUses(in text: String) -> [Int] {
        // Each open #if: whether it tests the platform, and whether it has another branch.
        struct Block { var isPlatform: Bool; var hasAlternative: Bool; var uses: [Int] }
        var blocks: [Block] = [], found: [Int] = []
        let platformTest = #/#(?:else)?if\s+(?:!\s*)?(?:canImport\(\s*(?:Glibc|Darwin|Musl)\s*\)|os\()/#
        let use = #/^\s*(?:@preconcurrency\s+)?import\s+(?:Glibc|Darwin|Musl)\b|\b(?:Glibc|Darwin|Musl)\./#
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Only directives and lines naming a platform module matter (and Swift's regexes
            // are slow enough in a debug build to skip the rest unread).
            let names = platformModules.contains { line.contains($0) }
            let plain = line.trimmingCharacters(in: .whitespaces)
            guard names || plain.hasPrefix("#") else { continue }
            // String literals' contents are text, not uses (this file's own examples).
            let trimmed = names ? plain.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"") : plain
            if trimmed.hasPrefix("#if") {
                blocks.append(Block(isPlatform: trimmed.contains(platformTest), hasAlternative: false, uses: []))
            } else if trimmed.hasPrefix("#elseif") || trimmed.hasPrefix("#else") {
                guard !blocks.isEmpty else { continue }
                blocks[blocks.count - 1].hasAlternative = true
                if trimmed.contains(platformTest) { blocks[blocks.count - 1].isPlatform = true }
            } else if trimmed.hasPrefix("#endif") {
                guard let block = blocks.popLast() else { continue }
                if !(block.isPlatform && block.hasAlternative) { found += block.uses }
            } else if names, !trimmed.hasPrefix("//"), trimmed.contains(use) {
                if blocks.isEmpty { found.append(index + 1) } else { blocks[blocks.count - 1].uses.append(index + 1) }
            }
        }
        return found + blocks.flatMap(\.uses)
    }

    @Test func everyPlatformImportHasItsOtherBranch() throws {
        var files = 0, problems: [String] = []
        for folder in ["Sources", "Plugins", "Tests"] {
            let base = Self.root.appendingPathComponent(folder).path
            // Build folders hold the packages' checkouts (Tests/Fuzz/.build after Scripts/fuzz: swift-syntax's own sources).
            for path in (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []).sorted()
            where path.hasSuffix(".swift") && !path.split(separator: "/").contains(where: { $0.hasPrefix(".build") }) {
                files += 1
                let text = try String(contentsOfFile: base + "/" + path, encoding: .utf8)
                problems += Self.unguardedUses(in: text).map { "\(folder)/\(path):\($0)" }
            }
        }
        #expect(files > 100)
        #expect(problems.isEmpty, "unguarded: \(problems.joined(separator: ", "))")
    }

    @Test func theCheckFindsWhatItLooksFor() {
        #expect(PlatformGuardTests.unguardedUses(in: "import Glibc\nlet x = 1") == [1])
        #expect(PlatformGuardTests.unguardedUses(in: "#if canImport(Glibc)\n    import Glibc\n#endif") == [2])
        #expect(PlatformGuardTests.unguardedUses(in: "#if canImport(Glibc)\n    import Glibc\n#elseif canImport(Darwin)\n    import Darwin\n#endif").isEmpty)
        #expect(PlatformGuardTests.unguardedUses(in: "let n = Glibc.write(1, nil, 0)") == [1])
        #expect(PlatformGuardTests.unguardedUses(in: "#if DEBUG\nlet n = Glibc.write(1, nil, 0)\n#else\n#endif") == [2])
        #expect(PlatformGuardTests.unguardedUses(in: "#if os(Linux)\nGlibc.exit(0)\n#else\nDarwin.exit(0)\n#endif").isEmpty)
    }
}
