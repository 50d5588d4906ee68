import Foundation
import Testing
import Layout

/// A storyboard's outlets name the views they point at (issue 38: the controller's Swift,
/// imported after the load, finds them by the same names).
@Suite struct OutletNameTests {
    /// A storyboard's outlet names the view it points at, so the controller's code finds it.
    @Test func anOutletNamesItsView() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="gray">
                                            <rect key="frame" x="67" y="269" width="240" height="128"/>
                                        </view>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="lab" userLabel="labelled">
                                            <rect key="frame" x="0" y="0" width="10" height="10"/>
                                        </view>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="subView" destination="gray" id="o1"/>
                                    <outlet property="other" destination="lab" id="o2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-outlets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try storyboard.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let harness = try InterfaceBuilderLoadTests.harness(directory: directory.path)
        let output = harness.run("load Main.storyboard")
        #expect(harness.scene.view(named: "subView") != nil, "\(output)")
        // A userLabel comes first.
        #expect(harness.scene.view(named: "labelled") != nil && harness.scene.view(named: "other") == nil, "\(output)")
    }
}
