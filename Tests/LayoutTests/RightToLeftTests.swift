import Testing
@testable import Layout

@Suite("Right-to-left layout and device presets")
struct RightToLeftTests {
    /// A 100 x 50 box whose leading edge is 20 pt inside the window's, on a 320 x 568 screen.
    private func sceneWithBox() throws -> (Scene, View) {
        let scene = Scene(screen: .iPhone320x568)
        let box = try scene.add(View(name: "box"))
        box.translatesAutoresizingMaskIntoConstraints = false
        _ = try scene.addConstraint(box, .leading, .equal, scene.window, .leading, constant: 20)
        _ = try scene.addConstraint(box, .top, .equal, scene.window, .top, constant: 10)
        _ = try scene.addConstraint(box, .width, .equal, nil, nil, constant: 100)
        _ = try scene.addConstraint(box, .height, .equal, nil, nil, constant: 50)
        scene.layout(scene.window)
        return (scene, box)
    }

    @Test func leadingIsTheRightEdgeRightToLeft() throws {
        let (scene, box) = try sceneWithBox()
        #expect(box.frame == Rect(x: 20, y: 10, width: 100, height: 50))
        var screen = scene.screen
        screen.layoutDirection = .rightToLeft
        scene.setScreen(screen)
        scene.layout(scene.window)
        // Right edge 20 pt from the window's: 320 - 20 - 100 = 200.
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(box.frame == Rect(x: 200, y: 10, width: 100, height: 50))
        // Forced left to right, it is back at 20.
        box.semanticContentAttribute = .forceLeftToRight
        scene.layout(scene.window)
        #expect(box.frame.minX == 20)
    }

    @Test func landscapeTakesTheDevicesLandscapeInsets() {
        let screen = Device.iPhone15.screen(.landscape)
        #expect(screen.size == Size(width: 852, height: 393))
        #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(screen.rotated(to: .portrait).safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        // The old names still name the old screens.
        #expect(Screen.preset(named: "iPhoneX") == .iPhone375x812)
        #expect(Screen.preset(named: "iphonese")?.size == Size(width: 320, height: 568))
    }

    @Test func aMadeUpScreenTurnsItsInsetsAndBack() {
        let screen = Screen(name: "300x600@2x", size: Size(width: 300, height: 600), scale: 2,
                            safeAreaInsets: EdgeInsets(top: 10, left: 1, bottom: 30, right: 2))
        let turned = screen.rotated(to: .landscape)
        // The device's top goes to the left: (top, left, bottom, right) = (2, 10, 1, 30).
        #expect(turned.safeAreaInsets == EdgeInsets(top: 2, left: 10, bottom: 1, right: 30))
        #expect(turned.rotated(to: .portrait) == screen)
    }
}
