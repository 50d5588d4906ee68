import Collections
import Commands
import Layout
import PluginSupport
import ScriptSyntax

/// `sections`: a collection view's sections.
enum SectionCommands {
    static let section = Parameter("SECTION", .integer(minimum: 0), help: "a section", expected: "a section")

    static let signature = Signature(
        .choice(Choice("VERB", [
            Branch("add", Signature(.argument(CollectionArguments.collection),
                                    .argument(Parameter("COUNT", .integer(minimum: 1), help: "how many (1 by default)", optional: true, expected: "a count"))),
                   help: "append empty sections"),
            Branch("remove", Signature(.argument(CollectionArguments.collection), .argument(section)), help: "delete a section and its items"),
            Branch("scroll", Signature(.argument(CollectionArguments.collection), .argument(section),
                                       .argument(Parameter("X", .number, help: "how far across", expected: "an offset across the section"))),
                   help: "scroll an orthogonal section across; it rests where its orthogonalScrollingBehavior lets it"),
            Branch("list", Signature(.argument(CollectionArguments.collection)), help: "each section's span, header and footer"),
        ], subcommands: true, expected: "add, remove, scroll or list"))
    )

    static var command: Command { Command(
        name: "sections", summary: "Add, remove or list a collection view's sections, or scroll an orthogonal one.",
        discussion: """
            A collection view starts with one section. sections list gives where each starts and
            how deep it is along the scroll axis, with its header and footer (flow layout reference
            sizes; a compositional section's boundary items, pinned ones where they show now).
              sections add grid
              sections list grid
            A section that scrolls orthogonally comes to rest where its behaviour lets it:
            continuous anywhere, continuousGroupLeadingBoundary, groupPaging and groupPagingCentered
            at the nearest group boundary, paging at the nearest page (the section's width). UIKit
            does not document where a fling ends; these are the model's rules.
            """,
        signature: signature,
        examplesPresume: ExampleSetup(scene: ["collection grid frame (0, 0, 320, 568)"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let collection = try arguments.collection("CV")
        func checkedSection() throws(SyntaxError) -> Int {
            let index = try arguments.integer("SECTION")
            guard collection.sections.indices.contains(index) else {
                throw arguments.error(at: "SECTION", expected: "a section from 0 to \(max(0, collection.sections.count - 1))")
            }
            return index
        }
        do {
            switch arguments.branch("VERB") {
            case "add":
                let count = arguments.value("COUNT")?.integer ?? 1
                guard count <= 10_000 else { throw arguments.error(at: "COUNT", expected: "a count from 1 to 10000") }
                let first = collection.addSections(count)
                session.emit(count == 1 ? "section \(first)" : "sections \(first) to \(first + count - 1)")
            case "remove":
                try collection.deleteSection(try checkedSection())
            case "scroll":
                let index = try checkedSection()
                let rest = try collection.scrollOrthogonalSection(index, to: try arguments.number("X"))
                session.emit("section \(index) rests at \(formatPoints(rest))")
            default:
                for index in collection.sections.indices {
                    guard let span = collection.sectionSpan(index) else { continue }
                    var line = "section \(index): \(collection.sections[index].itemCount) items, from \(formatPoints(span.start)), \(formatPoints(span.depth)) deep"
                    for supplementary in collection.supplementaryFrames(ofSection: index) {
                        line += ", \(supplementary.kind.rawValue) \(supplementary.frame)" + (supplementary.isPinned ? " pinned" : "")
                    }
                    session.emit(line)
                }
                if let problem = collection.layoutProblem { session.emit("the layout cannot place \(problem)") }
            }
        } catch let error as SyntaxError {
            throw error
        } catch {
            throw invocation.failure(error)
        }
    } }
}
