import UIKit

/// A screen that lays out a PillButton with Auto Layout (centred, 100 pt from the top, no width or
/// height constraint: its intrinsic size decides) and a MuteButton by frame, each with a target,
/// and a BadgeView and a PaddedLabel sized by their intrinsic sizes too.
final class PillScreen: UIViewController {
    let pill = PillButton()
    let mute = MuteButton()
    let badge = BadgeView()
    let caption = PaddedLabel()
    var taps = 0
    var muteTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        pill.setTitle("Continue", for: .normal)
        pill.accessibilityIdentifier = "pill"
        pill.translatesAutoresizingMaskIntoConstraints = false
        pill.addTarget(self, action: #selector(countTap), for: .touchUpInside)
        view.addSubview(pill)
        NSLayoutConstraint.activate([
            pill.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pill.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        ])

        mute.setTitle("Mute", for: .normal)
        mute.accessibilityIdentifier = "mute"
        mute.frame = CGRect(x: 20, y: 400, width: 100, height: 44)
        mute.addTarget(self, action: #selector(countMuteTap), for: .touchUpInside)
        view.addSubview(mute)

        badge.accessibilityIdentifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        caption.text = "Hello"
        caption.accessibilityIdentifier = "caption"
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(caption)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
            caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            caption.topAnchor.constraint(equalTo: view.topAnchor, constant: 300),
        ])
    }

    /// One more item on the badge: wider on the next layout pass.
    func addToBadge() {
        badge.count += 2
        badge.invalidateIntrinsicContentSize()
    }

    /// Widens the pill: Auto Layout asks its intrinsic size again after the invalidation.
    func widen() {
        pill.extraWidth = 60
        pill.invalidateIntrinsicContentSize()
    }

    @objc func countTap() {
        taps += 1
    }

    @objc func countMuteTap() {
        muteTaps += 1
    }
}
