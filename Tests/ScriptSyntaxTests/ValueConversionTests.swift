import Layout
import Solver
import Testing
import ScriptSyntax

/// Every property type's conversion: what it accepts, and the error naming the type otherwise.
@Suite("Value conversions")
struct ValueConversionTests {
    func message(_ value: Value, _ type: ValueType) -> String? {
        do {
            _ = try value.converted(to: type)
            return nil
        } catch {
            return error.message
        }
    }

    /// A word that names a view and an enumeration's case is the case where the property
    /// takes an enumeration (a label named largeTitle set to the largeTitle style), and stays
    /// an error when no case has its name.
    @Test func aViewsNameThatIsACaseIsTheCase() throws {
        let styles = ValueType.enumeration(name: "TextStyle", cases: ["none", "largeTitle", "body"])
        #expect(try Value.view("largeTitle").converted(to: styles) == .enumCase("largeTitle"))
        #expect(throws: ValueError.self) { try Value.view("header").converted(to: styles) }
    }

    @Test func numbersAreCheckedAgainstTheirDomain() throws {
        #expect(try Value.number(0.5).converted(to: .number(.unit)) == .number(0.5))
        #expect(message(.number(2), .number(.unit)) == "expected a number in 0...1, found 2")
        #expect(message(.number(2.5), .number(.count)) == "expected a whole number in 0...1000000, found 2.5")
        #expect(message(.number(1e308), .number(.coordinate)) == "expected a number in -1000000000...1000000000, found 1e+308")
        #expect(message(.number(.nan), .number(.coordinate)) == "expected a number in -1000000000...1000000000, found nan")
        #expect(message(.number(.infinity), .number(.finite)) == "expected a finite number, found inf")
        #expect(message(.text("x"), .number(.length)) == "expected a number in 0...1000000000, found \"x\"")
    }

    @Test func prioritiesAreCheckedBeforeAnyConversionToInt() throws {
        #expect(try Value.number(750).converted(to: .priority) == .priority(Priority(750)!))
        #expect(try Value.enumCase("high").converted(to: .priority) == .priority(.defaultHigh))
        #expect(message(.number(1e19), .priority) == "expected a priority: a whole number in 1...1000, found 1e+19")
        #expect(message(.number(-1e19), .priority) == "expected a priority: a whole number in 1...1000, found -1e+19")
        #expect(message(.number(0), .priority) == "expected a priority: a whole number in 1...1000, found 0")
        #expect(message(.number(.nan), .priority) == "expected a priority: a whole number in 1...1000, found nan")
        #expect(message(.enumCase("hihg"), .priority)?.hasSuffix("found 'hihg'; did you mean 'high'?") == true)
    }

    @Test func tuplesBecomeCompositesByTheirCount() throws {
        let four = Value.tuple([.number(0), .number(0), .number(320), .number(100)])
        #expect(try four.converted(to: .rect) == .rect(Rect(x: 0, y: 0, width: 320, height: 100)))
        #expect(try four.converted(to: .insets) == .insets(EdgeInsets(top: 0, left: 0, bottom: 320, right: 100)))
        let two = Value.tuple([.number(3), .number(4)])
        #expect(try two.converted(to: .point) == .point(Point(x: 3, y: 4)))
        #expect(try two.converted(to: .size) == .size(Size(width: 3, height: 4)))
        #expect(message(two, .rect) == "expected a rectangle (x, y, width, height) with a width and height of 0 or more, found (3, 4)")
        #expect(message(.tuple([.number(0), .number(0), .number(-1), .number(1)]), .rect) == "expected the width: a number in 0...1000000000, found -1")
        #expect(message(.tuple([.number(1e19), .number(0)]), .point) == "expected the x: a number in -1000000000...1000000000, found 1e+19")
    }

    @Test func wordsBecomeBooleansCasesFlagsAndNone() throws {
        #expect(try Value.enumCase("yes").converted(to: .bool) == .bool(true))
        #expect(try Value.number(0).converted(to: .bool) == .bool(false))
        #expect(message(.number(3), .bool) == "expected true or false, found 3")
        let behaviour = ValueType.enumeration(name: "Behaviour", cases: ["automatic", "never"])
        #expect(try Value.enumCase("never").converted(to: behaviour) == .enumCase("never"))
        #expect(message(.enumCase("nevr"), behaviour) == "expected one of automatic, never, found 'nevr'; did you mean 'never'?")
        #expect(message(.number(1), behaviour) == "expected one of automatic, never, found 1")
        let flags = ValueType.flags(["a", "b", "c"])
        #expect(try Value.tuple([.enumCase("c"), .enumCase("a")]).converted(to: flags) == .flags(["a", "c"]))
        #expect(try Value.enumCase("none").converted(to: flags) == .flags([]))
        let height = ValueType.optionalNumber(.length, none: "automatic")
        #expect(try Value.enumCase("automatic").converted(to: height) == .none("automatic"))
        #expect(try Value.enumCase("nil").converted(to: height) == .none("automatic"))
        #expect(try Value.number(44).converted(to: height) == .number(44))
        #expect(message(.number(-1), height) == "expected a number in 0...1000000000, found -1")
        #expect(message(.enumCase("auto"), height) == "expected a number in 0...1000000000, or automatic, found auto")
    }

    @Test func textViewsAndReportsHaveTheirOwnRules() throws {
        #expect(try Value.enumCase("red").converted(to: .text) == .text("red"))
        #expect(message(.number(1), .text) == "expected text in quotes, found 1")
        #expect(message(.number(1), .view) == "expected a view's name, found 1")
        #expect(message(.summary("x"), .summary) == "a value of type report cannot be set")
    }

    @Test func valuesPrintAsTheyAreTypedBack() {
        #expect(Value.rect(Rect(x: 0, y: 0, width: 320, height: 146)).description == "(0, 0, 320, 146)")
        #expect(Value.size(Size(width: -1, height: 20.5)).description == "(noIntrinsicMetric, 20.5)")
        #expect(Value.insets(EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)).description == "(top: 0, left: 0, bottom: 34, right: 0)")
        #expect(Value.priority(.defaultHigh).description == "750")
        #expect(Value.flags(["flexibleWidth", "flexibleHeight"]).description == "flexibleWidth,flexibleHeight")
        #expect(Value.list([.text("a"), .text("b")]).description == "[\"a\", \"b\"]")
        #expect(Value.none("automatic").description == "automatic")
    }

    @Test func componentsReadAndReplace() {
        let frame = Value.rect(Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(frame.component("height") == .number(4))
        #expect(frame.component("origin") == .point(Point(x: 1, y: 2)))
        #expect(frame.component("top") == nil)
        #expect(frame.replacing("height", with: .number(146)) == .rect(Rect(x: 1, y: 2, width: 3, height: 146)))
        #expect(Value.componentType("width", of: .rect) == .number(.length))
    }
}
