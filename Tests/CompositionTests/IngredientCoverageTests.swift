import TestSupport
import Commands
import PluginTesting
import Testing

/// Every kind of view a plugin registers has an ingredient, so random scenes hold it: a new
/// kind joins the two-ways tests when it is registered, or this test names it.
@Suite("Every kind in the random scenes")
struct IngredientCoverageTests {
    /// Kinds no scene makes directly: a constraint is not a view; a prototype's content view
    /// is made by `prototype`, in every cell test; a control is the kind of switches,
    /// steppers and the like, which the control ingredient makes.
    static let notMadeDirectly: Set<String> = ["constraint", "cellContentView"]

    @Test func everyKindOfViewHasAnIngredient() throws {
        let registry = try Harness.registry()
        let made = Set(registry.sceneIngredients.compactMap(\.kind))
        let missing = registry.objectKinds.kinds.map(\.name).filter { !made.contains($0) && !Self.notMadeDirectly.contains($0) }
        #expect(missing.isEmpty, "kinds no random scene makes: \(missing)")
    }

    /// Every ingredient turns up in the seeds the tests run, with and without cells.
    @Test func everyIngredientIsDrawn() throws {
        let registry = try Harness.registry()
        var drawn: Set<String> = []
        for seed in seeds(CellVersusViewTests.count, from: 1) + seeds(RotationTests.count, from: 301) {
            var generator = SceneGenerator(random: SplitMix64(seed: seed), ingredients: registry.sceneIngredients,
                                           options: SceneGenerator.Options(inCells: seed < 301))
            generator.fill(root: "root", width: 360, height: 300)
            drawn.formUnion(generator.madeBy.values)
        }
        #expect(drawn == Set(registry.sceneIngredients.map(\.name)), "never drawn: \(Set(registry.sceneIngredients.map(\.name)).subtracting(drawn))")
    }
}
