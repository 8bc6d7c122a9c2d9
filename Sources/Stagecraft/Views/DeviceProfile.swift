/// Which way up the device is (UIKit's `UIInterfaceOrientation`). Landscape left has the home
/// button (or the bottom of the device) on the left… as UIKit names it; both landscape
/// orientations give the same safe area on the devices below (symmetric side insets).
public enum InterfaceOrientation: String, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device Stagecraft can simulate: its screen in points, its scale, and the safe-area insets
/// the system gives a full-screen window in each orientation (T11.5).
///
/// Sizes and scales: Apple's Human Interface Guidelines, "Layout" → device screen sizes
/// (developer.apple.com/design/human-interface-guidelines/layout), and the per-model table at
/// gist.github.com/ricsantos/e7baee6885626b9cb87c021a5097623f (iPhone 15: 393×852 @3x,
/// 15 Pro Max: 430×932 @3x). Safe areas as UIKit reports them in `view.safeAreaInsets` of a
/// full-screen controller: Dynamic Island iPhones 59 top / 34 bottom in portrait and 59 left and
/// right / 21 bottom in landscape (measured on an iPhone 15-class device, csl.cool/2023/09/15/
/// ios-dev/ios-layout-adaptation); a home-button iPhone has the 20 pt status bar in portrait and
/// no insets in landscape, where the status bar is hidden (useyourloaf.com/blog/supporting-iphone-x);
/// an iPad without a home button has 24 top (status bar) and 20 bottom (home indicator) either way.
/// Status bar heights (`statusBarFrame`): 54 pt on Dynamic Island iPhones, 5 pt less than their
/// safe area's top, and the whole top inset on the others (useyourloaf.com/blog/iphone-14-screen-sizes:
/// iPhone 14 Pro status bar 54, safe area top 59; iPhone 14 both 47); iPhones hide it in landscape.
public struct DeviceProfile: Hashable, Sendable {
    public let name: String
    /// The screen in points, portrait.
    public let portraitSize: Size
    /// Pixels per point (`UIScreen.scale`).
    public let scale: Double
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    /// The status bar's height (`statusBarManager.statusBarFrame.height`), portrait and landscape
    /// (0: iPhones hide it in landscape).
    public let statusBarHeights: [Double]
    /// The top inset left when an app hides the status bar (`prefersStatusBarHidden`), portrait
    /// and landscape: a notch or Dynamic Island still takes its room, a plain top edge does not (SB1.4).
    public let topInsetsWithoutStatusBar: [Double]

    /// A device; by default the status bar is as tall as the top inset and hiding it leaves the
    /// inset as it is (a notch), which suits any iPhone with a notch.
    public init(name: String, portraitSize: Size, scale: Double, portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets,
                statusBarHeights: [Double]? = nil, topInsetsWithoutStatusBar: [Double]? = nil) {
        self.name = name
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
        self.statusBarHeights = statusBarHeights ?? [portraitInsets.top, landscapeInsets.top]
        self.topInsetsWithoutStatusBar = topInsetsWithoutStatusBar ?? [portraitInsets.top, landscapeInsets.top]
    }

    /// The screen's size in `orientation` (landscape swaps the sides).
    public func size(in orientation: InterfaceOrientation) -> Size {
        orientation.isLandscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe-area insets of a full-screen window in `orientation`, with the status bar shown or
    /// hidden (SB1.4).
    public func safeAreaInsets(in orientation: InterfaceOrientation, statusBarHidden: Bool = false) -> EdgeInsets {
        var insets = orientation.isLandscape ? landscapeInsets : portraitInsets
        if statusBarHidden { insets.top = topInsetsWithoutStatusBar[orientation.isLandscape ? 1 : 0] }
        return insets
    }

    /// The status bar's height in `orientation` while it is shown.
    public func statusBarHeight(in orientation: InterfaceOrientation) -> Double {
        statusBarHeights[orientation.isLandscape ? 1 : 0]
    }

    public static let iPhoneSE = DeviceProfile(
        name: "iPhone SE", portraitSize: Size(width: 375, height: 667), scale: 2,
        portraitInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
        statusBarHeights: [20, 0], topInsetsWithoutStatusBar: [0, 0])
    /// Stagecraft's default screen (T11.5): the 390×844 pt iPhone 12, 13 and 14 (and their Pro
    /// models), with the notch's 47 pt status bar on top and the 34 pt home indicator below in
    /// portrait; 47 left and right and 21 bottom in landscape (Apple, "Adaptivity and Layout";
    /// the same per-model tables as above).
    public static let iPhone14 = DeviceProfile(
        name: "iPhone 14", portraitSize: Size(width: 390, height: 844), scale: 3,
        portraitInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    public static let iPhone15 = DeviceProfile(
        name: "iPhone 15", portraitSize: Size(width: 393, height: 852), scale: 3,
        portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeights: [54, 0])
    public static let iPhone15ProMax = DeviceProfile(
        name: "iPhone 15 Pro Max", portraitSize: Size(width: 430, height: 932), scale: 3,
        portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeights: [54, 0])
    public static let iPad = DeviceProfile(
        name: "iPad", portraitSize: Size(width: 820, height: 1180), scale: 2,
        portraitInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), topInsetsWithoutStatusBar: [0, 0])

    public static let all: [DeviceProfile] = [.iPhoneSE, .iPhone14, .iPhone15, .iPhone15ProMax, .iPad]

    /// The profile called `name` ("iPhone 15"), if any.
    public static func named(_ name: String) -> DeviceProfile? { all.first { $0.name == name } }
}
