import Foundation
import Testing
import Layout

/// Malformed or unknown documents: an error that names the file, the line and what was
/// expected, and a scene exactly as it was (a load is one line, one transaction).
@Suite("Loading malformed Interface Builder documents")
struct InterfaceBuilderErrorTests {
    /// A XIB with one view holding `body` (subviews and constraints), line 5 being the view.
    static func xib(_ body: String, viewAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="Top-vw-001" userLabel="top"\(viewAttributes)>
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
        \(body)
                </view>
            </objects>
        </document>
        """
    }

    static let child = """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Chd-vw-001" userLabel="child">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
        """

    static let cases: [(name: String, text: String, message: String)] = [
        // Cut inside a start tag's attribute, and cut after a whole line (elements left open).
        ("truncated in a tag", String(xib(child).prefix(420)), "Bad.xib:6:65: expected well-formed XML: a malformed start tag or attribute"),
        ("truncated", xib(child).split(separator: "\n").prefix(9).joined(separator: "\n") + "\n",
         "expected well-formed XML: the document ends before its elements are closed"),
        ("unknown id", xib(child + """
                    <constraints>
                        <constraint firstItem="Chd-vw-001" firstAttribute="top" secondItem="Nop-vw-999" secondAttribute="top" id="Cns-001"/>
                    </constraints>
            """), "Bad.xib:12:13: expected secondItem= to name a view or layout guide of the XIB, found unknown id 'Nop-vw-999'"),
        ("cycle", xib("""
                    <subviews>
                        <view contentMode="scaleToFill" id="Top-vw-001" userLabel="again">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
            """), "Bad.xib:8:13: expected each id once, found id 'Top-vw-001' inside the view it names (line 5): a cycle of superviews"),
        ("NaN", xib(child.replacingOccurrences(of: "width=\"10\"", with: "width=\"nan\"")), "Bad.xib:9:"),
        ("negative size", xib(child.replacingOccurrences(of: "height=\"10\"", with: "height=\"-10\"")),
         "expected a height in 0...1000000 for height= of <rect>, found '-10'"),
        ("huge constant", xib(child + """
                    <constraints>
                        <constraint firstItem="Chd-vw-001" firstAttribute="top" secondItem="Top-vw-001" secondAttribute="top" constant="1e300" id="Cns-001"/>
                    </constraints>
            """), "Bad.xib:12:13: expected a constant in -1000000...1000000 for constant= of <constraint>, found '1e300'"),
        ("bad ratio", xib(child + """
                    <constraints>
                        <constraint firstItem="Chd-vw-001" firstAttribute="width" secondItem="Top-vw-001" secondAttribute="width" multiplier="1:0" id="Cns-001"/>
                    </constraints>
            """), "expected a multiplier such as 0.5 or 1:2"),
        ("not a document", "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"></archive>",
         "Bad.xib:1:1: expected a document saved by Xcode 5 or later"),
        ("macOS", xib(child).replacingOccurrences(of: "CocoaTouch.XIB", with: "Cocoa.XIB"), "expected an iOS storyboard or XIB"),
        // Passes every check of the document but the model refuses a multiplier of 0 on a
        // second item, after the views were made: the load is undone all the same.
        ("refused by the model", xib(child + """
                    <constraints>
                        <constraint firstItem="Chd-vw-001" firstAttribute="width" secondItem="Top-vw-001" secondAttribute="width" multiplier="0" id="Cns-001"/>
                    </constraints>
            """), "Bad.xib:12:13: <constraint> became 'constrain child.width == 0 * top.width', which failed"),
    ]

    @Test(arguments: cases.indices)
    func aMalformedDocumentIsAnErrorAndChangesNothing(_ index: Int) throws {
        let (name, text, message) = Self.cases[index]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try text.write(to: directory.appendingPathComponent("Bad.xib"), atomically: true, encoding: .utf8)
        let harness = try InterfaceBuilderLoadTests.harness(directory: directory.path)
        harness.run("view existing frame (0, 0, 50, 50)")
        let before = harness.scene.snapshot()
        let tree = harness.run("tree", "constraints")
        let output = harness.run("load Bad.xib")
        let error = try #require(output.first, "\(name): no output")
        #expect(error.hasPrefix("test.lab:1:6: error: "), "\(name): \(error)")
        #expect(error.contains(message), "\(name): \(error)")
        #expect(error.hasSuffix("nothing was loaded"), "\(name): \(error)")
        #expect(harness.scene.snapshot() == before, "\(name)")
        #expect(harness.run("tree", "constraints") == tree, "\(name)")
    }
}
