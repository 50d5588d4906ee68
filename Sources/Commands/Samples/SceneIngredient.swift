/// One kind of thing a random scene can hold, registered by the plugin whose commands make it,
/// for the tests that build one scene two ways and compare the frames (in a view and in a
/// prototype cell; portrait then turned, and built in landscape; left to right, then mirrored;
/// saved and sourced: ``SceneGenerator``). A plugin registers one for each kind of view it
/// adds (``CommandRegistry/register(ingredient:from:)``), so a new kind joins the random
/// scenes when it is registered, and a test checks that no kind of view is left without one.
public struct SceneIngredient: Sendable {
    /// What the ingredient makes, as the generator should place it.
    public enum Made: Sendable, Equatable {
        /// A view (or guide) the generator places in its parent: by position only when it has
        /// an intrinsic size on that axis, else by position and size, at least `minimumWidth`
        /// wide (what it holds needs: a table's cells their margins, a stack its widest view).
        case view(String, Sizing, minimumWidth: Double = 0)
        /// Something placed by what the ingredient made itself (an offset, a spacer between
        /// views it placed): the generator only compares its frame.
        case placed(String)
    }

    /// How a made view is sized, which decides what placing it takes.
    public enum Sizing: Sendable, Equatable {
        /// No intrinsic size: a width and a height are given, or both edges pinned.
        case none
        /// An intrinsic width and height (a control, a one-line label): placed by position,
        /// or stretched between pinned edges.
        case intrinsic
        /// A height that follows the width (a wrapping label, a vertical stack of them): a
        /// width is given; the height comes from the content.
        case heightForWidth
        /// A width that follows the height's content but needs no width (a horizontal stack):
        /// sized by its content on both axes, placed by position.
        case content
    }

    /// The ingredient's name (`label`, `offset`), which the test output names.
    public let name: String
    /// The object kind it makes, when it makes one (`label`); a guide or an offset makes a
    /// layout guide, which is of the view kind.
    public let kind: String?
    /// Whether it can be in a prototype cell (the model copies it into cells).
    public let fitsInCells: Bool
    /// Whether it makes views of its own that hold others (the generator gives it a depth).
    public let isContainer: Bool
    /// Makes one in `parent`, through the generator's lines; nil when it cannot here (too
    /// little room, no sibling to relate to).
    let make: @Sendable (inout SceneGenerator, _ parent: SceneGenerator.Container) -> Made?

    public init(
        _ name: String, kind: String?, fitsInCells: Bool = true, isContainer: Bool = false,
        make: @escaping @Sendable (inout SceneGenerator, _ parent: SceneGenerator.Container) -> Made?
    ) {
        self.name = name
        self.kind = kind
        self.fitsInCells = fitsInCells
        self.isContainer = isContainer
        self.make = make
    }
}
