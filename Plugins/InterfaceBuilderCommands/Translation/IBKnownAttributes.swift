/// The attributes and child elements the load reads, and those it leaves out on purpose
/// because they do not change any frame (colours, content modes, accessibility, outlets).
/// Anything else is reported as not modelled, never dropped in silence.
enum IBKnownAttributes {
    /// Read by the load.
    static let read: Set<String> = [
        "id", "key", "userLabel", "customClass", "translatesAutoresizingMaskIntoConstraints",
        "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "hidden", "alpha",
        "text", "numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth", "image",
        "style", "dataMode", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "separatorStyle", "reuseIdentifier", "contentInsetAdjustmentBehavior", "alwaysBounceVertical", "bounces",
        "scrollEnabled", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "layoutMarginsFollowReadableWidth", "adjustsFontSizeToFit", "accessoryType", "tableViewCell",
        "placeholder", "borderStyle", "semanticContentAttribute",
        // A stack view's (IBTranslator+Stacks).
        "axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement", "baselineRelativeArrangement",
    ]

    /// Left out: they draw, or wire code, but place nothing.
    static let cosmetic: Set<String> = [
        "contentMode", "opaque", "clipsSubviews", "multipleTouchEnabled", "userInteractionEnabled", "fixedFrame",
        "misplaced", "ambiguous", "verifyAmbiguity", "textAlignment", "baselineAdjustment", "minimumFontSize",
        "minimumScaleFactor", "adjustsLetterSpacingToFitWidth", "enabled", "highlighted", "selected", "tag",
        "restorationIdentifier", "customModule", "customModuleProvider", "contentHorizontalAlignment",
        "contentVerticalAlignment", "buttonType", "lineBreakModeDisabled", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "pagingEnabled", "bouncesZoom", "keyboardDismissMode", "directionalLockEnabled",
        "allowsSelection", "allowsMultipleSelection", "selectionStyle", "indentationWidth", "indentationLevel",
        "editingAccessoryType", "focusStyle", "colorLabel", "contentHuggingPriority",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "sectionIndexMinimumDisplayRowCount",
        "insetsContentViewsToSafeArea", "shouldIndentWhileEditing", "showsReorderControl", "highlightedImage",
        "animating", "hidesWhenStopped", "datePickerMode", "minuteInterval", "on", "progress", "value",
        "minValue", "maxValue", "clearsContextBeforeDrawing", "autoresizesSubviews", "insetsLayoutMarginsFromSafeAreaDisabled",
        "layoutMarginsFollowReadableWidthDisabled", "springLoaded", "pointerInteraction", "catalog",
        "segmentControlStyle", "selectedSegmentIndex", "minimumValue", "maximumValue", "stepValue", "continuous",
        "autorepeat", "wraps", "clearButtonMode", "clearsOnBeginEditing", "progressViewStyle", "momentary",
        "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "reversesTitleShadowWhenHighlighted",
        "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction", "role", "apportionsSegmentWidthsByContent",
        "prefetchingEnabled",
    ]

    /// Child elements read by the load (by name, or by key where one element name plays
    /// several roles).
    static let readChildren: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "fontDescription", "string", "attributedString",
        "edgeInsets", "directionalEdgeInsets", "variation", "viewLayoutGuide", "prototypes", "sections",
        "tableViewCellContentView", "layoutGuides", "state", "segments", "layoutGuide",
        // A collection view's (IBTranslator+Collections).
        "cells", "collectionViewFlowLayout",
    ]

    /// Child elements that place nothing.
    static let cosmeticChildren: Set<String> = [
        // A button's title and image insets: UIKit leaves them out of its intrinsic size (radar
        // 18348992, "UIButton does not account for title or image edge insets in intrinsic
        // content size"); its contentEdgeInsets are read (IBTranslator+Controls).
        "color", "nil", "point", "connections", "accessibility", "inset", "size", "freeformSimulatedSizeMetrics",
        "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
        "textInputTraits", "imageReference", "preferredSymbolConfiguration", "gestureRecognizers",
        "date", "locale", "timeZone", "backgroundConfiguration", "buttonConfiguration", "keyCommands", "scopeButtonTitles",
        "offsetWrapper",
    ]

    /// Objects in a scene's dock that are not views: the controller's placeholders and exits.
    static let sceneObjects: Set<String> = ["placeholder", "exit", "segue"]

    /// Roles of child views the load reads where they play them (a table's header and footer,
    /// a cell's content view): not reported.
    static let tableRoles: Set<String> = ["tableHeaderView", "tableFooterView", "contentView"]
}
