/// A notification (Foundation's `Notification`, named apart from it so both can be imported): a name and a user-info dictionary.
public struct AppNotification: Sendable {
    /// A user-info value: the keyboard's frames, its duration and curve.
    public enum Value: Sendable, Equatable {
        case rect(Rect)
        case number(Double)
        case bool(Bool)
    }

    public let name: String
    public let userInfo: [String: Value]

    public init(name: String, userInfo: [String: Value] = [:]) {
        self.name = name
        self.userInfo = userInfo
    }
}

/// Posts notifications to the observers registered for their name (Foundation's
/// `NotificationCenter`). There is one per engine, not a process-wide `.default`: scenarios run
/// side by side on several threads, each in a world of its own.
public final class AppNotificationCenter {
    private var observers: [(token: Int, name: String, block: (AppNotification) -> Void)] = []
    private var nextToken = 0

    public init() {}

    /// Calls `block` for every notification named `name` posted from now on; returns the token
    /// `removeObserver` takes (UIKit returns an observer object).
    @discardableResult
    public func addObserver(forName name: String, using block: @escaping (AppNotification) -> Void) -> Int {
        nextToken += 1
        observers.append((nextToken, name, block))
        return nextToken
    }

    public func removeObserver(_ token: Int) { observers.removeAll { $0.token == token } }

    /// Calls the observers of `notification.name` in the order they were added, synchronously.
    public func post(_ notification: AppNotification) {
        Engine.current?.record(.lifecycle, "NotificationCenter", notification.name)
        for observer in observers where observer.name == notification.name { observer.block(notification) }
    }

    public var observerCount: Int { observers.count }
}
