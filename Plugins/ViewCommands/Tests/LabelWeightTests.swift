import PluginTesting
import Testing

/// `weight=`: a bold title wraps as a bold one (issue 41: labels had no weight, so a semibold
/// title wrapped as a regular one). The model measures semibold and heavier with Helvetica
/// Bold's advances (`HelveticaBoldMetrics`), regular with Helvetica's.
///
/// "Your weekly summary" is 9,835/1000 em in Helvetica's advances, 167.195 pt at 17 pt, and
/// 10,560/1000 em in Helvetica Bold's, 179.52 pt. In a 170 pt column the regular title holds
/// one line; the semibold one breaks after "weekly" (5,836/1000 em, 99.212 pt) and takes two.
/// A line of 17 pt is 20.287109375, on the @2x grid 20.5; two are 40.57421875, 41.
@Suite("A label's font weight")
struct LabelWeightTests {
    static func title(_ options: String) -> [String] {
        ["label title \"Your weekly summary\" lines=0 \(options)", "vfl \"H:|-20-[title(170)]\"", "vfl \"V:|-20-[title]\""]
    }

    @Test func aSemiboldTitleWrapsWhereARegularOneDoesNot() throws {
        let regular = try Harness(), semibold = try Harness()
        regular.run(Self.title("font=17"))
        semibold.run(Self.title("font=17 weight=semibold"))
        #expect(regular.run("print title.frame title.lines title.weight") == [
            "title.frame = (20, 20, 170, 20.5)", "title.lines = 1", "title.weight = regular",
        ])
        #expect(semibold.run("print title.frame title.lines title.weight") == [
            "title.frame = (20, 20, 170, 41)", "title.lines = 2", "title.weight = semibold",
        ])
        // Unbounded, each is one line as wide as its text, rounded up to the @2x grid.
        #expect(regular.run("print title.intrinsicContentSize") == ["title.intrinsicContentSize = (167.5, 20.5)"])
        // The other way round: set the weight afterwards and the regular title wraps as the semibold one.
        regular.run("set title.weight = semibold")
        #expect(regular.run("print title.frame title.lines") == semibold.run("print title.frame title.lines"))
    }

    /// The headline text style is 17 pt semibold at the default text size: it wraps as a
    /// `weight=semibold` label of 17 pt does, the same scene built two ways.
    @Test func aHeadlineWrapsAsASemiboldLabel() throws {
        let headline = try Harness(), semibold = try Harness()
        headline.run(Self.title("style=headline"))
        semibold.run(Self.title("font=17 weight=semibold"))
        #expect(headline.run("print title.frame title.lines") == ["title.frame = (20, 20, 170, 41)", "title.lines = 2"])
        #expect(headline.run("print title.frame title.lines") == semibold.run("print title.frame title.lines"))
    }
}
