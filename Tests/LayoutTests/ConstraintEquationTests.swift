import Testing
import Layout
import Solver

@Suite("ConstraintEquation: one equation for names and views")
struct ConstraintEquationTests {
    /// A name's equation, looked up in the scene, made a constraint, and read back from it.
    @Test func anEquationOfNamesBecomesAConstraintAndComesBack() throws {
        let scene = Scene(screen: .iPhone320x568)
        let box = try scene.add(View(name: "box"))
        let label = try scene.add(View(name: "label"), to: box)
        let written = ConstraintEquation(first: LayoutAnchor(item: "label", attribute: .width), relation: .lessThanOrEqual,
                                         second: LayoutAnchor(item: "box", attribute: .width), multiplier: 0.5, constant: -8,
                                         priority: .defaultHigh)
        let equation = try #require(written.compactMapItems { scene.view(named: $0) })
        let constraint = try scene.addConstraint(equation, name: "half")
        #expect(constraint.firstItem === label && constraint.secondItem === box)
        #expect(constraint.scriptForm == "label.width <= 0.5*box.width - 8 @750")
        #expect(ConstraintEquation(constraint).mapItems(\.name) == written)
    }

    @Test func anItemNotFoundIsNoEquation() {
        let written = ConstraintEquation(first: LayoutAnchor(item: "a", attribute: .top), relation: .equal,
                                         second: LayoutAnchor(item: "b", attribute: .bottom), constant: 8)
        #expect(written.compactMapItems { $0 == "a" ? 1 : nil } == nil)
        #expect(written.compactMapItems { $0 == "a" ? 1 : 2 }?.second?.item == 2)
        // A size against a constant has one item only.
        let size = ConstraintEquation(first: LayoutAnchor(item: "a", attribute: .height), relation: .equal, constant: 50)
        #expect(size.compactMapItems { $0 == "a" ? 1 : nil }?.constant == 50)
    }
}
