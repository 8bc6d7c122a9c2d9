import UIKit

/// Two screen classes of the app, for PushGuard to tell apart.
final class ListScreen: UIViewController {}
final class DetailScreen: UIViewController {}
