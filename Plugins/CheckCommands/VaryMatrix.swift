import Foundation
import Layout

/// The combinations `vary` runs: every device, orientation, text size, direction, iOS release
/// and data set asked for, in that order (the device changes slowest), each a screen and a
/// text size to show the scene on, named as a report names it.
struct VaryMatrix: Sendable {
    /// One combination.
    struct Combination: Sendable {
        /// `iPhoneSE landscape AX3 rtl`, with `iOS 17` and the data set's name when those vary.
        let name: String
        let screen: Screen
        let category: ContentSizeCategory
        /// A command defined with `def` that fills the views with the data set, run first.
        let data: String?
        /// Why it cannot run (a device too new for the release), nil when it can.
        let skipped: String?
    }

    /// What was asked: each dimension's values, in order.
    struct Dimensions: Sendable {
        var devices: [Device?] = []
        var orientations: [Screen.Orientation] = []
        var categories: [ContentSizeCategory] = []
        var directions: [UserInterfaceLayoutDirection] = []
        var releases: [IOSRelease] = []
        var data: [String?] = [nil]
        /// Whether releases and data sets were asked for (then they are in the names).
        var namesRelease = false
        var namesData = false
    }

    let dimensions: Dimensions
    let combinations: [Combination]

    /// The combinations of `dimensions`, from the session's screen (what is not asked for
    /// stays as it is, and a screen that is no device's is turned and mirrored as it is).
    init(_ dimensions: Dimensions, current: Screen) {
        self.dimensions = dimensions
        var combinations: [Combination] = []
        for device in dimensions.devices {
            for orientation in dimensions.orientations {
                for category in dimensions.categories {
                    for direction in dimensions.directions {
                        for release in dimensions.releases {
                            for data in dimensions.data {
                                var parts = [device?.names[0] ?? current.deviceName ?? current.name, orientation.rawValue, category.shortName,
                                             direction == .rightToLeft ? "rtl" : "ltr"]
                                if dimensions.namesRelease { parts.append("iOS \(release.major)") }
                                if dimensions.namesData, let data { parts.append(data) }
                                var screen: Screen
                                var skipped: String?
                                if let device {
                                    screen = device.screen(orientation, release: release, statusBarHidden: current.statusBarHidden)
                                    if release.major < device.firstRelease {
                                        skipped = "\(device.names[0]) runs iOS \(device.firstRelease) or later, not iOS \(release.major)"
                                    }
                                } else {
                                    screen = current.rotated(to: orientation).with(release: release)
                                }
                                screen.layoutDirection = direction
                                combinations.append(Combination(name: parts.joined(separator: " "), screen: screen, category: category,
                                                                data: data, skipped: skipped))
                            }
                        }
                    }
                }
            }
        }
        self.combinations = combinations
    }

    /// `14 devices x 2 orientations x 12 text sizes x 2 directions = 672 combinations`.
    var summary: String {
        var parts = [counted(dimensions.devices.count, "device"), counted(dimensions.orientations.count, "orientation"),
                     counted(dimensions.categories.count, "text size"), counted(dimensions.directions.count, "direction")]
        if dimensions.namesRelease { parts.append(counted(dimensions.releases.count, "iOS release")) }
        if dimensions.namesData { parts.append(counted(dimensions.data.count, "data set")) }
        return parts.joined(separator: " x ") + " = " + counted(combinations.count, "combination")
    }

    // MARK: - Reading the options

    /// `all`, `phones`, `pads`, or device names separated by commas; nil for a name that is no
    /// device's (the second value).
    static func devices(_ list: String) -> ([Device?], String?) {
        switch list.lowercased() {
        case "all": return (Device.all, nil)
        case "phones": return (Device.all.filter { !$0.isPad }, nil)
        case "pads": return (Device.all.filter(\.isPad), nil)
        default:
            var devices: [Device?] = []
            for name in names(list) {
                guard let device = Device.named(name) else { return ([], name) }
                devices.append(device)
            }
            return (devices, nil)
        }
    }

    /// `all` (or `both`), or portrait and landscape separated by commas.
    static func orientations(_ list: String) -> ([Screen.Orientation], String?) {
        if ["all", "both"].contains(list.lowercased()) { return (Screen.Orientation.allCases, nil) }
        return parse(list) { Screen.Orientation(rawValue: $0.lowercased()) }
    }

    /// `all`, `standard` (xS to XXXL), `accessibility` (AX1 to AX5), or categories.
    static func categories(_ list: String) -> ([ContentSizeCategory], String?) {
        switch list.lowercased() {
        case "all": return (ContentSizeCategory.allCases, nil)
        case "standard": return (ContentSizeCategory.allCases.filter { !$0.isAccessibilityCategory }, nil)
        case "accessibility": return (ContentSizeCategory.allCases.filter(\.isAccessibilityCategory), nil)
        default: return parse(list, ContentSizeCategory.named)
        }
    }

    /// `all` (or `both`), or ltr and rtl separated by commas.
    static func directions(_ list: String) -> ([UserInterfaceLayoutDirection], String?) {
        if ["all", "both"].contains(list.lowercased()) { return ([.leftToRight, .rightToLeft], nil) }
        return parse(list) { name -> UserInterfaceLayoutDirection? in
            switch name.lowercased() {
            case "ltr", "lefttoright": .leftToRight
            case "rtl", "righttoleft": .rightToLeft
            default: nil
            }
        }
    }

    /// iOS releases by their major version, separated by commas.
    static func releases(_ list: String) -> ([IOSRelease], String?) {
        parse(list) { name in Int(name).flatMap(IOSRelease.init) }
    }

    static func names(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func parse<Value>(_ list: String, _ read: (String) -> Value?) -> ([Value], String?) {
        var values: [Value] = []
        for name in names(list) {
            guard let value = read(name) else { return ([], name) }
            values.append(value)
        }
        return values.isEmpty ? ([], list) : (values, nil)
    }
}
