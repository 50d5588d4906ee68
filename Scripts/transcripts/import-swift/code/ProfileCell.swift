// An anchors-based cell in the forms of FlipThibault/iOSDemoApp's
// DemoApp/presentation/list/CellView.swift (a `lazy var` label made in a closure, anchors
// from `self.titleLabel` to `self.contentView`, NSLayoutConstraint.activate in init) and
// yelinux/YHTableExample's YHTableExample/Example/ExampleCell.swift (properties set in init,
// contentView.addSubview): written for LayoutLab's tests, not copied.
import UIKit

final class ProfileCell: UITableViewCell {
    private let padding: CGFloat = 12

    lazy var avatarView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        return imageView
    }()

    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .headline)
        return label
    }()

    lazy var detailLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 15)
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        return label
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.text = "Ada Lovelace"
        detailLabel.text = "Wrote the first program."
        self.contentView.addSubview(avatarView)
        self.contentView.addSubview(titleLabel)
        self.contentView.addSubview(detailLabel)

        let bottom = detailLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -padding)
        bottom.priority = .defaultHigh
        bottom.identifier = "detailBottom"

        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: padding),
            avatarView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: padding),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            self.titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1),
            self.titleLabel.trailingAnchor.constraint(equalTo: self.contentView.trailingAnchor, constant: -padding),
            self.titleLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            bottom,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
