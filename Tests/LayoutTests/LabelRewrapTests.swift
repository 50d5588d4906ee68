import Testing
import Layout

/// A label whose `preferredMaxLayoutWidth` is automatic wraps at its bounds in the layout pass
/// that gives it them: made before its constraints, or re-framed by a rotation.
@Suite("Labels re-wrap at their bounds")
struct LabelRewrapTests {
    /// The sentence is 317.5 pt on one line (Helvetica at 17 pt, ceiled to 0.5 pt), so it
    /// wraps in 300 (two lines, 41) and not in 548 (one line, 20.5).
    static let sentence = "Hello world, this is a longer title that wraps"

    /// The card: the label is laid out alone first (a turn of its own), then
    /// constrained 10 pt inside a card across the 320 pt screen: 300 wide, two lines, and the
    /// card 10 + 41 + 10 = 61 high, in the next display cycle and without an explicit layout.
    static func card() throws -> (Scene, View, Label) {
        let scene = Scene(screen: Screen(name: "custom", size: Size(width: 320, height: 568), scale: 2))
        let card = try scene.add(View(name: "card"))
        card.translatesAutoresizingMaskIntoConstraints = false
        try scene.addConstraint(card, .leading, .equal, scene.window, .leading)
        try scene.addConstraint(card, .trailing, .equal, scene.window, .trailing)
        try scene.addConstraint(card, .top, .equal, scene.window, .top)
        let label = Label(name: "t", text: sentence)
        label.numberOfLines = 0
        try scene.add(label, to: card)
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.layoutIfNeeded()  // the turn that made the label ends
        #expect(label.intrinsicContentSize.height == 20.5)
        try scene.addConstraint(label, .leading, .equal, card, .leading, constant: 10)
        try scene.addConstraint(label, .trailing, .equal, card, .trailing, constant: -10)
        try scene.addConstraint(label, .top, .equal, card, .top, constant: 10)
        try scene.addConstraint(label, .bottom, .equal, card, .bottom, constant: -10)
        scene.layoutIfNeeded()
        return (scene, card, label)
    }

    @Test func aLabelConstrainedAfterItWasMadeWrapsInTheNextLayout() throws {
        let (_, card, label) = try Self.card()
        #expect(label.frame == Rect(x: 10, y: 10, width: 300, height: 41))
        #expect(card.frame == Rect(x: 0, y: 0, width: 320, height: 61))
        #expect(label.visibleLineCount == 2)
    }

    /// Rotated, the screen is 568 wide: the label 548, one line, the card 40.5; and back.
    @Test func aRotationReWrapsTheLabel() throws {
        let (scene, card, label) = try Self.card()
        scene.setScreen(Screen(name: "custom", size: Size(width: 568, height: 320), scale: 2))
        scene.layoutIfNeeded()
        #expect(label.frame == Rect(x: 10, y: 10, width: 548, height: 20.5))
        #expect(card.frame.height == 40.5)
        scene.setScreen(Screen(name: "custom", size: Size(width: 320, height: 568), scale: 2))
        scene.layoutIfNeeded()
        #expect(label.frame == Rect(x: 10, y: 10, width: 300, height: 41))
        #expect(card.frame.height == 61)
    }
}
