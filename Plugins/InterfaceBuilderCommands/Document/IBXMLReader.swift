import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document into a tree of ``IBElement``s with Foundation's
/// `XMLParser` (libxml2 underneath), which reports where each element is.
///
/// XMLParser tells the line and column where a start tag *ends*; the reader follows the text
/// with a cursor that only moves forward and remembers the last `<` it passed, so that
/// messages point at the tag's first character, as an editor shows it, in time linear in the
/// document (a one-line file of thousands of tags included).
/// External entities are not resolved (XMLParser's default), so a document cannot make the
/// loader read other files.
///
/// The document is fed to libxml2 in chunks (through an input stream): given all at once,
/// libxml2's push parser refuses more than 10,000,000 bytes as a "huge input lookup"
/// (XML_ERR_INTERNAL_ERROR, 1) unless XML_PARSE_HUGE is set, which XMLParser does not offer.
/// Elements nested deeper than ``maximumDepth`` are refused as their start tag arrives, so
/// the tree never gets deep.
final class IBXMLReader: NSObject, XMLParserDelegate {
    private let file: String
    private let bytes: [UInt8]
    private var stack: [IBElement] = []
    private var root: IBElement?
    private var pendingComment: String?
    private var failure: IBLoadError?
    private var cursor = Cursor()

    /// Documents larger than this are refused before parsing: a storyboard of a hundred scenes
    /// is a few megabytes.
    static let maximumBytes = 64 << 20

    /// Elements nested deeper than this are refused while reading. Views may be nested 100
    /// deep (``IBTranslator/maximumDepth``), each level taking a few elements (`<subviews>`,
    /// a table's cells and content view); Interface Builder's own files are a few dozen deep.
    static let maximumDepth = 1000

    private init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// The document's root element, or the first thing wrong with the XML.
    static func read(_ data: Data, file: String) throws(IBLoadError) -> IBElement {
        guard data.count <= maximumBytes else {
            throw IBLoadError(file: file, line: 1, column: 1, "expected an Interface Builder document of at most \(maximumBytes >> 20) MB, found \(data.count) bytes")
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw IBLoadError(file: file, line: 1, column: 1, "expected a UTF-8 XML document, found bytes that are not UTF-8")
        }
        if let (line, column) = ProcessingInstructions.firstUnexpected(in: bytes) {
            throw IBLoadError(file: file, line: line, column: column,
                              "expected elements, found a processing instruction (Interface Builder writes none but <?xml ...?>)")
        }
        let reader = IBXMLReader(file: file, bytes: bytes)
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        // Whatever happened, the tree goes away one element at a time (see IBElement's deinit).
        if let failure = reader.failure { throw failure }
        guard parsed, let root = reader.root, reader.stack.isEmpty else {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = parser.parserError.map { Self.reason($0) } ?? "the document ends before its elements are closed"
            throw IBLoadError(file: file, line: line, column: column, "expected well-formed XML: \(reason)")
        }
        return root
    }

    /// What libxml2 found wrong, in words. Foundation on Linux passes libxml2's own error
    /// number (`xmlParserErrors`), which is not what `XMLParser.ErrorCode` numbers: the
    /// common ones are named here by libxml2's numbering, the rest given as a number.
    private static func reason(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 3, 4: return "the document is empty or does not start with an element"
        case 5, 77: return "the document ends before its elements are closed"
        case 76: return "an end tag does not match the element it closes"
        case 38...44, 73: return "a malformed start tag or attribute"
        case 23...27, 89: return "a malformed or unknown entity reference"
        case 9: return "a character that XML does not allow"
        default: return "libxml2 error \(code)"
        }
    }

    // MARK: - XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        let (line, column) = start(of: elementName, endingAt: parser.lineNumber, parser.columnNumber)
        guard stack.count < Self.maximumDepth else {
            failure = IBLoadError(file: file, line: line, column: column,
                                  "expected elements nested at most \(Self.maximumDepth) deep, found <\(elementName)> deeper")
            parser.abortParsing()
            return
        }
        let element = IBElement(name: elementName, attributes: attributes, file: file, line: line, column: column,
                                comment: pendingComment)
        pendingComment = nil
        if let parent = stack.last {
            parent.append(element)
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil else { return }
        _ = stack.popLast()
        pendingComment = nil
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil else { return }
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        guard failure == nil else { return }
        pendingComment = comment.trimmingCharacters(in: .whitespaces)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
        failure = IBLoadError(file: file, line: line, column: column, "expected well-formed XML: \(Self.reason(parseError))")
    }

    // MARK: - Where start tags begin

    /// A place in the document: a byte offset with its line and column (columns count
    /// characters, as libxml2 and editors do), and the last `<` at or before it.
    private struct Cursor {
        var offset = 0
        var position = TextPosition()
        var lastOpen: (offset: Int, position: TextPosition)?
    }

    /// The line and column of `<name` just before where XMLParser says the tag ended. The
    /// cursor moves forward to that place (never back, so the whole read passes each byte
    /// once); attribute values cannot hold `<`, so the last `<` passed is the tag's own.
    /// When the text there is not `<name` (a place libxml2 counts differently), the parser's
    /// place is used as it is.
    private func start(of name: String, endingAt line: Int, _ column: Int) -> (Int, Int) {
        while cursor.offset < bytes.count,
              cursor.position.line < line || (cursor.position.line == line && cursor.position.column < column) {
            let byte = bytes[cursor.offset]
            if byte == UInt8(ascii: "<") {
                cursor.lastOpen = (cursor.offset, cursor.position)
            }
            cursor.position.step(over: byte)
            cursor.offset += 1
        }
        // A character's continuation bytes belong to it: finish it.
        while cursor.offset < bytes.count, bytes[cursor.offset] & 0xC0 == 0x80 { cursor.offset += 1 }
        if let open = cursor.lastOpen, matches(name, at: open.offset + 1) {
            return (open.position.line, open.position.column)
        }
        return (max(line, 1), max(column, 1))
    }

    /// Whether the bytes at `offset` spell `name`, followed by the end of the name.
    private func matches(_ name: String, at offset: Int) -> Bool {
        var index = offset
        for byte in name.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ">"), UInt8(ascii: "/"): return true
        default: return false
        }
    }
}
