import Testing
import Layout
import Solver
import ScriptSyntax

/// A scene whose window holds one view with the given frame, made by constraints.
private func pinnedScene(screen: Screen = .iPhone320x568) throws -> (Scene, View) {
    let scene = Scene(screen: screen)
    let view = try scene.add(View(name: "box"))
    view.translatesAutoresizingMaskIntoConstraints = false
    return (scene, view)
}

@Suite("Intrinsic size: hugging and compression resistance")
struct IntrinsicSizeTests {
    @Test(arguments: [(Priority.defaultHigh, 100.0), (.defaultLow, 60.0)])
    func compressionResistanceAgainstAnOptionalWidth(compression: Priority, expected: Double) throws {
        let (scene, _) = try pinnedScene()
        let image = try scene.add(ImageView(name: "image", imageSize: Size(width: 100, height: 50)))
        image.translatesAutoresizingMaskIntoConstraints = false
        image.contentCompressionResistancePriority.horizontal = compression
        try scene.addConstraint(image, .width, .equal, nil, nil, constant: 60, priority: .sceneSizeStayPut)
        image.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(image.frame.width == expected)
        #expect(image.frame.height == 50)
    }

    @Test(arguments: [(Priority.defaultLow, 150.0), (.defaultHigh, 100.0)])
    func huggingAgainstAnOptionalWidth(hugging: Priority, expected: Double) throws {
        let (scene, _) = try pinnedScene()
        let image = try scene.add(ImageView(name: "image", imageSize: Size(width: 100, height: 50)))
        image.translatesAutoresizingMaskIntoConstraints = false
        image.contentHuggingPriority.horizontal = hugging
        try scene.addConstraint(image, .width, .equal, nil, nil, constant: 150, priority: .sceneSizeStayPut)
        image.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(image.frame.width == expected)
    }

    /// Two labels side by side across the window: equal hugging leaves the spare width to
    /// either (ambiguous); 251 against 250 gives it to the weaker hugger.
    @Test func equalHuggingIsAmbiguousUnequalIsNot() throws {
        func makeRow(leftHugging: Priority) throws -> (Scene, Label, Label) {
            let scene = Scene()
            let left = try scene.add(Label(name: "left", text: "Name"))
            let right = try scene.add(Label(name: "right", text: "Value"))
            for view in [left, right] {
                view.translatesAutoresizingMaskIntoConstraints = false
                try scene.addConstraint(view, .top, .equal, scene.window, .top, constant: 20)
            }
            left.contentHuggingPriority.horizontal = leftHugging
            try scene.addConstraint(left, .leading, .equal, scene.window, .leading, constant: 8)
            try scene.addConstraint(right, .leading, .equal, left, .trailing, constant: 8)
            try scene.addConstraint(right, .trailing, .equal, scene.window, .trailing, constant: -8)
            return (scene, left, right)
        }
        let (tied, _, _) = try makeRow(leftHugging: .defaultLow)
        #expect(tied.ambiguousLayout().map(\.view.name) == ["left", "right"])
        let (ordered, left, right) = try makeRow(leftHugging: Priority(251) ?? .defaultLow)
        #expect(ordered.ambiguousLayout().isEmpty)
        ordered.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(left.frame.width == left.intrinsicContentSize.width)
        #expect(left.frame.width + right.frame.width == 320 - 24)
    }

    @Test func controlsHaveTheirIOS8Sizes() throws {
        let scene = Scene()
        let picker = try scene.add(Control(name: "picker", kind: .datePicker))
        let toggle = try scene.add(Control(name: "toggle", kind: .switch))
        for view in [picker, toggle] {
            view.translatesAutoresizingMaskIntoConstraints = false
            try scene.addConstraint(view, .top, .equal, scene.window, .top)
            try scene.addConstraint(view, .leading, .equal, scene.window, .leading)
        }
        picker.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(picker.frame.size == Size(width: 320, height: 216))
        #expect(toggle.frame.size == Size(width: 51, height: 31))
        #expect(toggle.contentHuggingPriority.vertical == .defaultHigh)
    }

    @Test func changingTheTextInvalidatesTheIntrinsicSize() throws {
        let scene = Scene()
        let label = try scene.add(Label(name: "title", text: "Hi"))
        label.translatesAutoresizingMaskIntoConstraints = false
        try scene.addConstraint(label, .top, .equal, scene.window, .top)
        try scene.addConstraint(label, .leading, .equal, scene.window, .leading)
        let short = label.frame.width
        label.text = "Hello, world"
        label.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(label.frame.width > short)
        #expect(label.frame.height == 20.5)
    }
}

@Suite("Attributes, multipliers and centres")
struct AttributeTests {
    @Test func multiplierAndCentre() throws {
        let (scene, box) = try pinnedScene()
        try scene.addConstraint(box, .width, .equal, scene.window, .width, multiplier: 0.5)
        try scene.addConstraint(box, .height, .equal, box, .width, multiplier: 0.25)
        try scene.addConstraint(box, .centerX, .equal, scene.window, .centerX)
        try scene.addConstraint(box, .centerY, .equal, scene.window, .centerY, multiplier: 0.5)
        // centerY: 0.5 * 284 = 142, so the top is 142 - 20.
        box.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(box.frame == Rect(x: 80, y: 122, width: 160, height: 40))
    }

    @Test func marginsAndNestedCoordinates() throws {
        let (scene, box) = try pinnedScene()
        try scene.addConstraint(box, .leading, .equal, scene.window, .leadingMargin)
        try scene.addConstraint(box, .trailing, .equal, scene.window, .trailingMargin)
        try scene.addConstraint(box, .top, .equal, scene.window, .top, constant: 100)
        try scene.addConstraint(box, .height, .equal, nil, nil, constant: 100)
        let inner = try scene.add(View(name: "inner"), to: box)
        inner.translatesAutoresizingMaskIntoConstraints = false
        // Related to the window, placed in the box's coordinates.
        try scene.addConstraint(inner, .leading, .equal, scene.window, .leading, constant: 20)
        try scene.addConstraint(inner, .top, .equal, scene.window, .top, constant: 110)
        try scene.addConstraint(inner, .width, .equal, nil, nil, constant: 10)
        try scene.addConstraint(inner, .height, .equal, nil, nil, constant: 10)
        box.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        // The window is the view controller's root view: its side margins are the system
        // minimum, 16 on a 320 pt phone, so the box is 320 - 32 = 288 wide from 16; the inner
        // view, 20 from the window's edge, is 20 - 16 = 4 into the box.
        #expect(box.frame == Rect(x: 16, y: 100, width: 288, height: 100))
        #expect(inner.frame == Rect(x: 4, y: 10, width: 10, height: 10))
        #expect(inner.frameInRoot == Rect(x: 20, y: 110, width: 10, height: 10))
    }

    @Test func invalidPairingsAreRefusedAndChangeNothing() throws {
        let (scene, box) = try pinnedScene()
        let before = scene.constraints.count
        #expect(throws: LayoutError.invalidPairing(.width, .left)) {
            try scene.addConstraint(box, .width, .equal, scene.window, .left)
        }
        #expect(throws: LayoutError.invalidPairing(.leading, .left)) {
            try scene.addConstraint(box, .leading, .equal, scene.window, .left)
        }
        #expect(throws: LayoutError.invalidPairing(.top, .left)) {
            try scene.addConstraint(box, .top, .equal, scene.window, .left)
        }
        #expect(throws: LayoutError.positionNeedsSecondItem(.top)) {
            try scene.addConstraint(box, .top, .equal, nil, nil, constant: 5)
        }
        #expect(throws: LayoutError.zeroMultiplierOnPosition) {
            try scene.addConstraint(box, .top, .equal, scene.window, .top, multiplier: 0)
        }
        #expect(throws: LayoutError.nameTaken("box")) {
            try scene.addConstraint(box, .width, .equal, nil, nil, constant: 5, name: "box")
        }
        #expect(scene.constraints.count == before)
    }

    @Test func viewsInDifferentTreesCannotBeRelated() throws {
        let scene = Scene()
        let loose = View(name: "loose")
        let outside = try scene.add(View(name: "outside"))
        // A view made but never added belongs to no scene.
        #expect(throws: LayoutError.unknownObject("loose")) {
            try scene.addConstraint(loose, .width, .equal, outside, .width)
        }
    }
}

@Suite("Autoresizing-mask translation")
struct AutoresizingTests {
    private func translated(mask: AutoresizingMask) throws -> (Scene, View) {
        let scene = Scene()
        let view = try scene.add(View(name: "panel", frame: Rect(x: 20, y: 30, width: 100, height: 50)))
        view.autoresizingMask = mask
        return (scene, view)
    }

    static let masks: [(AutoresizingMask, String, Rect)] = [
        (AutoresizingMask(), "h=--& v=--&", Rect(x: 20, y: 30, width: 100, height: 50)),
        (.flexibleWidth, "h=-&- v=--&", Rect(x: 20, y: 30, width: 155, height: 50)),
        (.flexibleLeftMargin, "h=&-- v=--&", Rect(x: 75, y: 30, width: 100, height: 50)),
        ([.flexibleLeftMargin, .flexibleRightMargin], "h=&-& v=--&", Rect(x: 25, y: 30, width: 100, height: 50)),
        ([.flexibleWidth, .flexibleHeight], "h=-&- v=-&-", Rect(x: 20, y: 30, width: 155, height: 149)),
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], "h=&&& v=--&", Rect(x: 23.5, y: 30, width: 117, height: 50)),
    ]

    @Test(arguments: masks)
    func masksFollowTheSuperview(mask: AutoresizingMask, prefix: String, expected: Rect) throws {
        let (scene, view) = try translated(mask: mask)
        #expect(mask.logPrefix == prefix)
        #expect(view.frame == Rect(x: 20, y: 30, width: 100, height: 50))
        scene.setScreen(.iPhone375x667)
        view.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(view.frame == expected)
    }

    @Test func fixedMaskDescribesItselfAsUIKitLogsIt() throws {
        let (scene, view) = try translated(mask: [.flexibleLeftMargin, .flexibleRightMargin])
        let descriptions = scene.constraints(affecting: view).filter {
            if case .autoresizing = $0.kind { true } else { false }
        }.map(\.debugDescription)
        #expect(descriptions == [
            "<NSAutoresizingMaskLayoutConstraint h=&-& v=--& panel.minX == 0.0909091*window.width - 9.09091   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=&-& v=--& panel.width == 100   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=&-& v=--& panel.minY == 30   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=&-& v=--& panel.height == 50   (active)>",
        ])
    }

    @Test func translationOffRemovesTheConstraintsAndOnRestoresThem() throws {
        let (scene, view) = try translated(mask: [])
        view.translatesAutoresizingMaskIntoConstraints = false
        #expect(scene.ambiguousLayout().map(\.view.name) == ["panel"])
        // With nothing to hold it, layout gives the view the engine's zero frame, and
        // turning translation back on holds it there, as in UIKit.
        scene.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(view.frame == .zero)
        view.translatesAutoresizingMaskIntoConstraints = true
        #expect(scene.ambiguousLayout().isEmpty)
        view.frame = Rect(x: 20, y: 30, width: 100, height: 50)
        view.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(view.frame == Rect(x: 20, y: 30, width: 100, height: 50))
    }
}

@Suite("Pixel rounding")
struct PixelRoundingTests {
    @Test(arguments: [(2.0, 10.5, 20.5), (3.0, 10.333333333333334, 20.333333333333332)])
    func framesRoundToTheNearestPixel(scale: Double, x: Double, width: Double) throws {
        let screen = Screen(name: "test", size: Size(width: 320, height: 568), scale: scale)
        let (scene, box) = try pinnedScene(screen: screen)
        try scene.addConstraint(box, .leading, .equal, scene.window, .leading, constant: 10.25)
        try scene.addConstraint(box, .width, .equal, nil, nil, constant: 20.2)
        try scene.addConstraint(box, .top, .equal, scene.window, .top)
        try scene.addConstraint(box, .height, .equal, nil, nil, constant: 1)
        box.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(box.frame.minX == x)
        // Edges round, not the width: 10.25 + 20.2 = 30.45.
        #expect(abs(box.frame.maxX - (scale == 2 ? 30.5 : 30.333333333333332)) < 1e-9)
        _ = width
    }

    @Test func labelsCeilTheirSizeToThePixel() throws {
        let scene = Scene(screen: .iPhone414x736)
        let label = try scene.add(Label(name: "title", text: "Hi"))
        #expect(abs(label.intrinsicContentSize.height - 61.0 / 3) < 1e-9)
        scene.setScreen(.iPhone320x568)
        label.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(label.intrinsicContentSize.height == 20.5)
    }
}

@Suite("systemLayoutSizeFitting")
struct FittingTests {
    /// A card whose content is at least 20 high and exactly 200 wide inside 10 pt insets.
    private func makeCard() throws -> (Scene, View) {
        let scene = Scene()
        let card = try scene.add(View(name: "card", frame: Rect(x: 0, y: 0, width: 320, height: 300)))
        let content = try scene.add(View(name: "content"), to: card)
        content.translatesAutoresizingMaskIntoConstraints = false
        try scene.addConstraint(content, .leading, .equal, card, .leading, constant: 10)
        try scene.addConstraint(content, .trailing, .equal, card, .trailing, constant: -10)
        try scene.addConstraint(content, .top, .equal, card, .top, constant: 10)
        try scene.addConstraint(content, .bottom, .equal, card, .bottom, constant: -10)
        try scene.addConstraint(content, .height, .greaterThanOrEqual, nil, nil, constant: 20)
        try scene.addConstraint(content, .width, .equal, nil, nil, constant: 200, priority: .defaultHigh)
        return (scene, card)
    }

    @Test func compressedAndExpandedTargets() throws {
        let (scene, card) = try makeCard()
        #expect(scene.systemLayoutSizeFitting(card, target: .layoutFittingCompressedSize) == Size(width: 220, height: 40))
        #expect(scene.systemLayoutSizeFitting(card, target: .layoutFittingExpandedSize) == Size(width: 220, height: 10000))
        // The view's own autoresizing constraints are not part of it: its frame is untouched.
        #expect(card.frame == Rect(x: 0, y: 0, width: 320, height: 300))
        #expect(scene.takeReports().isEmpty)
    }

    @Test func requiredWidthTarget() throws {
        let (scene, card) = try makeCard()
        _ = scene.takeReports()
        let fitted = scene.systemLayoutSizeFitting(
            card, target: Size(width: 300, height: 0),
            horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        #expect(fitted == Size(width: 300, height: 40))
    }

    @Test func aConflictWithARequiredTargetIsReported() throws {
        let (scene, card) = try makeCard()
        _ = scene.takeReports()
        try scene.addConstraint(card.subviews[0], .width, .greaterThanOrEqual, nil, nil, constant: 250)
        _ = scene.takeReports()
        let fitted = scene.systemLayoutSizeFitting(
            card, target: Size(width: 100, height: 0),
            horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        let report = try #require(scene.takeReports().first)
        #expect(report.conflicting.contains { $0.identifier == "fittingSizeHTarget" })
        // The break rule spares the target and breaks the user's constraint.
        #expect(report.broken.equation == "content.width >= 250")
        #expect(fitted.width == 100)
    }
}

@Suite("The tree")
struct TreeTests {
    @Test func removingAViewRemovesItsConstraints() throws {
        let fixture = try HeaderFixture()
        let before = fixture.scene.constraints.count
        try fixture.scene.remove(fixture.box)
        // The box's four and the label's four are gone; the temporary view's stay.
        #expect(fixture.scene.constraints.count == before - 8)
        #expect(fixture.scene.view(named: "label") == nil)
        #expect(fixture.scene.constraints.allSatisfy { !$0.items.contains { $0.name == "box" || $0.name == "label" } })
        fixture.scene.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.temporary.frame.height == 50)
    }

    @Test func movingIntoItsOwnSubtreeIsRefused() throws {
        let fixture = try HeaderFixture()
        #expect(throws: LayoutError.moveIntoOwnSubtree(view: "box", target: "label")) {
            try fixture.scene.move(fixture.box, to: fixture.label)
        }
        #expect(throws: LayoutError.cannotRemoveWindow) { try fixture.scene.remove(fixture.scene.window) }
        #expect(fixture.box.superview === fixture.header)
    }

    @Test func movingDropsConstraintsThatLeaveTheSubtree() throws {
        let fixture = try HeaderFixture()
        try fixture.scene.move(fixture.label, to: fixture.header)
        #expect(fixture.scene.constraints.allSatisfy { !($0.items.contains { $0 === fixture.label }) })
    }
}

@Suite("Constraints edited in place")
struct ConstraintEditingTests {
    @Test func priorityCannotCrossRequiredWhileActive() throws {
        let (scene, box) = try pinnedScene()
        let width = try scene.addConstraint(box, .width, .equal, nil, nil, constant: 10)
        #expect(throws: LayoutError.priorityCrossesRequired(existing: 1000, requested: 250)) {
            try scene.setPriority(.defaultLow, of: width)
        }
        #expect(LayoutError.priorityCrossesRequired(existing: 1000, requested: 250).description
            == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
            + "You passed priority 250 and the existing priority was 1000.")
        scene.deactivate(width)
        try scene.setPriority(.defaultLow, of: width)
        try scene.activate(width)
        try scene.setPriority(.defaultHigh, of: width)
        #expect(width.priority == .defaultHigh)
    }

    @Test func constantChangesMoveTheFrame() throws {
        let (scene, box) = try pinnedScene()
        let width = try scene.addConstraint(box, .width, .equal, nil, nil, constant: 10)
        try scene.addConstraint(box, .height, .equal, nil, nil, constant: 10)
        try scene.addConstraint(box, .leading, .equal, scene.window, .leading)
        try scene.addConstraint(box, .top, .equal, scene.window, .top)
        box.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(box.frame.width == 10)
        scene.setConstant(42, of: width)
        box.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(box.frame.width == 42)
        scene.deactivate(width)
        #expect(scene.ambiguousLayout().map(\.attributes) == [[.width]])
    }
}

@Suite("Ambiguity")
struct LayoutAmbiguityTests {
    @Test func missingPositionIsFoundAndExercised() throws {
        let (scene, box) = try pinnedScene()
        try scene.addConstraint(box, .width, .equal, nil, nil, constant: 100)
        try scene.addConstraint(box, .height, .equal, nil, nil, constant: 40)
        try scene.addConstraint(box, .top, .equal, scene.window, .top, constant: 20)
        scene.layoutIfNeeded()  // the display cycle that ends the turn
        let found = scene.ambiguousLayout()
        #expect(found.map(\.view.name) == ["box"])
        #expect(found.first?.attributes == [.minX])
        let other = try #require(scene.exerciseAmbiguity(of: box))
        #expect(other.minX != box.frame.minX)
        #expect(other.size == box.frame.size)
    }

    @Test func fullyConstrainedIsNotAmbiguous() throws {
        let fixture = try HeaderFixture()
        #expect(fixture.scene.ambiguousLayout().isEmpty)
        #expect(fixture.scene.exerciseAmbiguity(of: fixture.label) == nil)
    }
}

@Suite("Lazy layout")
struct LazyLayoutTests {
    @Test func framesUpdateOnlyWhenRead() throws {
        let (scene, box) = try pinnedScene()
        try scene.addConstraint(box, .width, .equal, nil, nil, constant: 10)
        try scene.addConstraint(box, .height, .equal, nil, nil, constant: 10)
        try scene.addConstraint(box, .leading, .equal, scene.window, .leading)
        let top = try scene.addConstraint(box, .top, .equal, scene.window, .top)
        box.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(box.frame.minY == 0)
        scene.setConstant(30, of: top)
        box.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(box.frame.minY == 30)
    }
}
