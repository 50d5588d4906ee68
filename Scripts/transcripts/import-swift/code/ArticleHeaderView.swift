// A view laid out with SnapKit, in the forms of sshabelnik/selfSizedCollectionViewCells'
// selfSizedCollectionViewCells/ImageWithTitle/ImageWithTitleViewController.swift (views made
// in property closures, `$0.leading.trailing.equalToSuperview()`, `equalTo(imageView.snp.bottom)
// .offset(20)`, a trailing-and-bottom pair with one offset) and vologiroff/TestProject-Axxonsoft's
// TestProjectAxxonsoft/View/ZoomViewController+Constraints.swift (`make in`, `.labeled(...)`,
// `make.height.width.equalTo(200)`): written for LayoutLab's tests, not copied.
import UIKit
import SnapKit

final class ArticleHeaderView: UIView {
    let coverView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = UIImage(named: "cover")
        return imageView
    }()

    let titleLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        label.text = "Tides"
        return label
    }()

    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(coverView)
        addSubview(titleLabel)
        addSubview(badge)
        coverView.snp.makeConstraints {
            $0.top.leading.trailing.equalToSuperview()
            $0.height.equalTo(200)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(coverView.snp.bottom).offset(20).labeled("titleTop")
            make.leading.equalToSuperview().offset(15)
            make.trailing.bottom.equalToSuperview().offset(-15)
        }
        badge.snp.makeConstraints { make in
            make.height.width.equalTo(24)
            make.top.trailing.equalTo(coverView).inset(8)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
