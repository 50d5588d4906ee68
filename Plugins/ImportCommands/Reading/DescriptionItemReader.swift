import ConstraintSyntax
import ScriptSyntax

/// The items of a description's visual format, read as the rest of the description reads
/// them (``ItemReader/item(_:names:)``: `UIView:0x7f…`, `UILabel:0x…'Title'`, `'|'`, an
/// identifier its `names:` give), for the visual format's grammar, which reads characters
/// where the importer reads bytes.
struct DescriptionItemReader: VisualFormatItemReader {
    private let bytes: [UInt8]
    /// Where each character of the format starts in `bytes`, and where the last one ends.
    private let characterStarts: [Int]
    private let names: DescriptionNames
    /// Each item read, by its name in the format's constraint: the text it was written as.
    private(set) var items: [String: ItemReference] = [:]

    init(format: String, names: DescriptionNames) {
        bytes = Array(format.utf8)
        var starts = [0]
        var start = 0
        for character in format {
            start += character.utf8.count
            starts.append(start)
        }
        characterStarts = starts
        self.names = names
    }

    var expectedItem: String { "a view in '[...]': Class:0xADDRESS or an identifier" }

    mutating func readItem(_ cursor: inout CharacterCursor) -> String? {
        var reader = ByteCursor(bytes, from: byteOffset(ofCharacter: cursor.offset))
        // An item ends at ASCII punctuation, so on a character's start: nil otherwise.
        guard let item = ItemReader.item(&reader, names: names), let end = characterStarts.firstIndex(of: reader.index),
            end > cursor.offset else { return nil }
        let name = cursor.text(from: cursor.offset, to: end)
        cursor.advance(by: end - cursor.offset)
        items[name] = item
        return name
    }

    /// Where the character at `offset` of the format starts in its bytes (past the last
    /// character: the end).
    func byteOffset(ofCharacter offset: Int) -> Int {
        characterStarts[min(max(offset, 0), characterStarts.count - 1)]
    }
}
