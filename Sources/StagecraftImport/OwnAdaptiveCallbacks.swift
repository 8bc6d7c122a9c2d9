/// A presentation controller that is its own adaptive delegate (`delegate = self` in its init, as
/// Apple's adaptive sample does): the bridge asks its adaptive questions of the controller itself
/// (`adaptivePresentationStyle(traitCollection)`, `viewControllerForAdaptivePresentationStyle(style)`,
/// see AdaptiveScript), so UIKit's delegate methods, whose first parameter is that controller, are
/// these Lua callbacks with `self` for it. One table for both directions: the importer reads the
/// Swift methods as the callbacks, the exporter writes the callbacks as the Swift methods.
public enum OwnAdaptiveCallbacks {
    /// The Lua callback → UIKit's method: its base name and labels.
    public static let methods: [String: (name: String, labels: [String])] = [
        "adaptivePresentationStyle": ("adaptivePresentationStyle", ["for", "traitCollection"]),
        "viewControllerForAdaptivePresentationStyle": ("presentationController", ["_", "viewControllerForAdaptivePresentationStyle"]),
    ]

    /// The Lua callback a Swift method `name(labels…)` is, if it is one.
    public static func luaName(of name: String, labels: [String]) -> String? {
        methods.first { $0.value.name == name && $0.value.labels == labels }?.key
    }
}
