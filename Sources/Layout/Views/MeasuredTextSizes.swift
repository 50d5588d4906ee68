/// What a label's intrinsic size is measured from: everything ``TextLayout`` reads.
struct TextMeasurement: Equatable {
    let text: String
    let font: SystemFont
    let numberOfLines: Int
    /// nil: unbounded (one line).
    let maxWidth: Double?
    let scale: Double
}

/// A label's last measured sizes, one unbounded and one at a wrap width.
///
/// UIKit's double pass measures a wrapping label unbounded, then at its solved width, on
/// every screen change and re-layout, mostly from the same text at the same widths; laying
/// text out was most of a pass (a column of 1,000 labels: a third of the instructions of
/// its layout and re-layout). A size is a function of its ``TextMeasurement``, so it is
/// reused only when every input is equal, and the cache is not model state: the journal
/// neither records nor restores it.
struct MeasuredTextSizes {
    private var unbounded: (TextMeasurement, Size)?
    private var wrapped: (TextMeasurement, Size)?

    func size(of measurement: TextMeasurement) -> Size? {
        let slot = measurement.maxWidth == nil ? unbounded : wrapped
        guard let (kept, size) = slot, kept == measurement else { return nil }
        return size
    }

    mutating func remember(_ size: Size, of measurement: TextMeasurement) {
        if measurement.maxWidth == nil { unbounded = (measurement, size) } else { wrapped = (measurement, size) }
    }
}
