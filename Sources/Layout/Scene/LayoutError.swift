/// Why the scene refused a change. The scene is left exactly as it was.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    case nameTaken(String)
    case invalidName(String)
    case unknownObject(String)
    case invalidPairing(LayoutAttribute, LayoutAttribute)
    case positionNeedsSecondItem(LayoutAttribute)
    case zeroMultiplierOnPosition
    case noCommonAncestor(String)
    case priorityCrossesRequired(existing: Int, requested: Int)
    case moveIntoOwnSubtree(view: String, target: String)
    case cannotRemoveWindow
    case notEditable(String)
    case guideIsNotAView(String)
    case notAScrollView(String, String)
    case ownGuide(String)
    case guideAttribute(String, LayoutAttribute)
    case notCopyable(view: String, className: String, template: String)

    public var description: String {
        switch self {
        case .nameTaken(let name):
            "the name '\(name)' is already taken"
        case .invalidName(let name):
            "'\(name)' is not a valid name: use letters, digits and _, starting with a letter or _"
        case .unknownObject(let name):
            "there is no view or constraint named '\(name)'"
        case .invalidPairing(let first, let second):
            "invalid pairing of layout attributes \(first.rawValue) and \(second.rawValue): "
                + "sizes pair with sizes, positions with positions on the same axis, "
                + "and leading/trailing never with left/right"
        case .positionNeedsSecondItem(let attribute):
            "a constraint on '\(attribute.rawValue)' needs a second item: only width and height can equal a constant"
        case .zeroMultiplierOnPosition:
            "a multiplier of 0 with a location for the first attribute creates an illegal constraint"
        case .noCommonAncestor(let constraint):
            "unable to activate constraint '\(constraint)' because its views have no common ancestor"
        case .priorityCrossesRequired(let existing, let requested):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
                + "You passed priority \(requested) and the existing priority was \(existing)."
        case .moveIntoOwnSubtree(let view, let target):
            "cannot move '\(view)' into '\(target)', which is inside it"
        case .cannotRemoveWindow:
            "the window cannot be removed or moved"
        case .notEditable(let what):
            "\(what) cannot be changed"
        case .guideIsNotAView(let name):
            "'\(name)' is a layout guide, not a view: it has no subviews and stays with its owning view"
        case .notAScrollView(let name, let guide):
            "'\(name)' is not a scroll view: only a scroll view has a \(guide)"
        case .ownGuide(let name):
            "'\(name)' is its view's own guide and cannot be removed"
        case .guideAttribute(let name, let attribute):
            "the layout guide '\(name)' has no '\(attribute.rawValue)' anchor: a guide has "
                + "left, right, top, bottom, leading, trailing, width, height, centerX and centerY"
        case .notCopyable(let view, let className, let template):
            "'\(view)' (\(className)) cannot be in '\(template)': its cells are copies of it, and the model cannot copy a \(className)"
        }
    }
}
