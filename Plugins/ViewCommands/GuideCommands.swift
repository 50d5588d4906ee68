import Commands
import Layout
import ScriptSyntax

/// Layout guides (`UILayoutGuide`): the `guide` command that adds a custom one, the guide
/// kind and its properties, and the view properties that read a view's own guides.
///
/// A guide is used in constraints as a view is (`g1.width == g2.width`,
/// `label.top == box.safeAreaLayoutGuide.top`); a view's own guides are made the first time
/// a constraint names them, as UIKit makes them on first access (see ``Scene/viewOrGuide(named:)``).
enum GuideCommands {
    static var all: [Command] { [
        Command(
            name: "guide", summary: "Add a layout guide (UILayoutGuide) to a view.",
            discussion: """
                A guide is a rectangle owned by a view that takes part in constraints as a view
                does, but is never drawn and has no intrinsic size: a spacer, or a region to
                align to. Its frame (layoutFrame) is in its owning view's coordinates.
                Its anchors: left, right, top, bottom, leading, trailing, width, height,
                centerX, centerY. Example, equal spaces between three views:
                  guide g1 in row
                  guide g2 in row
                  vfl "H:|[a][g1][b][g2][c]|" in row
                  constrain g1.width == g2.width
                Every view also has its own guides, made the first time a constraint names them:
                  VIEW.safeAreaLayoutGuide   the part of the view the screen's safe area leaves
                  VIEW.layoutMarginsGuide    the view inset by its effective layout margins
                  VIEW.readableContentGuide  the margins guide, at most 672 pt wide, centred
                  SCROLL.contentLayoutGuide  a scroll view's content area (its scrollable size)
                  SCROLL.frameLayoutGuide    a scroll view's frame, seen from inside
                e.g. constrain box.top == window.safeAreaLayoutGuide.top.
                In VFL, topLayoutGuide and bottomLayoutGuide stand for the safe area's top and
                bottom: vfl "V:[topLayoutGuide]-[a]".
                """,
            signature: guideSignature,
            examplesPresume: ExampleSetup(scene: ["view row", "view a in row", "view b in row", "view c in row"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(guideSignature, in: session)
            let nameToken = try arguments.token("NAME")
            let owner = arguments.value("VIEW")?.view ?? session.scene.window
            do throws(LayoutError) {
                try session.scene.addLayoutGuide(named: nameToken.text, to: owner)
            } catch {
                throw SyntaxError(message: error.description, found: nameToken.quotedForMessage,
                                  at: nameToken.location, length: nameToken.length)
            }
        },
    ] }

    static let guideSignature = Signature(
        .argument(Parameter("NAME", .newName, help: "the new guide's name", expected: "a name for the new guide")),
        .clause(Clause("in", Parameter("VIEW", .view, expected: "the owning view's name"), help: "the owning view (the window by default)"))
    )

    static let kind = ObjectKind(
        name: "layoutGuide", parent: "view",
        summary: "UILayoutGuide: a rectangle a view owns, used in constraints, never drawn.", objectsOf: LayoutGuide.self
    )

    /// Properties of a guide, beside the view's (frame, anchors) it shares.
    static let guideProperties: [Property] = [
        Property("layoutFrame", .rect, help: "The guide's rectangle in its owning view's coordinates (as frame).",
                 get: { (guide: LayoutGuide, _) in .rect(guide.layoutFrame) }),
        Property("owningView", .optional(.view, none: "nil"), help: "The view that owns the guide.",
                 get: { (guide: LayoutGuide, _) in guide.owningView.map { .view($0.name) } ?? .none("nil") }),
        Property("identifier", .text, help: "UIKit's identifier for a view's own guide (UIViewSafeAreaLayoutGuide, ...); empty for a custom one.",
                 get: { (guide: LayoutGuide, _) in .text(guide.role.identifier ?? "") }),
    ]

    /// A view's own guides, read as their layoutFrame without making them.
    static let viewProperties: [Property] = LayoutGuide.Role.builtIn.map { role in
        .view(role.rawValue, .rect,
              "The layoutFrame of the view's \(role.rawValue), in the view's coordinates; in constraints, VIEW.\(role.rawValue).top, .leading, .width, ...",
              get: { view, session in .rect(session.scene.layoutFrame(of: role, of: view)) })
    } + [
        .view("layoutGuides", .list(.view), "The layout guides the view owns, custom ones and its own once made.",
              get: { view, _ in .list(view.layoutGuides.map { .view($0.name) }) }),
    ]
}
