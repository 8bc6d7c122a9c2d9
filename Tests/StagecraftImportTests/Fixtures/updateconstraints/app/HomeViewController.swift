import UIKit

/// T12.2f: a view sizing itself in `updateConstraints` and a screen placing it in
/// `updateViewConstraints`, each once, as apps write them (super called last).

class BadgeView: UIView {
    var sized = false
    override func updateConstraints() {
        if !sized {
            sized = true
            heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        super.updateConstraints()
    }
}

class HomeViewController: UIViewController {
    let badge = BadgeView()
    var placed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        badge.setNeedsUpdateConstraints()
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        if !placed {
            placed = true
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                badge.widthAnchor.constraint(equalToConstant: 100),
            ])
        }
        super.updateViewConstraints()
    }
}
