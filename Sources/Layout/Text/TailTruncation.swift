/// The model of `NSLineBreakMode.byTruncatingTail` on a label's last allowed line.
enum TailTruncation {
    /// The last visible line when the text needs more lines than `numberOfLines` allows.
    ///
    /// `rest` is the text from the start of that line to the end of its paragraph (a hard
    /// line break ends what the line could show). The line keeps the longest prefix of `rest`,
    /// cut between characters, that still fits together with the ellipsis; the spaces it ends
    /// with are dropped, then ``TextLayout/ellipsis`` is appended. If not even the ellipsis
    /// fits, the line is the ellipsis alone (wider than the width, as nothing narrower can
    /// say the text goes on).
    ///
    /// - Returns: the visible characters (without the ellipsis) and the line's width in
    ///   1/1000 em, ellipsis included.
    static func truncate(
        _ rest: ArraySlice<MeasuredCharacter>,
        fitter: LineFitter
    ) -> (kept: ArraySlice<MeasuredCharacter>, units: Int) {
        let ellipsisUnits = fitter.font.face.advance(of: TextLayout.ellipsis)
        var keptEnd = rest.startIndex
        var keptUnits = 0
        // Width of the prefix so far, and of the prefix without its trailing spaces.
        var prefixUnits = 0
        var contentUnits = 0
        for index in rest.indices {
            let character = rest[index]
            prefixUnits += character.advance
            if !character.isBreakingSpace {
                contentUnits = prefixUnits
            }
            // The content width never shrinks as the prefix grows, so the first prefix that
            // does not fit ends the search.
            guard fitter.fits(contentUnits + ellipsisUnits) else { break }
            keptEnd = index + 1
            keptUnits = contentUnits
        }
        let kept = LineBreaker.trimmingTrailingSpaces(rest[rest.startIndex..<keptEnd])
        return (kept, keptUnits + ellipsisUnits)
    }
}
