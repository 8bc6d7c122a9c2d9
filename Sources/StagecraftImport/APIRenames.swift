/// UIKit properties the Lua API spells another way, for both directions of the Swift mapping
/// (the importer, the exporter, and the interface's coverage test).
public enum APIRenames {
    /// Swift property → Lua property. What UI tests find a view by in UIKit
    /// (`accessibilityIdentifier`) is what scenarios and traces find it by here: its `name`.
    /// An image view's `image` is its name (`imageName`): the Lua API draws images by name, and
    /// `UIImage(named: "pizza")` is `"pizza"` (the importer) and back (the exporter).
    /// SW10.2 A label's `font` is its size (`fontSize`): the Lua API lays text out by its size
    /// alone, so `UIFont.systemFont(ofSize: 28)` (or `boldSystemFont`) is `28`, and back.
    public static let properties: [String: String] = ["accessibilityIdentifier": "name", "image": "imageName", "font": "fontSize"]

    /// A view controller's: what identifies a controller in UIKit (state restoration's
    /// `restorationIdentifier`) is its `name` here, as scenarios and traces find it.
    public static let controllerProperties: [String: String] = ["restorationIdentifier": "name"]

    /// Lua property → Swift property (of a view).
    public static let swiftProperties: [String: String] = Dictionary(uniqueKeysWithValues: properties.map { ($1, $0) })

    /// Lua property → Swift property of a view controller.
    public static let controllerSwiftProperties: [String: String] = Dictionary(uniqueKeysWithValues: controllerProperties.map { ($1, $0) })
}
