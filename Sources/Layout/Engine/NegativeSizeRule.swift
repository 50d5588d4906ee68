/// How far the engine keeps sizes at 0 or more: the implicit `width >= 0` and `height >= 0`
/// every view has (``LayoutConstraint/Kind/nonNegativeSize``), which no log lists.
///
/// UIKit documents neither. The corpus shows both sides of it:
/// - A size against a negative constant conflicts on its own: logs 24, 110, 111 and 154 list
///   one constraint, `UIView.width == - 16` (or `- 20`), and break it. Something unlisted
///   holds the width at 0 or more.
/// - Once a conflict is broken, a size goes negative rather than a second constraint breaking:
///   in log 18 UIKit breaks `height >= 44`, and the rest of its list (the view's bottom 8 pt
///   above the safe area's, its top at the window's bottom) leaves the height at -8; the next
///   report of that burst (log 138) has the view's text field, 5 pt inside it on each side, at
///   -18 conflicting, which it would not be at 0.
///
/// A rule is a value so that the study (Tests/ImportCommandsTests/NegativeSizeStudy.swift) can
/// run the real import under others; ``current`` is task-local, and the program only runs
/// ``adopted``.
public struct NegativeSizeRule: Sendable {
    public let name: String
    /// Whether `view` has the implicit floors at all.
    let hasFloors: @Sendable (View) -> Bool
    /// Whether, after a conflict was broken, a conflict that remains only through an implicit
    /// floor is settled by the size going negative (the floor breaks, silently) rather than by
    /// breaking another constraint with a second report.
    let sizeGivesWayAfterABreak: Bool

    /// The rule the engine applies: ``adopted`` unless a study says otherwise.
    @TaskLocal static var current = NegativeSizeRule.adopted

    /// The rule the program runs: no floor on a `UILayoutGuide` (a stack view's spacer keeps
    /// its floors) nor on a view whose frame its autoresizing mask sets, and after a break a
    /// size gives way. Against "never negative", on the 96 conflict logs: lists as UIKit's 84
    /// -> 89 (14, 15, 119, 120, 121), the same break 65 -> 72 of 90 (18, 114, 131, 138, 150,
    /// 157, 161), nothing lost (NegativeSizeStudy.swift).
    ///
    /// The autoresized views' part is not the corpus's finding: with or without their floors
    /// the model lists and breaks as UIKit on exactly the same logs (no log turns on an
    /// autoresized view's size going below 0). It is taken for its cost: an autoresized view's
    /// size is defined through its superview's, so its floor's row names every level above
    /// it, and importing a recursive description 4,000 views deep with flexible widths and
    /// heights was quadratic (issue 40). Where a flexible mask would make a size negative, the
    /// model now lets it be rather than report a conflict that no log shows UIKit printing (no
    /// source says which UIKit does).
    static let adopted = NegativeSizeRule.autoresizedFree

    /// Every view has the floors; after a break, a size gives way (log 18's -8).
    static let givesWayAfterABreak = NegativeSizeRule(name: "floors; a size gives way after a break", hasFloors: { _ in true },
                                                      sizeGivesWayAfterABreak: true)

    /// The model before issue 35: every size at 0 or more, always.
    static let never = NegativeSizeRule(name: "never negative", hasFloors: { _ in true }, sizeGivesWayAfterABreak: false)

    /// No floors on layout guides (a guide is no view: nothing draws it).
    static let guidesFree = NegativeSizeRule(name: "guides have no floor", hasFloors: { !($0 is LayoutGuide) },
                                             sizeGivesWayAfterABreak: false)

    /// No floors on a `UILayoutGuide`; a stack view's `_UILayoutSpacer` keeps them; after a
    /// break, a size gives way.
    static let spacersOnlyAndGivesWay = NegativeSizeRule(
        name: "guides have no floor, spacers do; a size gives way after a break",
        hasFloors: { view in (view as? LayoutGuide).map(\.isSpacer) ?? true }, sizeGivesWayAfterABreak: true)

    static let guidesFreeAndGivesWay = NegativeSizeRule(name: "guides have no floor; a size gives way after a break",
                                                        hasFloors: { !($0 is LayoutGuide) }, sizeGivesWayAfterABreak: true)

    /// ``spacersOnlyAndGivesWay``, and no floor on a view whose frame its autoresizing mask sets
    /// (it translates the mask and has a superview).
    static let autoresizedFree = NegativeSizeRule(
        name: "guides have no floor, spacers do, autoresized views do not; a size gives way after a break",
        hasFloors: { view in
            if let guide = view as? LayoutGuide { return guide.isSpacer }
            return !(view.translatesAutoresizingMaskIntoConstraints && view.superview != nil)
        },
        sizeGivesWayAfterABreak: true)

    /// No floors at all: a size is whatever the constraints make it.
    static let free = NegativeSizeRule(name: "no floors", hasFloors: { _ in false }, sizeGivesWayAfterABreak: false)

    /// The rules the study measures.
    static let studied: [NegativeSizeRule] = [.never, .givesWayAfterABreak, .guidesFree, .guidesFreeAndGivesWay, .spacersOnlyAndGivesWay, .autoresizedFree, .free]
}
