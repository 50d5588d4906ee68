import UIKit

extension UITableView {

    func layoutTableHeaderView() {

        guard let headerView = self.tableHeaderView else { return }
        headerView.translatesAutoresizingMaskIntoConstraints = false

        let headerWidth = headerView.bounds.size.width;
        let temporaryWidthConstraints = NSLayoutConstraint.constraints(withVisualFormat: "[headerView(width)]", options: NSLayoutFormatOptions(rawValue: UInt(0)), metrics: ["width": headerWidth], views: ["headerView": headerView])

        headerView.addConstraints(temporaryWidthConstraints)

        headerView.setNeedsLayout()
        headerView.layoutIfNeeded()

        let headerSize = headerView.systemLayoutSizeFitting(UILayoutFittingCompressedSize)
        let height = headerSize.height
        var frame = headerView.frame

        frame.size.height = height
        headerView.frame = frame

        self.tableHeaderView = headerView

        headerView.removeConstraints(temporaryWidthConstraints)
        headerView.translatesAutoresizingMaskIntoConstraints = true

    }
}

// LayoutLab test data, appended below the file so its lines and columns are the published ones:
// everything above this comment is aw/Extensions/UITableView.swift as published at
// https://github.com/AmericanWhitewater/aw-ios/blob/63c89e4f7695eef69a0d6c6296f4a3102f349c7d/aw/Extensions/UITableView.swift
// (licence: none stated in the repository; see README.md beside this file). Nothing was cut.
