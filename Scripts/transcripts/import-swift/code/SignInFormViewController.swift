// A stack-view form, in the forms of SnapWars/SnapWar's SnapWar/ViewControllers/
// SWAuthViewController.swift (a stack view property, axis, spacing and alignment set in a
// setup function viewDidLoad calls, a local CGFloat margin, anchors to
// view.safeAreaLayoutGuide with .isActive = true, isLayoutMarginsRelativeArrangement,
// layoutMargins = UIEdgeInsets(...), addArrangedSubview) and jrasmusson/autolayout-course's
// Examples/1-Examples/SimpleStackView.swift (fields made by the app's own helper functions):
// written for LayoutLab's tests, not copied.
import UIKit

class SignInFormViewController: UIViewController {
    fileprivate let formContainer = UIStackView()
    fileprivate let emailField = UITextField()
    fileprivate let passwordField = UITextField()
    fileprivate let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        setup()
    }

    fileprivate func setup() {
        view.addSubview(formContainer)

        formContainer.axis = .vertical
        formContainer.spacing = 10
        formContainer.alignment = .fill

        let horizontalMargin: CGFloat = 10.0
        formContainer.translatesAutoresizingMaskIntoConstraints = false
        formContainer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        formContainer.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
        formContainer.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor).isActive = true
        formContainer.isLayoutMarginsRelativeArrangement = true
        formContainer.layoutMargins = UIEdgeInsets(top: 0, left: horizontalMargin, bottom: 0, right: horizontalMargin)

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        signInButton.setTitle("Sign In", for: .normal)

        formContainer.addArrangedSubview(emailField)
        formContainer.addArrangedSubview(passwordField)
        formContainer.addArrangedSubview(signInButton)
        formContainer.addArrangedSubview(makeFootnote(text: "Forgot your password?"))

        signInButton.addTarget(self, action: #selector(signIn(_:)), for: .touchUpInside)
    }

    @objc fileprivate func signIn(_ sender: Any) {
        for field in [emailField, passwordField] {
            field.resignFirstResponder()
        }
    }
}
