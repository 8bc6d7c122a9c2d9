import UIKit

/// A screen whose button presents the detail, as real screens start a transition (T12.6).
class ButtonScreen: UIViewController {
    let detail = UIViewController()
    var closes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Show detail", for: .normal)
        button.setTitle("Showing", for: UIControl.State.highlighted)
        button.setTitleColor(.red, for: .normal)
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        button.accessibilityIdentifier = "show"
        button.addTarget(self, action: #selector(showDetail), for: .touchUpInside)
        view.addSubview(button)

        let close = UIButton(type: .close)
        close.frame = CGRect(x: 340, y: 20, width: 30, height: 30)
        close.accessibilityIdentifier = "close"
        close.setImage(UIImage(systemName: "xmark"), for: .normal)
        close.isEnabled = false
        close.addTarget(self, action: #selector(countClose(_:)), for: [.touchDown, .touchUpInside])
        view.addSubview(close)
    }

    @objc func showDetail() {
        detail.modalPresentationStyle = .fullScreen
        present(detail, animated: true)
    }

    @objc func countClose(_ sender: UIButton) {
        closes += 1
    }
}
