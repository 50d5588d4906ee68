import Escaping
import Layout

/// One SVG holding a run of frames as SMIL animation: each view is drawn once, at its first
/// frame, and `<animate>` elements carry its position, size and opacity through the frames
/// (values at the frames' times, as `keyTimes` fractions of the whole, linear in between, so
/// the curve is followed at every sampled frame). A view absent from a frame (not yet made,
/// hidden, its cell taken away) has opacity 0 there and keeps the nearest frame's place. The
/// animation repeats, so a browser shows it over and over; a static viewer (rsvg-convert)
/// shows the first frame. The same frames give the same bytes.
enum AnimatedSVG {
    struct Frame {
        let time: Double
        let picture: Picture
    }

    static func svg(_ frames: [Frame]) -> String {
        guard let first = frames.first, let last = frames.last else { return SVGPicture.document(size: .zero, definitions: [], body: []) }
        let duration = last.time - first.time
        // Every view that shows in some frame, in the order they first show.
        var names: [String] = [], seen = Set<String>()
        for frame in frames {
            for item in frame.picture.items where seen.insert(item.name).inserted { names.append(item.name) }
        }
        let byName = frames.map { frame in Dictionary(frame.picture.items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        let keyTimes = frames.map { duration > 0 ? SVGPicture.number(($0.time - first.time) / duration) : "0" }.joined(separator: ";")
        var clips = SVGPicture.ClipPaths()
        var body: [String] = []
        for name in names {
            let present = byName.map { $0[name] }
            guard let base = present.compactMap({ $0 }).first else { continue }
            // Where the view is absent: the nearest earlier frame's place, else the first.
            var placed: [Picture.Item] = []
            for item in present { placed.append(item ?? placed.last ?? base) }
            let opacity = zip(present, placed).map { $0 == nil ? 0 : $1.alpha }
            func animate(_ attribute: String, _ values: [String]) -> String? {
                guard duration > 0, Set(values).count > 1 else { return nil }
                return "<animate attributeName=\"\(attribute)\" values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(keyTimes)\" "
                    + "dur=\"\(SVGPicture.number(duration))s\" calcMode=\"linear\" repeatCount=\"indefinite\"/>"
            }
            let translations = placed.map { "\(SVGPicture.number($0.frame.minX + SVGPicture.margin)) \(SVGPicture.number($0.frame.minY + SVGPicture.margin))" }
            let sizes = [
                animate("width", placed.map { SVGPicture.number($0.frame.width) }),
                animate("height", placed.map { SVGPicture.number($0.frame.height) }),
            ].compactMap { $0 }
            body.append("<g data-name=\"\(XMLEscaping.escaped(name))\"\(clips.reference(for: base.clip))>")
            body.append("<g transform=\"translate(\(translations[0]))\" opacity=\"\(SVGPicture.number(opacity[0]))\">")
            if duration > 0, Set(translations).count > 1 {
                body.append("<animateTransform attributeName=\"transform\" type=\"translate\" values=\"\(translations.joined(separator: ";"))\" "
                    + "keyTimes=\"\(keyTimes)\" dur=\"\(SVGPicture.number(duration))s\" calcMode=\"linear\" repeatCount=\"indefinite\"/>")
            }
            if let fade = animate("opacity", opacity.map(SVGPicture.number)) { body.append(fade) }
            // The view's own alpha is the group's opacity; its rectangle is drawn opaque inside.
            // Named relative to the drawn root, as in one picture; the name moves with the
            // view, so unlike one picture's it is not kept clear of text at every instant.
            body += SVGPicture.elements(of: base, x: 0, y: 0, opacity: 1, animations: sizes, name: first.picture.shortName(name))
            body += ["</g>", "</g>"]
        }
        let size = Size(width: frames.map(\.picture.size.width).max() ?? 0, height: frames.map(\.picture.size.height).max() ?? 0)
        return SVGPicture.document(size: size, definitions: clips.definitions, body: body)
    }
}
