@testable import Layout
import Testing

/// The safe area per device, orientation, release and status bar (Device, IOSRelease), and
/// the margins measured inside it (Scene+Margins).
@Suite("Screens and insets")
struct ScreenInsetsTests {
    /// A Home-button phone has the status bar's 20 at the top in portrait from iOS 11, none
    /// in landscape (the status bar hides), none before iOS 11, none with it hidden.
    @Test(arguments: [
        (Device.iPhoneSE1, Screen.Orientation.portrait, 26, false, EdgeInsets(top: 20)),
        (Device.iPhone8, .portrait, 11, false, EdgeInsets(top: 20)),
        (Device.iPhone8Plus, .landscape, 26, false, EdgeInsets()),
        (Device.iPhoneSE1, .portrait, 10, false, EdgeInsets()),
        (Device.iPhoneSE1, .portrait, 26, true, EdgeInsets()),
        (Device.iPad9, .landscape, 26, false, EdgeInsets(top: 20)),
        (Device.iPad9, .portrait, 26, true, EdgeInsets()),
        (Device.iPhoneX, .portrait, 26, true, EdgeInsets(top: 44, bottom: 34)),
        (Device.iPhoneX, .landscape, 11, false, EdgeInsets(left: 44, bottom: 21, right: 44)),
    ])
    func theSafeArea(device: Device, orientation: Screen.Orientation, release: Int, hidden: Bool, insets: EdgeInsets) throws {
        let release = try #require(IOSRelease(release))
        #expect(device.screen(orientation, release: release, statusBarHidden: hidden).safeAreaInsets == insets)
    }

    /// A screen keeps its release and status bar when it turns, and takes the insets they give.
    @Test func turningKeepsTheReleaseAndTheStatusBar() throws {
        let old = Device.iPhone8.screen(.portrait, release: try #require(IOSRelease(10)))
        #expect(old.rotated(to: .landscape).rotated(to: .portrait).release.major == 10)
        let hidden = Device.iPhone8.screen().with(statusBarHidden: true)
        #expect(hidden.safeAreaInsets == EdgeInsets())
        #expect(hidden.with(statusBarHidden: false).safeAreaInsets == EdgeInsets(top: 20))
        #expect(IOSRelease(19) == nil && IOSRelease(27) == nil && IOSRelease.latest.major == 26)
    }

    /// The separator inset and the root view's side margin: 15 then 16 on a 320 pt phone, 20
    /// on a 414 pt one in either orientation.
    @Test func releaseDefaults() throws {
        let seven = try #require(IOSRelease(7)), eight = try #require(IOSRelease(8))
        #expect(seven.separatorInset(screen: Size(width: 320, height: 568)) == 15)
        #expect(eight.separatorInset(screen: Size(width: 320, height: 568)) == 16)
        #expect(eight.systemMinimumSideMargin(screen: Size(width: 568, height: 320)) == 16)
        #expect(eight.systemMinimumSideMargin(screen: Size(width: 736, height: 414)) == 20)
    }

    /// A view pinned to a notched phone's edges: its margins are its 8 plus the safe area
    /// (44 + 8 = 52 at the top, 34 + 8 = 42 at the bottom), and a subview pinned to its
    /// margins follows; turned off, 8 again.
    @Test func marginsAreMeasuredInsideTheSafeArea() throws {
        let scene = Scene(screen: Device.iPhoneX.screen())
        let card = try scene.add(View(name: "card"))
        card.translatesAutoresizingMaskIntoConstraints = false
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try scene.addConstraint(card, attribute, .equal, scene.window, attribute)
        }
        let dot = try scene.add(View(name: "dot"), to: card)
        dot.translatesAutoresizingMaskIntoConstraints = false
        try scene.addConstraint(dot, .top, .equal, card, .topMargin)
        try scene.addConstraint(dot, .bottom, .equal, card, .bottomMargin)
        try scene.addConstraint(dot, .leading, .equal, card, .leadingMargin)
        try scene.addConstraint(dot, .trailing, .equal, card, .trailingMargin)
        scene.layoutIfNeeded()
        #expect(card.effectiveLayoutMargins == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        #expect(dot.frame == Rect(x: 8, y: 52, width: 359, height: 812 - 52 - 42))
        card.insetsLayoutMarginsFromSafeArea = false
        scene.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 8, y: 8, width: 359, height: 812 - 16))
    }

    /// The window (the root view): the system minimum (16 at the sides) unless its own margin
    /// is larger, plus the safe area; without the minimum, its own.
    @Test func theRootViewsMargins() throws {
        let scene = Scene(screen: Device.iPhoneSE1.screen())
        #expect(scene.window.effectiveLayoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        scene.window.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 4)
        #expect(scene.window.effectiveLayoutMargins == EdgeInsets(top: 20, left: 30, bottom: 0, right: 16))
        scene.window.viewRespectsSystemMinimumLayoutMargins = false
        #expect(scene.window.effectiveLayoutMargins == EdgeInsets(top: 20, left: 30, bottom: 0, right: 4))
        scene.setScreen(Device.iPhoneX.screen(.landscape))
        #expect(scene.window.effectiveLayoutMargins == EdgeInsets(top: 0, left: 30 + 44, bottom: 21, right: 4 + 44))
    }
}
