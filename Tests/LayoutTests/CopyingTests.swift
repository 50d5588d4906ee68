@testable import Layout
import Testing

/// A cell is a copy of its prototype (``Scene/copySubtree(of:into:prefix:)``): every class the
/// model has copies its own state, and a class that does not say how it is copied is refused
/// in a prototype rather than copied as a plain view.
@Suite("Copying views")
struct CopyingTests {
    /// A subclass that does not override `makeCopy(named:)`.
    final class Forgetful: View {}

    @Test func aClassThatCannotBeCopiedIsRefusedInATemplate() throws {
        let scene = Scene()
        let template = try scene.addTemplate(View(name: "Cell"))
        #expect(throws: LayoutError.notCopyable(view: "f", className: "UIView", template: "Cell")) {
            try scene.add(Forgetful(name: "f"), to: template)
        }
        #expect(scene.view(named: "f") == nil)
        // Outside a template it is an ordinary view.
        try scene.add(Forgetful(name: "g"))
        #expect(scene.view(named: "g") != nil)
    }

    /// Each class's copy reports what the original reports, property by property.
    @Test func everyClassCopiesItsState() throws {
        let label = Label(name: "l", text: "Hello there")
        label.numberOfLines = 0
        label.fontSize = 22
        label.preferredMaxLayoutWidth = 120
        let button = Button(name: "b", title: "Tap")
        let field = TextField(name: "t", text: "x")
        field.placeholder = "Name"
        field.borderStyle = .line
        field.fontSize = 18
        let segments = SegmentedControl(name: "s", titles: ["One", "Two"])
        let plain = View(name: "v")
        plain.setCustomIntrinsicContentSize(Size(width: 30, height: -1))
        plain.semanticContentAttribute = .forceRightToLeft
        plain.alpha = 0.5
        plain.isHidden = true
        plain.insetsLayoutMarginsFromSafeArea = false
        plain.contentHuggingPriority.vertical = .required
        for original in [label, button, field, segments, plain] as [View] {
            let copy = try #require(original.makeCopy(named: original.name), "\(original.className)")
            #expect(type(of: copy) == type(of: original))
            #expect(copy.snapshotAttributes == original.snapshotAttributes, "\(original.className)")
            #expect(copy.alpha == original.alpha && copy.isHidden == original.isHidden)
            #expect(copy.insetsLayoutMarginsFromSafeArea == original.insetsLayoutMarginsFromSafeArea)
        }
    }
}
