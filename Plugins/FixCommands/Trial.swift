import Commands
import Layout

/// What the scene looks like after a layout pass: what a trial compares before and after.
struct SceneState {
    /// Every view in the window (the window first, then its subviews in tree order) with its
    /// frame, in the superview's coordinates, as `print v.frame` shows it.
    let frames: [(view: View, frame: Rect)]
    /// The ambiguous attributes, as `view.attribute`, in tree order.
    let ambiguous: [String]
    /// The constraints the engine has broken.
    let broken: [LayoutConstraint]
    /// The views whose content the user cannot see (``HiddenContent``), in tree order.
    let hiddenContent: [HiddenContent]

    static func read(_ scene: Scene) -> SceneState {
        SceneState(
            frames: scene.window.subtree.map { ($0, $0.frame) },
            ambiguous: scene.ambiguousLayout().flatMap { entry in entry.attributes.map { "\(entry.view.name).\($0.rawValue)" } },
            broken: scene.brokenConstraints,
            hiddenContent: scene.window.subtree.compactMap(HiddenContent.of))
    }
}

/// A view with content (text, an image, a control) that a layout leaves where the user cannot
/// see it: at zero or negative width or height, or a label shorter than its text's lines.
/// Content the model cannot measure (an imported label or control with no intrinsic size in
/// the text) and a view inside a hidden one (a stack view's hidden row) are not counted: their
/// size says nothing of what the user sees.
struct HiddenContent {
    let view: View
    let why: String

    /// The classes that draw content of their own (as printed: an imported view prints its
    /// log's class), by the name's last part.
    static let contentClasses: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISegmentedControl", "UISwitch", "UISlider",
        "UIStepper", "UIProgressView", "UIActivityIndicatorView", "UIButtonLabel", "UIDatePicker", "UIPickerView",
    ]

    static func of(_ view: View) -> HiddenContent? {
        guard !(view is LayoutGuide) else { return nil }
        var shown: View? = view
        while let current = shown {
            if current.isHidden { return nil }
            shown = current.superview
        }
        let className = view.className.split(separator: ".").last.map(String.init) ?? view.className
        guard contentClasses.contains(className) else { return nil }
        if let label = view as? Label, label.text.isEmpty { return nil }
        let intrinsic = view.intrinsicContentSize
        guard view is Label || intrinsic.width >= 0 || intrinsic.height >= 0 else { return nil }
        let size = view.frame.size
        if size.width <= 0 || size.height <= 0 {
            return HiddenContent(view: view, why: "\(view.name) (\(className)) at \(formatPoints(size.width)) x \(formatPoints(size.height))")
        }
        // A label squeezed below its text: its lines need more than its frame gives.
        if let label = view as? Label, label.intrinsicContentSize.height > size.height + 0.5 {
            return HiddenContent(view: view, why: "\(view.name) (UILabel) \(formatPoints(size.height)) high, its text needs "
                                 + formatPoints(label.intrinsicContentSize.height))
        }
        return nil
    }
}

/// A frame that a trial changed.
struct FrameChange {
    let view: View
    let before: Rect
    let after: Rect

    /// How far the frame moved and resized, in points: the sum of the four differences.
    var amount: Double {
        abs(after.origin.x - before.origin.x) + abs(after.origin.y - before.origin.y)
            + abs(after.size.width - before.size.width) + abs(after.size.height - before.size.height)
    }

    var line: String { "\(view.name) \(before) -> \(after)" }
}

/// Trials: a change made in a transaction of the scene's journal, laid out, read, and rolled
/// back, so the scene after is exactly the scene before (the same journal mechanism a failing
/// command uses). Each trial costs the change, one layout pass and one ambiguity check, and
/// its rollback is proportional to what the trial changed, not to the size of the scene.
enum Trial {
    /// Runs `change` and a layout pass in a transaction that is rolled back, and returns what
    /// `read` computed from the changed scene with the conflicts the change reported. Nil when
    /// the change was refused (it then changed nothing that stays).
    static func run<Result>(
        in scene: Scene, _ change: () throws(LayoutError) -> Void, read: ([UnsatisfiableReport]) -> Result
    ) -> Result? {
        let start = scene.changeJournal.checkpoint()
        defer {
            _ = scene.takeReports()
            _ = scene.takeWarnings()
            scene.changeJournal.rollback(to: start)
        }
        do throws(LayoutError) {
            try change()
        } catch {
            return nil
        }
        scene.layoutIfNeeded()
        return read(scene.takeReports())
    }

    /// The frames that differ between two states of the same scene, in tree order. Views are
    /// matched by name, which is unique in a scene: a table's cell made again by a trial keeps
    /// its views' names.
    static func frameChanges(from before: SceneState, to after: SceneState) -> [FrameChange] {
        let afterFrames = Dictionary(after.frames.map { ($0.view.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        return before.frames.compactMap { entry in
            guard let frame = afterFrames[entry.view.name], frame != entry.frame else { return nil }
            return FrameChange(view: entry.view, before: entry.frame, after: frame)
        }
    }
}
