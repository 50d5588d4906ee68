/// Which views are UIKit's own, not the app's: the private classes UIKit builds its
/// containers from, which a console log names but no app makes or constrains.
///
/// By the class's printed name (a view made in the shell prints a public class, so it is the
/// app's; an imported one prints what the log printed):
/// - a leading underscore: Apple's convention for a private class (`_UIButtonBarStackView`,
///   `_UILayoutSpacer`, `_UIRemoteKeyboardPlaceholderView`, `_UIKBCompatInputView`);
/// - the keyboard's and the input system's views: `UIKeyboard…` (`UIKeyboardAssistantBar`),
///   `UIInputSet…` (`UIInputSetContainerView`, `UIInputSetHostView`), `UIInputWindowController`,
///   `UIRemoteKeyboard…`;
/// - the containers a navigation or tab controller and a table wrap their content in:
///   `UINavigationTransitionView`, `UIViewControllerWrapperView`, `UILayoutContainerView`,
///   `UITransitionView`, `UIDropShadowView`, `UITableViewWrapperView`;
/// - UIKit's windows: `UIWindow` itself and UIKit's own (`UITextEffectsWindow`,
///   `UIRemoteKeyboardWindow`); an app's subclass (`COSTouchVisualizerWindow`) is the app's.
///
/// `UITableViewCellContentView` is UIKit's class too, but an app's cell constrains its content
/// to it: it counts as the app's. So do the public classes (`UIView`, `UIStackView`,
/// `UIInputView`, which a keyboard extension subclasses).
public enum UIKitsOwnView {
    static let prefixes = ["_", "UIKeyboard", "UIInputSet", "UIInputWindowController", "UIRemoteKeyboard"]
    static let containers: Set<String> = [
        "UINavigationTransitionView", "UIViewControllerWrapperView", "UILayoutContainerView", "UITransitionView", "UIDropShadowView",
        "UITableViewWrapperView", "UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow",
    ]

    /// Whether a view of the class `className` (as printed: `_UIButtonBarStackView`,
    /// `Prox.PlaceDetailsEventView`) is UIKit's own.
    public static func isUIKits(className: String) -> Bool {
        // A module-qualified name (`MyApp.View`) is an app's Swift class.
        if className.contains(".") { return false }
        return containers.contains(className) || prefixes.contains { className.hasPrefix($0) }
    }
}

/// The identifiers UIKit gives the constraints it makes, as the corpus prints them: a stack
/// view's `UISV-…`, a view's `UIView-Encapsulated-Layout-…` and `UIView-…Margin-guide-constraint`,
/// `UIViewSafeAreaLayoutGuide-…`, the keyboard bar's `UIButtonBar.maximumAlignmentSize`,
/// `_UITemporaryLayoutWidth`, a fitting pass's `fittingSizeHTarget`, and the input window
/// controller's `inputView.top` and `accessoryView.bottom`.
public enum UIKitsConstraintIdentifier {
    static let prefixes = ["UISV-", "UIView-", "UIViewSafeAreaLayoutGuide-", "UIButtonBar.", "_UI", "UIInputWindowController"]
    static let names: Set<String> = ["fittingSizeHTarget", "fittingSizeVTarget", "inputView.top", "accessoryView.bottom"]

    public static func isUIKits(_ identifier: String) -> Bool {
        names.contains(identifier) || prefixes.contains { identifier.hasPrefix($0) }
    }

    /// Whether the identifier is one of UIKit's private machinery (the keyboard bar, the input
    /// window controller, `_UI…`), which no view of the app's is given: unlike a stack view's
    /// `UISV-…` or a view's `UIView-…`, which the app's own views get from their properties.
    public static func isPrivateMachinery(_ identifier: String) -> Bool {
        ["UIButtonBar.", "_UI", "UIInputWindowController", "inputView.top", "accessoryView.bottom"].contains { identifier.hasPrefix($0) }
    }
}

extension View {
    /// Whether the view is one of UIKit's own (``UIKitsOwnView``); the scene's window is; a
    /// layout guide is its owner's, so a guide of UIKit's view is UIKit's, and a stack view's
    /// spacer is UIKit's.
    public var isUIKitsOwn: Bool {
        // The scene's window is a UIWindow, UIKit's.
        if let scene, self === scene.window { return true }
        if let guide = self as? LayoutGuide {
            if guide.isSpacer { return true }
            return guide.superview?.isUIKitsOwn ?? false
        }
        return UIKitsOwnView.isUIKits(className: className)
    }
}

extension LayoutConstraint {
    /// Whether UIKit made it: by its kind (autoresizing, content size, encapsulated layout, a
    /// guide's placement, a fitting target), its identifier (``UIKitsConstraintIdentifier``:
    /// a stack view's `UISV-…`, the keyboard bar's `UIButtonBar.…`), or because every view it
    /// relates is UIKit's own (the keyboard's bar pinned inside its host). A table's copies of
    /// a prototype's constraints are the app's.
    public var isUIKits: Bool {
        if kind != .layout || identifier.map(UIKitsConstraintIdentifier.isUIKits) == true { return true }
        return items.allSatisfy(\.isUIKitsOwn)
    }
}

/// A conflict among UIKit's own constraints and views: the app made none of it, so no change
/// to the app's constraints resolves it; what the app can still do depends on whose views
/// they are.
public struct ConflictInsideUIKit {
    /// What the views are, in words (`the keyboard's shortcut bar`).
    public let subject: String
    /// What the app can do about it.
    public let advice: String

    /// The conflict `constraints` is inside UIKit when each of them relates UIKit's own views
    /// only (``View/isUIKitsOwn``), or carries an identifier of UIKit's private machinery
    /// (``UIKitsConstraintIdentifier/isPrivateMachinery(_:)``: the keyboard bar's
    /// `UIButtonBar.maximumAlignmentSize` ties a plain `UIView` to the bar's guide); nil
    /// otherwise: a stack view's `UISV-…` or an autoresizing constraint on the app's views is
    /// the app's to change through their properties.
    public static func of(_ constraints: [LayoutConstraint]) -> ConflictInsideUIKit? {
        guard !constraints.isEmpty, constraints.allSatisfy({ constraint in
            constraint.items.allSatisfy(\.isUIKitsOwn) || constraint.identifier.map(UIKitsConstraintIdentifier.isPrivateMachinery) == true
        }) else { return nil }
        let classes = constraints.flatMap(\.items).map { item in (item as? LayoutGuide)?.superview?.className ?? item.className }
        let identifiers = constraints.compactMap(\.identifier)
        func any(_ words: [String]) -> Bool { classes.contains { name in words.contains { name.contains($0) } } }
        if any(["KeyboardAssistantBar", "ButtonBar"]) || identifiers.contains(where: { $0.hasPrefix("UIButtonBar.") }) {
            // Apple radar 36578167 (PSPDFKit-labs/radar.apple.com): the bar laid out at height 0.
            return ConflictInsideUIKit(
                subject: "the keyboard's shortcut bar (UIKeyboardAssistantBar), laid out at height 0 (Apple radar 36578167)",
                advice: "nothing in the app's layout causes it and UIKit recovers by itself; to be rid of it, hide the bar: "
                    + "set the text input's inputAssistantItem.leadingBarButtonGroups and trailingBarButtonGroups to []")
        }
        if any(["UIInputSet", "RemoteKeyboard", "KBCompatInputView", "UITextEffectsWindow"])
            || identifiers.contains(where: { ["inputView.top", "accessoryView.bottom"].contains($0) }) {
            return ConflictInsideUIKit(
                subject: "the keyboard's input views (UIInputSetHostView and its containers)",
                advice: "nothing in the app's layout causes it; when the app sets an inputView or inputAccessoryView, give it "
                    + "a height it can take (its frame's, or an intrinsicContentSize), else UIKit recovers by itself")
        }
        return ConflictInsideUIKit(
            subject: "UIKit's own views (" + Array(Set(classes.filter { UIKitsOwnView.isUIKits(className: $0) })).sorted().prefix(3).joined(separator: ", ") + ")",
            advice: "none of the app's constraints is in it, so no change to them resolves it; UIKit recovers by itself")
    }

    /// One line: `inside UIKit: the keyboard's shortcut bar …; nothing in …`.
    public var line: String { "inside UIKit: \(subject); \(advice)" }
}
