import UIKit

/// A screen as apps write them: views built in viewDidLoad, a tap that presents the detail with
/// its own transitioning delegate, and lifecycle overrides.
class HomeScreen: UIViewController {
    private let fade = FadeDelegate()
    private var card: UIView!
    var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        view.addSubview(card)
        let tap = UITapGestureRecognizer(target: self, action: #selector(showDetail))
        card.addGestureRecognizer(tap)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    @objc func showDetail() {
        let detail = UIViewController()
        detail.view.backgroundColor = .systemYellow
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = fade
        present(detail, animated: true)
    }
}
