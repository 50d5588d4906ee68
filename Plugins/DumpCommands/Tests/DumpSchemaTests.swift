import Commands
@testable import DumpCommands
import Foundation
import Layout
import PluginTesting
import Tables
import TestSupport
import Testing
import Transcripts

/// The JSON Schema shipped with DumpCommands against every JSON the transcripts make: the lines
/// `dump ... json` prints in them, the .json files they write, and `dump all json` plus
/// `dump table T json` of each transcript's final scene.
@Suite("Dump JSON schema")
struct DumpSchemaTests {
    private func schema() throws -> JSONSchemaSubset {
        let data = try #require(DumpSchema.data(), "the schema resource is packaged with DumpCommands")
        return try JSONSchemaSubset(JSONValue.parse(String(decoding: data, as: UTF8.self)))
    }

    @Test func theSchemaNamesTheVersionTheDumpWrites() throws {
        let data = try #require(DumpSchema.data())
        guard case .object(let root) = try JSONValue.parse(String(decoding: data, as: UTF8.self)),
              case .object(let properties)? = root["properties"], case .object(let version)? = properties["schema"] else {
            Issue.record("the schema has no properties.schema")
            return
        }
        #expect(version["const"] == .string(DumpDocument.schemaName))
        #expect(root["title"] == .string(DumpDocument.schemaName))
    }

    /// Every .lab file under Scripts, replayed command by command in a fresh session each.
    @Test func everyJSONTheTranscriptsMakeConformsToTheSchema() throws {
        let validator = try schema()
        let scripts = Harness.packageRoot.appendingPathComponent("Scripts").path
        let files = (FileManager.default.enumerator(atPath: scripts)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".lab") }.sorted()
        #expect(files.count > 20)
        var checked = 0, kinds: Set<String> = []
        for file in files {
            let path = scripts + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let folder = try TemporaryFolder.make("layoutlab-schema")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let interpreter = try Harness(file: file, directory: (path as NSString).deletingLastPathComponent).interpreter
            interpreter.session.writeScope = .confined(folder: folder)
            var documents: [(String, String)] = []
            func run(_ command: String, line: Int) -> [String] {
                interpreter.run(line: command, number: line).flatMap { $0.rendered(file: file) }
            }
            for command in Transcript(parsing: text).commands {
                for output in run(command.text, line: command.line) where output.hasPrefix("{") {
                    documents.append(("\(file):\(command.line)", output))
                }
            }
            for written in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where written.hasSuffix(".json") {
                documents.append(("\(file): \(written)", try String(contentsOfFile: folder + "/" + written, encoding: .utf8)))
            }
            // The final scene, whole: tree, constraints, timeline, and each table.
            let tables = interpreter.session.scene.views.compactMap { $0 as? TableView }.map(\.name).sorted()
            for (index, command) in (["dump all json"] + tables.map { "dump table \($0) json" }).enumerated() {
                for output in run(command, line: 10_000 + index) { documents.append(("\(file) then \(command)", output)) }
            }
            for (source, json) in documents {
                let value = try JSONValue.parse(json)
                let problems = validator.problems(value)
                #expect(problems.isEmpty, "\(source): \(problems.joined(separator: "; "))")
                if case .object(let fields) = value { kinds.formUnion(fields.keys) }
                checked += 1
            }
        }
        // Every part of the dump was among them.
        #expect(kinds == ["schema", "tree", "constraints", "table", "timeline"])
        #expect(checked > files.count)
    }

    @Test func theValidatorRefusesWhatTheSchemaForbids() throws {
        let validator = try schema()
        let rect = #"{"x":0,"y":0,"width":1,"height":1}"#
        let view = #"{"name":"a","className":"UIView","frame":\#(rect),"alpha":1,"hidden":false,"translatesAutoresizingMaskIntoConstraints":false,"ambiguous":[],"subviews":[]}"#
        #expect(validator.problems(try .parse(#"{"schema":"layoutlab.dump/1.1","tree":\#(view)}"#)).isEmpty)
        // An unknown field, the old version, a boolean for a number, a fractional integer,
        // an empty guides array, a priority past 1000, a row source outside the list.
        #expect(validator.problems(try .parse(#"{"schema":"layoutlab.dump/1.1","extra":1}"#)) == ["$: extra is not in the schema"])
        #expect(validator.problems(try .parse(#"{"schema":"layoutlab.dump/1.0"}"#)) == [#"$.schema: expected "layoutlab.dump/1.1""#])
        let badAlpha = view.replacingOccurrences(of: #""alpha":1"#, with: #""alpha":true"#)
        #expect(validator.problems(try .parse(#"{"schema":"layoutlab.dump/1.1","tree":\#(badAlpha)}"#)) == ["$.tree.alpha: expected number, found true"])
        let noGuides = view.replacingOccurrences(of: #""subviews":[]"#, with: #""subviews":[],"guides":[]"#)
        #expect(validator.problems(try .parse(#"{"schema":"layoutlab.dump/1.1","tree":\#(noGuides)}"#)) == ["$.tree.guides: fewer than 1.0 items"])
        let constraint = #"{"name":"c1","className":"NSLayoutConstraint","equation":"a.width == 1","priority":1000.5,"active":true,"broken":false,"description":"d"}"#
        #expect(validator.problems(try .parse(#"{"schema":"layoutlab.dump/1.1","constraints":[\#(constraint)]}"#))
                == ["$.constraints[0].priority: expected integer, found 1000.5"])
        let row = #"{"section":0,"row":0,"y":0,"height":44,"source":"guessed"}"#
        let problems = validator.problems(try .parse(#"{"schema":"layoutlab.dump/1.1","table":{"rows":[\#(row)]}}"#))
        #expect(problems.contains(#"$.table.rows[0].source: "guessed" is not one of "given", "fixed", "measured", "estimated""#))
        #expect(problems.contains("$.table: missing name"))
    }

    @Test func aKeywordOutsideTheSubsetIsAProblemNotIgnored() throws {
        let validator = try JSONSchemaSubset(.parse(#"{"type":"string","pattern":"^a"}"#))
        #expect(validator.problems(.string("b")) == ["$: the schema uses pattern, which this validator does not know"])
    }
}
