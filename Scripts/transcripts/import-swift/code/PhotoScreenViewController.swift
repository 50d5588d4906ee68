// A screen laid out with the Visual Format Language, in the forms of CristianCardosoA/
// Auto-layout-VF's Auto-layout-VF/ViewController.swift (its example 4: views made in
// viewDidLoad, a views dictionary, metrics computed from self.view.bounds.height,
// self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat:...)) with
// [:] metrics and alignment options): written for LayoutLab's tests, not copied.
import UIKit

class PhotoScreenViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        let photoView = UIView()
        photoView.backgroundColor = UIColor.darkGray
        photoView.translatesAutoresizingMaskIntoConstraints = false

        let captionView = UIView()
        captionView.translatesAutoresizingMaskIntoConstraints = false

        let caption = UILabel()
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.text = "Harbour at dawn"
        caption.textAlignment = .center
        captionView.addSubview(caption)

        let toolbar = UIView()
        toolbar.translatesAutoresizingMaskIntoConstraints = false

        let shareButton = UIView()
        shareButton.translatesAutoresizingMaskIntoConstraints = false
        let deleteButton = UIView()
        deleteButton.translatesAutoresizingMaskIntoConstraints = false
        toolbar.addSubview(shareButton)
        toolbar.addSubview(deleteButton)

        self.view.addSubview(photoView)
        self.view.addSubview(captionView)
        self.view.addSubview(toolbar)

        let metrics = ["photoHeight": self.view.bounds.height * 0.6, "captionHeight": self.view.bounds.height * 0.3]
        let views = ["photo": photoView, "captionView": captionView, "toolbar": toolbar, "share": shareButton,
                     "delete": deleteButton, "caption": caption]

        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[photo]|", options: [], metrics: [:], views: views))
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[captionView]|", options: [], metrics: [:], views: views))
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[toolbar]|", options: [], metrics: [:], views: views))
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[share][delete(==share)]-|", options: [.alignAllTop, .alignAllBottom], metrics: [:], views: views))
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[photo(photoHeight)][captionView(captionHeight)][toolbar]|", options: [], metrics: metrics, views: views))
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[share]-|", options: [], metrics: [:], views: views))
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[caption]|", options: [], metrics: [:], views: views))
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[caption]|", options: [], metrics: [:], views: views))
    }
}
