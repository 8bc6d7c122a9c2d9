import UIKit

/// The card's title: a UILabel subclass that sets its own text and rounds itself in layoutSubviews.
final class TitleLabel: UILabel {
    var radius: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        text = "Card"
        textColor = .black
        accessibilityIdentifier = "cardTitle"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = radius
    }
}

/// The card's picture: a UIImageView subclass showing an image by name.
final class PictureView: UIImageView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        image = UIImage(named: "pizza")
        accessibilityIdentifier = "cardPicture"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
