import UIKit

// The pizza app's two screens as the app declares them, for the animator beside this file: what
// the transition asks of them, the article's PizzaTransitionable (the selected cell's background
// and image). Their views and their answers are the example's Lua screens
// (examples/screens/pizza_list.lua and pizza_detail.lua); these bodies are never run.
protocol PizzaTransitionable {
    func backgroundView() -> UIView
    func pizzaImage() -> UIImageView
}

class PizzaViewController: UIViewController, PizzaTransitionable {
    var collectionView: UICollectionView!

    func backgroundView() -> UIView { UIView() }
    func pizzaImage() -> UIImageView { UIImageView() }
}

class PizzaDetailViewController: UIViewController, PizzaTransitionable {
    func backgroundView() -> UIView { UIView() }
    func pizzaImage() -> UIImageView { UIImageView() }
}
