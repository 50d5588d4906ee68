// The table-header seed's workaround #3 (../shared/seeds/table-header-view.txt, "Workaround
// #3"): its steps 1 and 1.5, Objective-C in the seed, written here in Swift with the
// storyboard's outlet name: `header` is the seed's self.headerView, the table's
// tableHeaderView (the seed reads the width from self.tableView.tableHeaderView).
import UIKit

class TableViewController: UITableViewController {
    @IBOutlet var header: UIView!

    func prepareHeaderForSizing() {
        // Step 1: no constraints from the autoresizing mask.
        header.translatesAutoresizingMaskIntoConstraints = false
        // Step 1.5: a width constraint that mimics the autoresizing width, the height left free.
        let headerWidth = header.bounds.size.width
        let temporaryWidthConstraints = NSLayoutConstraint.constraints(withVisualFormat: "[headerView(width)]", options: [], metrics: ["width": headerWidth], views: ["headerView": header!])
        header.addConstraints(temporaryWidthConstraints)
    }
}
