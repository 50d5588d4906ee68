public import Layout

/// `UITableViewCell.AccessoryType`: the standard accessory drawn at a cell's trailing edge,
/// and how much narrower it makes the content view.
///
/// Apple does not document the widths. The model uses the ones UITableView+FDTemplateLayoutCell
/// (forkingdog, the widely used self-sizing height cache, which must reproduce UIKit's content
/// view width to measure a cell as UIKit will lay it out) subtracts from the table's width:
/// disclosure indicator 34 pt, detail disclosure button 68, checkmark 40, detail button 48;
/// and 4 pt more on @3x screens at least 414 pt wide (its pull request 358, "accessory and
/// index title width problem": the wider margins of the Plus phones), counted once with the
/// section index (see ``TableView/contentSpan(ofRow:)``).
public enum AccessoryType: String, CaseIterable, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// How much of the cell's width the accessory takes from the content view on `screen`.
    public func width(on screen: Screen) -> Double {
        let base: Double = switch self {
        case .none: 0
        case .disclosureIndicator: 34
        case .detailDisclosureButton: 68
        case .checkmark: 40
        case .detailButton: 48
        }
        guard base > 0 else { return 0 }
        return base + Self.largeScreenExtra(on: screen)
    }

    /// What an accessory takes beyond its width on @3x screens at least 414 pt wide.
    static func largeScreenExtra(on screen: Screen) -> Double {
        screen.scale >= 3 && screen.size.width >= 414 ? 4 : 0
    }
}
