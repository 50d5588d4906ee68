import SyntaxTestSupport
import Testing
import Layout
@testable import Commands
import ScriptSyntax

/// Parses `line` (command name first) by `signature`, names resolved in `session`.
private func parse(_ line: String, _ signature: Signature, in session: Session? = nil) throws -> ParsedArguments {
    let commands = try ScriptLine.commands(in: line)
    guard let command = commands.first, let invocation = Invocation(command) else { throw SyntaxError(expected: "a command", found: "nothing", at: Location(line: 1, column: 1)) }
    return try invocation.parse(signature, in: session)
}

/// A session with views `box` and `fox` (in box) and a constraint `c1`.
private func session() throws -> Session {
    let session = Session()
    let box = try session.scene.add(View(name: "box"))
    _ = try session.scene.add(View(name: "fox"), to: box)
    _ = try session.scene.addConstraint(box, .width, .equal, nil, nil, multiplier: 1, constant: 10, priority: .required, name: nil)
    return session
}

private let creation = Signature(
    .argument(Parameter("NAME", .newName, expected: "a name for the new view")),
    .clause(Clause("in", Parameter("PARENT", .view))),
    .clause(Clause("frame", Parameter("RECT", .rect))),
    .argument(Parameter("TEXT", .string, optional: true)),
    options: [
        KeyOption("lines", .number, valueName: "N"),
        KeyOption("style", .choice(["plain", "grouped"]), valueName: "STYLE"),
        KeyOption("clips", .bool, valueName: "BOOL"),
    ]
)

@Suite("Signature parsing")
struct SignatureParserTests {
    @Test func namesAndClausesInAnyOrder() throws {
        let arguments = try parse("view a frame (0, 0, 320, 100) in box \"hi\"", creation, in: try session())
        #expect(try arguments.token("NAME").text == "a")
        #expect(arguments.value("PARENT")?.view?.name == "box")
        #expect(arguments.value("RECT")?.rect == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(arguments.value("TEXT")?.text == "hi")
        #expect(arguments.has("in") && arguments.has("frame"))
    }

    @Test func optionalPartsMayBeLeftOut() throws {
        let arguments = try parse("view a", creation)
        #expect(!arguments.has("PARENT") && !arguments.has("RECT") && !arguments.has("TEXT"))
    }

    @Test func eachKindReadsItsValue() throws {
        let kinds = Signature(
            .argument(Parameter("N", .number)), .argument(Parameter("I", .integer(minimum: 1))), .argument(Parameter("B", .bool)),
            .argument(Parameter("S", .size)), .argument(Parameter("E", .insets)), .argument(Parameter("K", .keyword(["top", "bottom"]))),
            .argument(Parameter("T", .text)), .argument(Parameter("C", .constraint)), .argument(Parameter("O", .object)),
            .argument(Parameter("P", .path)), .argument(Parameter("R", .rest(completing: .path)))
        )
        let arguments = try parse("x -2.5 3 true 10 20 (1, 2, 3, 4) bottom word c1 fox fox.top a.b == 4 k=v", kinds, in: try session())
        #expect(try arguments.number("N") == -2.5)
        #expect(try arguments.integer("I") == 3)
        #expect(arguments.value("B")?.bool == true)
        #expect(arguments.value("S")?.size == Size(width: 10, height: 20))
        #expect(arguments.value("E")?.insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(try arguments.text("K") == "bottom")
        #expect(try arguments.text("T") == "word")
        #expect(arguments.value("C")?.constraint?.name == "c1")
        #expect(arguments.value("O")?.view?.name == "fox")
        #expect(try arguments.token("P").text == "fox.top")
        // The rest takes options too: its own grammar reads them.
        #expect(arguments.tokens("R").map(\.text) == ["a.b", "==", "4", "k=v"])
    }

    @Test func repeatingArgumentsAndGroups() throws {
        let signature = Signature(
            .argument(Parameter("ROW", .integer(minimum: 0), repeating: true)),
            .clause(Clause(repeating: Parameter("LABEL", .newName), Parameter("TEXT", .text)))
        )
        let arguments = try parse("x 1 2 3 title \"A\" detail \"B\"", signature)
        #expect(arguments.values("ROW").compactMap(\.integer) == [1, 2, 3])
        #expect(arguments.values("LABEL").compactMap(\.text) == ["title", "detail"])
        #expect(arguments.values("TEXT").compactMap(\.text) == ["A", "B"])
    }

    @Test func choicesTakeTheirBranch() throws {
        let signature = Signature(
            .argument(Parameter("VIEW", .newName)),
            .choice(Choice("HOW", [
                Branch("to", Signature(.argument(Parameter("Y", .number)))),
                Branch("top"),
                Branch(nil, Signature(.argument(Parameter("SIZE", .size)))),
            ]))
        )
        #expect(try parse("s v to 5", signature).branch("HOW") == "to")
        #expect(try parse("s v top", signature).branch("HOW") == "top")
        #expect(try parse("s v (1, 2)", signature).branch("HOW") == "SIZE")
        expectSyntaxError("expected to, top or SIZE, found 'sideways'", column: 5) { try parse("s v sideways", signature) }
        var optional = signature
        optional.elements[1] = .choice(Choice("HOW", [Branch("to"), Branch("top")], optional: true))
        expectSyntaxError("expected to or top, or end of command, found 'sideways'", column: 5) { try parse("s v sideways", optional) }
    }

    @Test func anOperatorCanBeAClauseKeyword() throws {
        let set = Signature(.argument(Parameter("PATH", .path)), .clause(Clause("=", Parameter("VALUE", .value(path: "PATH")), optional: false)))
        let arguments = try parse("set tv.bounces = false", set)
        #expect(arguments.tokens("VALUE").map(\.text) == ["false"])
        #expect(Usage.lines("set", set) == ["set PATH = VALUE"])
        let probe = SignatureProbe(set, after: try Tokenizer.tokenize("tv.bounces ="), session: nil)
        #expect(probe.proposals == [.value(.value(path: "PATH"))])
    }

    @Test func optionsAreConvertedByKind() throws {
        let arguments = try parse("view a lines=0 style=grouped clips=false", creation)
        #expect(arguments.numberOption("lines") == 0)
        #expect(arguments.textOption("style") == "grouped")
        #expect(arguments.boolOption("clips") == false)
    }

    @Test func errorsNameTheColumnAndWhatWasExpected() throws {
        let session = try session()
        expectSyntaxError("expected a name for the new view, found '5'", column: 6) { try parse("view 5", creation) }
        expectSyntaxError("there is no view named 'bx'; did you mean 'box'?", column: 11) { try parse("view a in bx", creation, in: session) }
        expectSyntaxError("expected a rectangle: x, y, width, height, found ')'", column: 19) { try parse("view a frame (0, 0)", creation) }
        expectSyntaxError("expected a quoted string, or end of command, found 'in'", column: 15) {
            try parse("view a in box in box", creation, in: session)
        }
        expectSyntaxError("expected a number after 'lines=', found 'x'", column: 8) { try parse("view a lines=x", creation) }
        expectSyntaxError("expected style=plain or style=grouped, found 'fancy'", column: 8) { try parse("view a style=fancy", creation) }
        expectSyntaxError("expected one of the options lines=, style=, clips=, found 'font='", column: 8) { try parse("view a font=3", creation) }
        expectSyntaxError("expected a whole number of at least 1, found '0'", column: 3) {
            try parse("x 0", Signature(.argument(Parameter("I", .integer(minimum: 1)))))
        }
        expectSyntaxError("expected one of top, bottom, found 'left'", column: 3) {
            try parse("x left", Signature(.argument(Parameter("K", .keyword(["top", "bottom"])))))
        }
        expectSyntaxError("expected 'to', found end of input", column: 7) {
            try parse("move a", Signature(.argument(Parameter("V", .newName)), .clause(Clause("to", Parameter("P", .newName), optional: false))))
        }
    }

    @Test func fileArgumentsTakeTheRawTextUpToASpace() throws {
        let file = Signature(.argument(Parameter("FILE", .file)))
        #expect(try parse("save /tmp/x.lab", file).file("FILE") == "/tmp/x.lab")
        #expect(try parse("save my-session.lab", file).file("FILE") == "my-session.lab")
        #expect(try parse("save \"with space.lab\"", file).file("FILE") == "with space.lab")
        #expect(try parse("save out/a.lab; view x", file).file("FILE") == "out/a.lab")
        #expect(try parse("source ../lib.lab", file).file("FILE") == "../lib.lab")
        #expect(try parse("source ./x-1_b.lab", file).file("FILE") == "./x-1_b.lab")
        #expect(try parse("save ~/x.lab", file).file("FILE") == "~/x.lab")
        expectSyntaxError("expected end of command, found 'b'", column: 12) { try parse("save a.lab b", file) }
        expectSyntaxError("expected a file name, found end of input", column: 5) { try parse("save", file) }
    }
}

@Suite("Unquoted file paths")
struct FilePathTokenTests {
    @Test func aRunStartingWithADotOrTildeIsOneFilePathToken() throws {
        #expect(try kinds("source ../lib.lab; x") == [.word("source"), .filePath("../lib.lab"), .operator(.semicolon), .word("x")])
        #expect(try kinds("~/a b") == [.filePath("~/a"), .word("b")])
        // A dot before a digit still starts a number.
        #expect(try kinds(".5") == [.number(0.5)])
    }

    @Test func otherArgumentsRefuseIt() throws {
        expectSyntaxError("expected a view's name, found '../x'", column: 8) {
            try parse("layout ../x", Signature(.argument(Parameter("VIEW", .view))))
        }
    }
}

@Suite("Usage lines")
struct UsageTests {
    @Test func argumentsClausesAndOptions() {
        #expect(Usage.lines("view", creation) == ["view NAME [in PARENT] [frame RECT] [\"TEXT\"] [lines=N] [style=plain|grouped] [clips=BOOL]"])
    }

    @Test func requiredClausesRepeatsAndOpenOptions() {
        let signature = Signature(
            .argument(Parameter("FORMAT", .string)), .clause(Clause("in", Parameter("SUPERVIEW", .view))),
            .argument(Parameter("OPTION", .keyword(["alignAllTop"]), optional: true, repeating: true)),
            openOptions: OpenOptions(usage: "METRIC=VALUE")
        )
        #expect(Usage.lines("vfl", signature) == ["vfl \"FORMAT\" [in SUPERVIEW] [OPTION...] [METRIC=VALUE...]"])
        let move = Signature(.argument(Parameter("VIEW", .view)), .clause(Clause("to", Parameter("PARENT", .view), optional: false)))
        #expect(Usage.lines("move", move) == ["move VIEW to PARENT"])
        let remove = Signature(.argument(Parameter("NAME", .object, repeating: true)))
        #expect(Usage.lines("remove", remove) == ["remove NAME..."])
    }

    @Test func inlineChoicesAndSubcommands() {
        let fit = Signature(
            .argument(Parameter("VIEW", .view)),
            .choice(Choice("TARGET", [Branch("compressed"), Branch("expanded"), Branch(nil, Signature(.argument(Parameter("SIZE", .size))))],
                           optional: true))
        )
        #expect(Usage.lines("fit", fit) == ["fit VIEW [compressed | expanded | SIZE]"])
        let rows = Signature(
            .choice(Choice("VERB", [
                Branch("add", Signature(.argument(Parameter("COUNT", .integer(minimum: 1))), options: [KeyOption("at", .integer, valueName: "ROW")])),
                Branch("move", Signature(.argument(Parameter("FROM", .integer(minimum: 0))), .argument(Parameter("TO", .integer(minimum: 0))))),
            ], subcommands: true)),
            options: [KeyOption("section", .integer, valueName: "S")]
        )
        #expect(Usage.lines("rows", rows) == ["rows add COUNT [at=ROW] [section=S]", "rows move FROM TO [section=S]"])
    }

    @Test func helpDescribesEachArgumentAndOption() {
        let lines = Usage.descriptions(Signature(
            .argument(Parameter("NAME", .newName, help: "the new view's name")),
            .clause(Clause("in", Parameter("PARENT", .view), help: "the superview")),
            options: [KeyOption("style", .choice(["plain", "grouped"]), valueName: "STYLE", help: "plain by default")]
        ))
        #expect(lines == [
            "arguments:",
            "  NAME         new name: the new view's name",
            "  in PARENT    view: the superview",
            "options:",
            "  style=STYLE  plain|grouped: plain by default",
        ])
    }
}

@Suite("Signature probing")
struct SignatureProbeTests {
    private func probe(_ typed: String, _ signature: Signature, session: Session? = nil) throws -> SignatureProbe {
        SignatureProbe(signature, after: try Tokenizer.tokenize(typed), session: session)
    }

    @Test func proposesWhatComesNext() throws {
        #expect(try probe("", creation).proposals == [.value(.newName)])
        #expect(try probe("a", creation).proposals == [.keyword("in"), .keyword("frame"), .value(.string)])
        #expect(try probe("a in", creation).proposals == [.value(.view)])
        #expect(try probe("a in box", creation).proposals == [.keyword("frame"), .value(.string)])
    }

    @Test func proposesNothingAfterWhatTheCommandRejects() throws {
        let probe = try probe("a \"text\" in", creation)
        #expect(probe.proposals.isEmpty)
        #expect(!probe.acceptsSoFar)
    }

    /// A plugin's own kind of argument, completed from what was read before it.
    static let prototype = ArgumentKind.custom(CustomArgumentKind(
        name: "prototype", expected: "a prototype's name",
        read: { reader, _ throws(SyntaxError) in .word(try reader.word("a prototype's name")) },
        completions: { context in ["\(context.arguments.value("TABLE")?.text ?? "?").Cell"] }))

    @Test func branchesAndTheirOptions() throws {
        let rows = Signature(.choice(Choice("VERB", [
            Branch("add", Signature(.argument(Parameter("TABLE", .newName)), .argument(Parameter("COUNT", .integer(minimum: 1))),
                                    .argument(Parameter("PROTOTYPE", Self.prototype)),
                                    options: [KeyOption("at", .integer, valueName: "ROW")])),
            Branch("list", Signature(.argument(Parameter("TABLE", .newName)))),
        ], subcommands: true)))
        #expect(try probe("", rows).proposals == [.keyword("add"), .keyword("list")])
        let afterCount = try probe("add t 3", rows)
        #expect(afterCount.proposals == [.value(Self.prototype)])
        #expect(afterCount.options.map(\.key) == ["at"])
        #expect(try afterCount.arguments.token("TABLE").text == "t")
    }
}
