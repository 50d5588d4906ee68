import Testing
import Layout
@testable import Timeline

/// Animations between presentations on the virtual clock.
@Suite("The timeline")
struct TimelineTests {
    func view(_ height: Double) -> View {
        View(name: "row", frame: Rect(x: 0, y: 0, width: 320, height: height))
    }

    /// A row collapsing from 216 to 0 in 0.5 s, linear: at 0.1 s it has done 0.2 of the way,
    /// 216 x 0.8 = 172.8; at 0.25 s half, 108; from 0.5 s on, 0.
    @Test func aLinearCollapseAtChosenInstants() {
        let timeline = Timeline(journal: nil)
        let row = view(0)
        timeline.animate(from: ["row": Presentation(frame: Rect(x: 0, y: 0, width: 320, height: 216), alpha: 1)],
                         to: ["row": Presentation(frame: row.frame, alpha: 1)], duration: 0.5, curve: .linear)
        #expect(abs(timeline.presentation(of: row, at: 0.1).frame.height - 172.8) < 1e-9)
        #expect(timeline.presentation(of: row, at: 0.25).frame.height == 108)
        #expect(timeline.presentation(of: row, at: 0.5).frame.height == 0)
        #expect(timeline.presentation(of: row, at: 2).frame.height == 0)
        #expect(timeline.presentation(of: row, at: 0).frame.height == 216)
    }

    /// A cascade: the fade (0.25 s) ends when the collapse (0.5 s, delay 0.25) starts; their
    /// completions run by end time. A delayed animation shows its start until it starts.
    @Test func aCascadeStartsWhenTheFirstStageEnds() {
        let timeline = Timeline(journal: nil)
        let picker = View(name: "picker", frame: Rect(x: 0, y: 0, width: 320, height: 216))
        let full = Presentation(frame: picker.frame, alpha: 1)
        let fade = timeline.animate(from: ["picker": full], to: ["picker": Presentation(frame: picker.frame, alpha: 0)], duration: 0.25, curve: .linear)
        let clear = Presentation(frame: picker.frame, alpha: 0)
        let collapse = timeline.animate(from: ["picker": clear], to: ["picker": Presentation(frame: Rect(x: 0, y: 0, width: 320, height: 0), alpha: 0)],
                                        duration: 0.5, delay: 0.25, curve: .linear)
        #expect(collapse.start == fade.end)
        #expect(timeline.presentation(of: picker, at: 0.1).frame.height == 216)
        // The fade is 0.1 / 0.25 = 0.4 of the way at 0.1 s: alpha 0.6, while the collapse waits.
        #expect(abs(timeline.presentation(of: picker, at: 0.1).alpha - 0.6) < 1e-12)
        #expect(timeline.presentation(of: picker, at: 0.5).frame.height == 108)
        #expect(timeline.ending(through: 1).map(\.number) == [0, 1])
        #expect(timeline.ending(through: 0.3).map(\.number) == [0])
    }

    /// Views whose presentation does not change are not part of an animation.
    @Test func unchangedViewsAreLeftOut() {
        let timeline = Timeline(journal: nil)
        let same = Presentation(frame: .zero, alpha: 1)
        let animation = timeline.animate(from: ["a": same, "b": same], to: ["a": same, "b": Presentation(frame: .zero, alpha: 0)], duration: 1)
        #expect(Array(animation.changes.keys) == ["b"])
    }
}
