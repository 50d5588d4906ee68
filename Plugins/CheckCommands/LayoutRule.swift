import Foundation

/// The invariants `check` states, each named, so a check can run some (`rules=`) or leave
/// some out (`skip=`). In the order they are checked and reported.
enum LayoutRule: String, CaseIterable, Sendable {
    case conflict, ambiguity, inside, overlap, textFits, contentSize, touchTargets, safeArea

    /// What the rule asks, for help.
    var summary: String {
        switch self {
        case .conflict: "no constraint is broken (UIKit's 'Unable to simultaneously satisfy constraints')"
        case .ambiguity: "every view's frame is determined (hasAmbiguousLayout is false)"
        case .inside: "a view lies within its superview's bounds (allowOutside= lets a view out; a scroll view's content may scroll)"
        case .overlap: "sibling views do not overlap (allowOverlap= lets a view overlap its siblings)"
        case .textFits: "a label shows all of its text: not truncated, not squeezed below its lines' height"
        case .contentSize: "no view with content (a label with text, an image, a control) is at zero or negative size"
        case .touchTargets: "a control (button, switch, slider, stepper, segmented control, text field) is at least 44 x 44 pt"
        case .safeArea: "a view with content lies inside the screen's safe area (a scroll view's content may scroll under the top and bottom insets)"
        }
    }

    /// The rules `list` names (`textFits,overlap`), or the name that is none.
    static func parse(_ list: String) -> (rules: [LayoutRule], unknown: String?) {
        var rules: [LayoutRule] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let rule = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return (rules, name) }
            if !rules.contains(rule) { rules.append(rule) }
        }
        return (rules, nil)
    }
}
