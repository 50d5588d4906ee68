import Layout

/// Checks a subtree of a laid-out scene against the rules of ``LayoutRule``: each rule in
/// turn, each over the subtree's views in tree order.
///
/// What a user cannot see is not checked for how it looks: a hidden view (or one inside a
/// hidden view) and a fully transparent one take no part in `inside`, `overlap`, `textFits`,
/// `contentSize`, `touchTargets` and `safeArea`, as LinkedIn's LayoutTest leaves hidden views
/// out. Conflicts and ambiguity are about the constraints, whatever shows.
struct LayoutChecker {
    let scene: Scene
    let root: View
    let rules: [LayoutRule]
    /// Views that may overlap their siblings, reach outside their superview, or are left out
    /// of every rule (``Exemptions``).
    let exemptions: Exemptions

    /// The classes a user touches, for `touchTargets`.
    static let controlClasses: Set<String> = ["UIButton", "UISegmentedControl", "UISwitch", "UISlider", "UIStepper", "UITextField"]

    /// Apple's Human Interface Guidelines, Accessibility: "a minimum tappable area of 44x44 pt
    /// for all controls" (the figure has stood since the iOS 7 guidelines).
    static let minimumTouchTarget = 44.0

    /// Frames are on the pixel grid; a difference smaller than this is none.
    static let tolerance = 0.001

    /// How far a view reaches past an edge, in words, and the attribute (and its name in
    /// `why`) that places that edge.
    struct Overflow {
        let amount: Double
        let words: String
        let attribute: LayoutAttribute
        let name: String

        init(_ amount: Double, _ words: String, _ attribute: LayoutAttribute, _ name: String) {
            self.amount = amount
            self.words = words
            self.attribute = attribute
            self.name = name
        }
    }

    struct Exemptions {
        var overlap: Set<ObjectIdentifier> = []
        var outside: Set<ObjectIdentifier> = []
        var ignored: Set<ObjectIdentifier> = []
    }

    /// The views checked: the root and everything under it, tree order, less the ignored.
    var views: [View] {
        root.subtree.filter { !exemptions.ignored.contains(ObjectIdentifier($0)) }
    }

    func failures() -> [CheckFailure] {
        rules.flatMap { rule -> [CheckFailure] in
            switch rule {
            case .conflict: conflicts()
            case .ambiguity: ambiguities()
            case .inside: outsideSuperviews()
            case .overlap: overlaps()
            case .textFits: textThatDoesNotFit()
            case .contentSize: contentAtNoSize()
            case .touchTargets: smallTouchTargets()
            case .safeArea: outsideSafeArea()
            }
        }
    }

    // MARK: - The constraints

    /// Broken constraints naming a view of the subtree.
    private func conflicts() -> [CheckFailure] {
        let members = Set(root.subtreeAndGuides.map(ObjectIdentifier.init))
        return scene.brokenConstraints.filter { $0.items.contains { members.contains(ObjectIdentifier($0)) } }.map { constraint in
            let violation = scene.violation(of: constraint) ?? 0
            let state = violation == 0 ? "holds now" : "off by \(formatPoints(violation)) pt"
            return CheckFailure(rule: .conflict, view: constraint.firstItem.name,
                                message: "\(Blame.text(of: constraint)) is broken to resolve a conflict, \(state)",
                                blame: nil, explained: nil)
        }
    }

    /// Ambiguous attributes of the subtree's views, with the range each could take.
    private func ambiguities() -> [CheckFailure] {
        let members = Set(views.map(ObjectIdentifier.init))
        return scene.ambiguousLayout().filter { members.contains(ObjectIdentifier($0.view)) }.flatMap { ambiguous in
            zip(ambiguous.attributes, ambiguous.ranges).map { attribute, range in
                let name = attribute == .minX ? "x" : attribute == .minY ? "y" : attribute.rawValue
                return CheckFailure(rule: .ambiguity, view: ambiguous.view.name,
                                    message: "\(ambiguous.view.name).\(name) is ambiguous: any value in "
                                        + "\(formatPoints(range.lowerBound))...\(formatPoints(range.upperBound)) satisfies the constraints",
                                    blame: nil, explained: "\(ambiguous.view.name).\(name)")
            }
        }
    }

    // MARK: - Where views are

    /// Views that reach past their superview's bounds. The subviews of a scroll view (its
    /// content scrolls) and the root itself (its superview is outside the check) are not.
    private func outsideSuperviews() -> [CheckFailure] {
        views.filter { $0 !== root && isSeen($0) && !exemptions.outside.contains(ObjectIdentifier($0)) }.compactMap { view in
            guard let parent = view.superview, !parent.hasScrollableContentArea, !(view is LayoutGuide) else { return nil }
            let frame = view.frame, size = parent.frame.size
            let overflows = [
                Overflow(-frame.minX, "left of its left edge", .minX, "x"), Overflow(-frame.minY, "above its top", .minY, "y"),
                Overflow(frame.maxX - size.width, "past its right edge", .right, "right"),
                Overflow(frame.maxY - size.height, "below its bottom", .bottom, "bottom"),
            ].filter { $0.amount > Self.tolerance }
            guard let worst = overflows.max(by: { $0.amount < $1.amount }) else { return nil }
            let (blame, explained) = Blame.of(view, worst.attribute, named: worst.name, in: scene)
            return CheckFailure(rule: .inside, view: view.name,
                                message: "\(view.name) \(frame) reaches outside \(parent.name) (0, 0, \(formatPoints(size.width)), "
                                    + "\(formatPoints(size.height))): " + overflows.map { "\(formatPoints($0.amount)) pt \($0.words)" }.joined(separator: ", "),
                                blame: blame, explained: explained)
        }
    }

    /// Sibling views drawn one over the other: each pair once, the later one blamed along the
    /// axis where they overlap less (the one to move).
    private func overlaps() -> [CheckFailure] {
        var failures: [CheckFailure] = []
        for parent in views where isSeen(parent) {
            let siblings = parent.subviews.filter { sibling in
                !(sibling is LayoutGuide) && isSeen(sibling) && !exemptions.ignored.contains(ObjectIdentifier(sibling))
                    && sibling.frame.width > 0 && sibling.frame.height > 0
            }
            for (index, first) in siblings.enumerated() {
                for second in siblings.dropFirst(index + 1) {
                    guard !exemptions.overlap.contains(ObjectIdentifier(first)), !exemptions.overlap.contains(ObjectIdentifier(second)) else { continue }
                    let measurement = RectMeasurement(first.frame, second.frame)
                    guard case .overlapping(let width, _, _) = measurement.horizontal, case .overlapping(let height, _, _) = measurement.vertical,
                        width > Self.tolerance, height > Self.tolerance else { continue }
                    let (attribute, name): (LayoutAttribute, String) = width <= height ? (.minX, "x") : (.minY, "y")
                    let (blame, explained) = Blame.of(second, attribute, named: name, in: scene)
                    failures.append(CheckFailure(rule: .overlap, view: first.name,
                                                 message: "\(first.name) \(first.frame) and \(second.name) \(second.frame) overlap by "
                                                     + "\(formatPoints(width)) x \(formatPoints(height)) pt",
                                                 blame: blame, explained: explained))
                }
            }
        }
        return failures
    }

    /// Views with content that reach into the screen's insets: the window's safe area, in the
    /// window's coordinates. Inside a scroll view only the sides count: content scrolls under
    /// the bars at the top and bottom by design, but the sensor housing's side in landscape
    /// hides it wherever it scrolls. The blame goes to the outermost view that reaches into
    /// the same inset and is placed by one of your constraints (a card pinned to the window's
    /// edge, rather than the label in it), inside the nearest scroll view.
    private func outsideSafeArea() -> [CheckFailure] {
        let screen = scene.screen
        let insets = screen.safeAreaInsets
        let safe = (left: insets.left, top: insets.top, right: screen.size.width - insets.right, bottom: screen.size.height - insets.bottom)
        func overflows(of view: View) -> [Overflow] {
            let frame = view.frameInRoot
            let scrolls = isInScrollView(view)
            return [
                Overflow(safe.left - frame.minX, "into the left inset (the safe area starts at x \(formatPoints(safe.left)))", .minX, "x"),
                Overflow(scrolls ? 0 : safe.top - frame.minY, "into the top inset (the safe area starts at y \(formatPoints(safe.top)))", .minY, "y"),
                Overflow(frame.maxX - safe.right, "into the right inset (the safe area ends at x \(formatPoints(safe.right)))", .right, "right"),
                Overflow(scrolls ? 0 : frame.maxY - safe.bottom, "into the bottom inset (the safe area ends at y \(formatPoints(safe.bottom)))",
                         .bottom, "bottom"),
            ].filter { $0.amount > Self.tolerance }
        }
        return views.filter { isSeen($0) && UnseenContent.hasContent($0) }.compactMap { view in
            let frame = view.frameInRoot
            guard frame.width > 0, frame.height > 0 else { return nil }
            let reaches = overflows(of: view)
            guard let worst = reaches.max(by: { $0.amount < $1.amount }) else { return nil }
            var chain = [view]
            while let parent = chain.last?.superview, parent !== scene.window, !parent.hasScrollableContentArea,
                overflows(of: parent).contains(where: { $0.name == worst.name }) {
                chain.append(parent)
            }
            // The outermost whose place one of your constraints decides: what to pin to the
            // safe area instead (a header placed by its table is not).
            let culprit = chain.reversed().first { outer in
                Blame.constraint(for: outer, worst.attribute, in: scene)?.isUserConstraint == true
            } ?? view
            let (blame, explained) = Blame.of(culprit, worst.attribute, named: worst.name, in: scene)
            return CheckFailure(rule: .safeArea, view: view.name,
                                message: "\(view.name) \(frame) in the window reaches " + reaches.map { "\(formatPoints($0.amount)) pt \($0.words)" }
                                    .joined(separator: ", "),
                                blame: blame, explained: explained)
        }
    }

    // MARK: - What views show

    /// Labels that do not show all their text: cut to fewer lines than the text needs at
    /// their width (`numberOfLines`), or lower than the lines they show.
    private func textThatDoesNotFit() -> [CheckFailure] {
        views.compactMap { $0 as? Label }.filter { isSeen($0) && !$0.text.isEmpty && $0.frame.width > 0 && $0.frame.height > 0 }
            .compactMap { label in
                let font = label.font, frame = label.frame
                let needed = TextLayout.layout(label.text, font: font, numberOfLines: 0, maxWidth: frame.width).lineCount
                if label.numberOfLines > 0, needed > label.numberOfLines {
                    if label.numberOfLines == 1 {
                        let width = TextLayout.size(of: label.text, font: font, numberOfLines: 0, maxWidth: nil).width
                        let (blame, explained) = Blame.of(label, .width, named: "width", in: scene)
                        return CheckFailure(rule: .textFits, view: label.name,
                                            message: "\(label.name) (UILabel) is truncated: its text is \(formatPoints(width)) pt on one line, "
                                                + "the label \(formatPoints(frame.width)) wide",
                                            blame: blame, explained: explained)
                    }
                    return CheckFailure(rule: .textFits, view: label.name,
                                        message: "\(label.name) (UILabel) is truncated: its text needs \(needed) lines at "
                                            + "\(formatPoints(frame.width)) pt, numberOfLines is \(label.numberOfLines)",
                                        blame: nil, explained: nil)
                }
                let shown = min(needed, label.numberOfLines > 0 ? label.numberOfLines : needed)
                let visible = label.visibleLineCount
                guard visible < shown else { return nil }
                let height = PixelGrid.ceil(Double(shown) * font.lineHeight, scale: scene.screen.scale)
                let (blame, explained) = Blame.of(label, .height, named: "height", in: scene)
                return CheckFailure(rule: .textFits, view: label.name,
                                    message: "\(label.name) (UILabel) is \(formatPoints(frame.height)) high and shows \(visible) of its "
                                        + "\(counted(shown, "line")), which need \(formatPoints(height))",
                                    blame: blame, explained: explained)
            }
    }

    /// Views with content at zero or negative width or height.
    private func contentAtNoSize() -> [CheckFailure] {
        views.filter { isSeen($0) && UnseenContent.hasContent($0) }.compactMap { view in
            let size = view.frame.size
            guard size.width <= 0 || size.height <= 0 else { return nil }
            let (attribute, name): (LayoutAttribute, String) = size.height <= 0 ? (.height, "height") : (.width, "width")
            let (blame, explained) = Blame.of(view, attribute, named: name, in: scene)
            return CheckFailure(rule: .contentSize, view: view.name,
                                message: "\(view.name) (\(UnseenContent.shortClassName(of: view))) is \(formatPoints(size.width)) x "
                                    + "\(formatPoints(size.height)) pt: its content cannot be seen",
                                blame: blame, explained: explained)
        }
    }

    /// Controls smaller than 44 x 44 pt along either axis.
    private func smallTouchTargets() -> [CheckFailure] {
        views.filter { isSeen($0) && Self.controlClasses.contains(UnseenContent.shortClassName(of: $0)) }.compactMap { view in
            let size = view.frame.size
            guard size.width < Self.minimumTouchTarget - Self.tolerance || size.height < Self.minimumTouchTarget - Self.tolerance else { return nil }
            let (attribute, name): (LayoutAttribute, String) = size.height < size.width ? (.height, "height") : (.width, "width")
            let (blame, explained) = Blame.of(view, attribute, named: name, in: scene)
            return CheckFailure(rule: .touchTargets, view: view.name,
                                message: "\(view.name) (\(UnseenContent.shortClassName(of: view))) is \(formatPoints(size.width)) x "
                                    + "\(formatPoints(size.height)) pt, under the 44 x 44 pt a control should have",
                                blame: blame, explained: explained)
        }
    }

    // MARK: - What is seen

    /// Whether the user can see the view: neither it nor a superview hidden, and not fully
    /// transparent.
    private func isSeen(_ view: View) -> Bool {
        view.alpha > 0 && !UnseenContent.isHiddenOrInHidden(view)
    }

    private func isInScrollView(_ view: View) -> Bool {
        var parent = view.superview
        while let current = parent {
            if current.hasScrollableContentArea { return true }
            parent = current.superview
        }
        return false
    }
}
