import Solver

/// Layout guides (``LayoutGuide``): custom ones the user adds, and each view's own, made on
/// first use and placed by constraints the guide holds.
///
/// - `layoutMarginsGuide`: `guide.left == owner.leftMargin` and the same for right, top and
///   bottom (identifiers `UIView-leftMargin-guide-constraint`, ... as UIKit names them), so
///   the guide is the owner's bounds inset by its effective margins and follows them.
/// - `safeAreaLayoutGuide`: `guide.left == owner.left + inset.left`, `guide.right ==
///   owner.right - inset.right`, ... (`UIViewSafeAreaLayoutGuide-left`, ...), where the insets
///   are the view's `safeAreaInsets` (``safeAreaInsets(of:)``): the window's are the screen's;
///   a view's are how far the screen's insets reach into its frame, so the guide is the view's
///   frame intersected with the window's safe area. Like UIKit, which calls
///   `safeAreaInsetsDidChange` after views moved and lays out again, the model takes a view's
///   insets from the frames of the last layout pass: after each pass every safe-area guide
///   whose insets changed updates its constants and asks for another pass.
/// - a scroll view's `contentLayoutGuide`: its four edges equal the scroll view's as seen from
///   inside, which are the content area's (TN2154), so the guide is the scrollable content;
///   `frameLayoutGuide`: the scroll view's width and height, at the content offset (its
///   bounds), which each layout pass brings up to date as it does the safe areas (a scroll
///   that lays nothing out moves it at the next pass).
/// - `readableContentGuide`: the margins guide's top and bottom; horizontally centred in the
///   margins, never wider than them, and at most ``LayoutGuide/readableWidth`` wide
///   (`guide.centerX == owner.centerXWithinMargins`, `guide.left >= owner.leftMargin`,
///   `guide.width <= 672`, and `guide.left == owner.leftMargin` at priority 999, which makes
///   the guide as wide as that allows).
extension Scene {
    /// `addLayoutGuide(_:)`: a new custom guide named `name`, owned by `owner`.
    @discardableResult
    public func addLayoutGuide(named name: String, to owner: View, isSpacer: Bool = false) throws(LayoutError) -> LayoutGuide {
        try checkNewName(name)
        return try addGuide(named: name, to: owner, isSpacer: isSpacer)
    }

    /// A custom guide a container makes (a cell's copy of its prototype's), named by the
    /// container: its name may hold dots, as contained views' do (``addContained(_:to:)``).
    func addContainedGuide(named name: String, to owner: View) throws(LayoutError) -> LayoutGuide {
        guard isAvailable(name) else { throw .nameTaken(name) }
        return try addGuide(named: name, to: owner)
    }

    private func addGuide(named name: String, to owner: View, isSpacer: Bool = false) throws(LayoutError) -> LayoutGuide {
        guard owner.scene === self else { throw .unknownObject(owner.name) }
        if owner is LayoutGuide { throw .guideIsNotAView(owner.name) }
        let guide = LayoutGuide(name: name, role: .custom, isSpacer: isSpacer)
        attachGuide(guide, to: owner)
        return guide
    }

    /// The view's own guide for `role` (not ``LayoutGuide/Role/custom``), made on first use.
    public func layoutGuide(_ role: LayoutGuide.Role, of owner: View) throws(LayoutError) -> LayoutGuide {
        if let existing = existingLayoutGuide(role, of: owner) { return existing }
        guard owner.scene === self, role != .custom else { throw .unknownObject(owner.name) }
        if owner is LayoutGuide { throw .guideIsNotAView(owner.name) }
        if LayoutGuide.Role.scrollViewGuides.contains(role), !owner.hasScrollableContentArea {
            throw .notAScrollView(owner.name, role.rawValue)
        }
        let guide = LayoutGuide(name: "\(owner.name).\(role.rawValue)", role: role)
        attachGuide(guide, to: owner)
        if role == .safeArea || role == .frame { safeAreaGuides.append(guide) }
        return guide
    }

    /// The view's own guide for `role` if it was made already.
    public func existingLayoutGuide(_ role: LayoutGuide.Role, of owner: View) -> LayoutGuide? {
        owner.layoutGuides.first { $0.role == role }
    }

    private func attachGuide(_ guide: LayoutGuide, to owner: View) {
        register(guide)
        guide.superview = owner
        owner.layoutGuides.append(guide)
        placeInTree([guide])
        guide.heldConstraints = placementConstraints(of: guide, in: owner)
        if guide.isInWindow { installOwnConstraints(of: guide) }
        setNeedsLayout()
    }

    private func placementConstraints(of guide: LayoutGuide, in owner: View) -> [LayoutConstraint] {
        func make(
            _ attribute: LayoutAttribute, _ relation: Relation, _ second: View?, _ secondAttribute: LayoutAttribute?,
            constant: Double = 0, priority: Priority = .required, identifier: String
        ) -> LayoutConstraint {
            let constraint = LayoutConstraint(
                name: "\(guide.name).\(attribute.rawValue)(guide)", kind: .layoutGuide, serial: makeSerial(),
                first: guide, attribute, relation, second: second, secondAttribute,
                constant: constant, priority: priority, identifier: identifier
            )
            constraint.isActive = true
            return constraint
        }
        switch guide.role {
        case .custom:
            return []
        case .layoutMargins:
            return [(LayoutAttribute.left, LayoutAttribute.leftMargin, "left"), (.right, .rightMargin, "right"),
                    (.top, .topMargin, "top"), (.bottom, .bottomMargin, "bottom")].map { attribute, margin, side in
                make(attribute, .equal, owner, margin, identifier: "UIView-\(side)Margin-guide-constraint")
            }
        case .safeArea:
            let insets = safeAreaInsets(of: owner)
            return zip(Self.safeAreaSides, Self.safeAreaConstants(insets)).map { side, constant in
                make(side, .equal, owner, side, constant: constant, identifier: "UIViewSafeAreaLayoutGuide-\(side.rawValue)")
            }
        case .content:
            // Seen from inside a scroll view, its edges are those of its content area (TN2154).
            return [LayoutAttribute.left, .right, .top, .bottom].map { side in
                make(side, .equal, owner, side, identifier: "UIScrollViewContentLayoutGuide-\(side.rawValue)")
            }
        case .frame:
            let offset = owner.boundsOrigin
            return [
                make(.left, .equal, owner, .left, constant: offset.x, identifier: "UIScrollViewFrameLayoutGuide-left"),
                make(.top, .equal, owner, .top, constant: offset.y, identifier: "UIScrollViewFrameLayoutGuide-top"),
                make(.width, .equal, owner, .width, identifier: "UIScrollViewFrameLayoutGuide-width"),
                make(.height, .equal, owner, .height, identifier: "UIScrollViewFrameLayoutGuide-height"),
            ]
        case .readableContent:
            return [
                make(.centerX, .equal, owner, .centerXWithinMargins, identifier: "UIViewReadableContentGuide-centerX"),
                make(.left, .greaterThanOrEqual, owner, .leftMargin, identifier: "UIViewReadableContentGuide-left"),
                make(.width, .lessThanOrEqual, nil, nil, constant: LayoutGuide.readableWidth, identifier: "UIViewReadableContentGuide-width"),
                make(.left, .equal, owner, .leftMargin, priority: Priority(999) ?? .defaultHigh, identifier: "UIViewReadableContentGuide-leftFill"),
                make(.top, .equal, owner, .topMargin, identifier: "UIViewReadableContentGuide-top"),
                make(.bottom, .equal, owner, .bottomMargin, identifier: "UIViewReadableContentGuide-bottom"),
            ]
        }
    }

    private static let safeAreaSides: [LayoutAttribute] = [.left, .right, .top, .bottom]

    private static func safeAreaConstants(_ insets: EdgeInsets) -> [Double] {
        [insets.left, -insets.right, insets.top, -insets.bottom]
    }

    /// `safeAreaInsets`: the window's are the screen's; another view's are the part of its
    /// frame (as the last layout pass left it) that lies in the window's unsafe strips, the
    /// rule ScrollView's `safeAreaInsets` follows (UIKit: they "reflect the portion of the
    /// view covered by" the window's insets); zero out of the window (UIKit: "safeAreaInsets
    /// = 0 off-hierarchy").
    public func safeAreaInsets(of view: View) -> EdgeInsets {
        guard view.isInWindow else { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        let safe = screen.safeAreaInsets
        if view === window { return safe }
        let frame = view.frameInRoot
        let size = screen.size
        func overlap(_ start: Double, _ end: Double, _ stripStart: Double, _ stripEnd: Double) -> Double {
            max(0, min(end, stripEnd) - max(start, stripStart))
        }
        return view.safeAreaInsets(reaching: EdgeInsets(
            top: overlap(frame.minY, frame.maxY, 0, safe.top),
            left: overlap(frame.minX, frame.maxX, 0, safe.left),
            bottom: overlap(frame.minY, frame.maxY, size.height - safe.bottom, size.height),
            right: overlap(frame.minX, frame.maxX, size.width - safe.right, size.width)
        ))
    }

    /// After a layout pass: every safe-area guide in the window takes its owner's insets from
    /// the frames just set; a change asks for another pass.
    func refreshSafeAreaGuides() {
        for guide in safeAreaGuides where guide.isInWindow {
            guard let owner = guide.superview else { continue }
            let wanted = guide.role == .frame
                ? [owner.boundsOrigin.x, owner.boundsOrigin.y, 0, 0]
                : Self.safeAreaConstants(safeAreaInsets(of: owner))
            let held = guide.heldConstraints
            guard held.count == wanted.count, zip(held, wanted).contains(where: { $0.constant != $1 }) else { continue }
            setConstantsInPlace(zip(held, wanted), of: guide)
            setNeedsLayout()
        }
    }
}

extension Scene {
    /// The `layoutFrame` the view's own guide for `role` has, or would have if it were made
    /// now, in the view's coordinates: reading it never makes the guide. A guide that exists
    /// answers its frame from the last layout pass; one not yet made is computed from the
    /// view's frame by the rules above.
    public func layoutFrame(of role: LayoutGuide.Role, of owner: View) -> Rect {
        if let guide = existingLayoutGuide(role, of: owner) { return guide.frame }
        let size = owner.frame.size
        func inset(_ insets: EdgeInsets) -> Rect {
            Rect(x: insets.left, y: insets.top,
                 width: max(0, size.width - insets.left - insets.right), height: max(0, size.height - insets.top - insets.bottom))
        }
        switch role {
        case .custom:
            return .zero
        case .content:
            guard owner.hasScrollableContentArea else { return .zero }
            let value = engine.solvedValues()
            return Rect(x: 0, y: 0, width: value(owner.contentArea.width), height: value(owner.contentArea.height))
        case .frame:
            return owner.bounds
        case .safeArea:
            return inset(safeAreaInsets(of: owner))
        case .layoutMargins:
            return inset(currentLayoutMargins(of: owner))
        case .readableContent:
            var frame = inset(currentLayoutMargins(of: owner))
            if frame.width > LayoutGuide.readableWidth {
                frame = Rect(x: frame.minX + (frame.width - LayoutGuide.readableWidth) / 2, y: frame.minY,
                             width: LayoutGuide.readableWidth, height: frame.height)
            }
            return frame
        }
    }

    /// The view or layout guide `name` names: a view's own guides (`box.safeAreaLayoutGuide`)
    /// are made the first time they are named this way, as UIKit makes them on first access.
    /// Nil when `name` names neither (or the owner is itself a guide).
    public func viewOrGuide(named name: String) -> View? {
        if let view = view(named: name) { return view }
        guard let dot = name.lastIndex(of: "."),
            let role = LayoutGuide.Role(rawValue: String(name[name.index(after: dot)...])), role != .custom,
            let owner = view(named: String(name[..<dot])), !(owner is LayoutGuide)
        else { return nil }
        return try? layoutGuide(role, of: owner)
    }
}
