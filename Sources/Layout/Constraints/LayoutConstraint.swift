public import Solver

/// `NSLayoutConstraint`: `first.attribute RELATION multiplier * second.attribute + constant`
/// at a priority.
///
/// The scene makes constraints and owns them; it installs an active one in the engine as soon
/// as its views share a window. Constants and optional priorities can be changed while
/// active; moving a priority across required is refused, as UIKit refuses it.
public final class LayoutConstraint: JournalOwner {
    /// Why the constraint exists: the user made it, or a view's property generated it.
    public enum Kind: Hashable, Sendable {
        /// `NSLayoutConstraint`, made by the user.
        case layout
        /// `NSAutoresizingMaskLayoutConstraint`, from a view's frame and autoresizing mask.
        case autoresizing(AutoresizingMask)
        /// Half of `NSContentSizeLayoutConstraint`: `size <= intrinsic` at the hugging priority.
        case contentHugging
        /// The other half: `size >= intrinsic` at the compression-resistance priority.
        case contentCompressionResistance
        /// `width >= 0` or `height >= 0`, which every view has and no log shows.
        case nonNegativeSize
        /// The frame a container gives its content, as UIKit's `UIView-Encapsulated-Layout-…`
        /// constraints: the window's from the screen, a cell's content view from its row.
        case encapsulatedLayout
        /// What a container makes to collapse a hidden subview to nothing along its axis, as
        /// UIStackView's `UISV-hiding`. Like the encapsulated constraints it is UIKit's own, so a
        /// conflict breaks a user's constraint before it (Stack Overflow 32428210's log: UIKit
        /// keeps `UISV-hiding` and breaks the user's required height).
        case collapsingHiddenView
        /// A target of `systemLayoutSizeFitting`.
        case fittingTarget
        /// What places a view's own layout guide in it (UIKit's `UIViewSafeAreaLayoutGuide-top`,
        /// `UIView-topMargin-guide-constraint`, ...).
        case layoutGuide
    }

    /// The name the user refers to it by (generated for constraints the user did not name).
    /// Only a held constraint that a container keeps across a rebuild is renamed (its place
    /// in the container's list is part of its name; see ``Scene/replaceHeldConstraints(of:with:)``).
    @Journaled public internal(set) var name: String
    public let kind: Kind
    public let firstItem: View
    public let firstAttribute: LayoutAttribute
    public let relation: Relation
    public let secondItem: View?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    @Journaled public internal(set) var constant: Double = 0
    @Journaled public internal(set) var priority: Priority = .required
    /// `identifier`: printed in logs, as UIKit prints it.
    @Journaled public var identifier: String?
    /// When the constant is the system's spacing (a log's `NSSpace(8)` or
    /// `NSLayoutAnchorConstraintSpace(8)`), how many times the standard space it is, so code
    /// can say `constraint(equalToSystemSpacingAfter:multiplier:)`; nil for a plain constant.
    @Journaled public var systemSpacingMultiplier: Double?
    @Journaled public internal(set) var isActive = false
    /// Creation order: listings and conflict reports follow it. A held constraint kept
    /// across a rebuild is given a new one, as if made again (``Scene/replaceHeldConstraints(of:with:)``).
    @Journaled var serial: Int

    init(
        name: String, kind: Kind, serial: Int,
        first: View, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        second: View?, _ secondAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
        identifier: String? = nil
    ) {
        _name = Journaled(wrappedValue: name)
        self.kind = kind
        _serial = Journaled(wrappedValue: serial)
        self.firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        // Straight into the storage: a new constraint's values are not changes to record.
        _constant = Journaled(wrappedValue: constant)
        _priority = Journaled(wrappedValue: priority)
        _identifier = Journaled(wrappedValue: identifier)
    }

    /// The journal of its views' scene.
    public var journal: ModelJournal? { firstItem.journal }

    /// The identities of the views it relates, each once.
    var distinctItemIdentifiers: [ObjectIdentifier] {
        let first = ObjectIdentifier(firstItem)
        guard let second = secondItem.map(ObjectIdentifier.init), second != first else { return [first] }
        return [first, second]
    }

    /// The views the constraint relates.
    public var items: [View] {
        guard let secondItem else { return [firstItem] }
        return [firstItem, secondItem]
    }

    /// Whether it relates a leading or trailing attribute, whose side depends on the first
    /// item's direction.
    public var isDirectional: Bool {
        firstAttribute.isLeadingOrTrailing || secondAttribute?.isLeadingOrTrailing == true
    }

    /// Whether a log of conflicts lists the constraint (UIKit never shows the implicit
    /// non-negative sizes).
    var isListedInLogs: Bool { kind != .nonNegativeSize }

    /// Whether the user made it.
    public var isUserConstraint: Bool { kind == .layout }
}
