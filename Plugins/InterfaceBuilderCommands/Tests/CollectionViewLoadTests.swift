import Foundation
import PluginTesting
import Testing
import TestSupport

/// `load` of collection views: the flow layout's settings as Xcode writes them, and prototype
/// cells in both forms of their content view.
@Suite("Loading collection views")
struct CollectionViewLoadTests {
    static func harness(_ xib: String) throws -> (Harness, String) {
        let folder = try TemporaryFolder.make("collection-xib")
        let path = folder + "/Cells.xib"
        try xib.write(toFile: path, atomically: true, encoding: .utf8)
        return (try Harness(directory: folder), path)
    }

    static func document(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                \(body)
            </objects>
        </document>
        """
    }

    /// Self-sizing with Interface Builder's "Automatic" estimate, sideways, and a cell whose
    /// content view is Xcode 10's `<view key="contentView">` with no id: its constraints name the
    /// cell, which stands for the prototype.
    @Test func anAutomaticEstimateSidewaysAndAnOldContentView() throws {
        let (harness, path) = try Self.harness(Self.document("""
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1" userLabel="strip">
                <rect key="frame" x="0.0" y="20" width="320" height="120"/>
                <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="10" id="fl1">
                    <size key="itemSize" width="128" height="128"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Chip" id="ce1">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Chip" translatesAutoresizingMaskIntoConstraints="NO" id="lb1" userLabel="word">
                                    <rect key="frame" x="8" y="8" width="34" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="lb1" firstAttribute="leading" secondItem="ce1" secondAttribute="leading" constant="8" id="cn1"/>
                            <constraint firstAttribute="trailing" secondItem="lb1" secondAttribute="trailing" constant="8" id="cn2"/>
                            <constraint firstItem="lb1" firstAttribute="top" secondItem="ce1" secondAttribute="top" constant="8" id="cn3"/>
                            <constraint firstAttribute="bottom" secondItem="lb1" secondAttribute="bottom" constant="8" id="cn4"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="sa1"/>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """))
        let output = harness.run("load \((path as NSString).lastPathComponent)")
        #expect(!output.contains { $0.contains("not modelled") }, "\(output)")
        #expect(harness.run("print strip.scrollDirection strip.estimatedItemSize strip.itemSize strip.minimumLineSpacing strip.sectionInset strip.prototypes") == [
            "strip.scrollDirection = horizontal", "strip.estimatedItemSize = automatic", "strip.itemSize = (128, 128)",
            "strip.minimumLineSpacing = 4", "strip.sectionInset = (top: 0, left: 16, bottom: 0, right: 16)", "strip.prototypes = chip (Chip)",
        ])
        // Each chip is its word and 8 around it: "Chip" is 35 wide and 20.5 high in Helvetica
        // 17 pt, so 51 x 36.5. A column of the 120-high strip holds two (3 x 36.5 + 2 x 10 =
        // 129.5 > 120), spread over it: the second at 120 - 36.5 = 83.5; the first column 16 in.
        harness.run("items add strip 3 chip word \"Chip\"")
        #expect(harness.run("print strip.cell1.frame strip.cell2.frame") == [
            "strip.cell1.frame = (16, 0, 51, 36.5)", "strip.cell2.frame = (16, 83.5, 51, 36.5)",
        ])
    }

    /// What the model does not make is said: a header view, a custom layout class.
    @Test func whatIsNotMadeIsSaid() throws {
        let (harness, path) = try Self.harness(Self.document("""
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1" userLabel="wall">
                <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl1" customClass="LeftAlignedFlowLayout" customModule="App">
                    <size key="itemSize" width="50" height="50"/>
                </collectionViewFlowLayout>
                <cells/>
                <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hv1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                </collectionReusableView>
            </collectionView>
            """))
        let output = harness.run("load \((path as NSString).lastPathComponent)")
        #expect(output.contains { $0.contains("has custom class LeftAlignedFlowLayout: its code does not run here; loaded as a flow layout") }, "\(output)")
        #expect(output.contains { $0.contains("(a header or footer view) is not made") }, "\(output)")
    }
}
