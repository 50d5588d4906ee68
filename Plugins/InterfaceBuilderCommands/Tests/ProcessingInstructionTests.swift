import Foundation
import Testing
@testable import InterfaceBuilderCommands

/// A processing instruction without data crashed the process inside FoundationXML on Linux
/// (a null pointer's length taken); FuzzLoad found it in ten minutes. Any processing
/// instruction but the declaration is refused before libxml2 reads the document.
@Suite("Processing instructions")
struct ProcessingInstructionTests {
    /// The input FuzzLoad found, as it was (cut off mid-attribute).
    static let found = "<?xm?>\n<documentBuilder2.Cocoal version=\"1.0Touch.XI"

    @Test func theFuzzersInputIsRefusedAtItsPlace() {
        #expect(throws: IBLoadError.self) { try IBXMLReader.read(Data(Self.found.utf8), file: "pi.xib") }
        #expect(ProcessingInstructions.firstUnexpected(in: Array(Self.found.utf8)).map { "\($0.line):\($0.column)" } == "1:1")
    }

    /// The declaration is allowed; one after it is found at its line and column, counted in
    /// characters (`é` is two bytes and one column: `<?` is the 4th character of line 2).
    @Test func theDeclarationPassesAndALaterOneIsPlaced() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<é><?target data?></é>"
        #expect(ProcessingInstructions.firstUnexpected(in: Array(text.utf8)).map { "\($0.line):\($0.column)" } == "2:4")
    }

    /// A declaration that never closes does not hide the instruction after it: FuzzLoad's
    /// second find (this stop), a `<?xm?>` inside a tag on line 2 after `<?xml version=`
    /// with no `?>` of its own. `<?` is line 2's 19th character: 12 blanks and `<rect `.
    @Test func anUnclosedDeclarationDoesNotHideALaterInstruction() {
        let text = "<?xml version=      <view contentMode=\"scaleToFill\" id=\"Hdr-vw-001\">\n            <rect <?xm?>\n<documentBuildeeight=\"62\"/>\n"
        #expect(ProcessingInstructions.firstUnexpected(in: Array(text.utf8)).map { "\($0.line):\($0.column)" } == "2:19")
        #expect(throws: IBLoadError.self) { try IBXMLReader.read(Data(text.utf8), file: "pi.xib") }
    }

    /// `<?` in a comment or a CDATA section is text, not an instruction.
    @Test func commentsAndCDATAAreText() {
        let text = "<?xml version=\"1.0\"?>\n<!-- <?x?> -->\n<a><![CDATA[<?y?>]]></a>"
        #expect(ProcessingInstructions.firstUnexpected(in: Array(text.utf8)) == nil)
    }
}
