/// The status bar's look (UIKit's `UIStatusBarStyle`): `.default` picks dark or light content for
/// the interface style (dark text in light mode), `.lightContent` is light text for dark
/// backgrounds, `.darkContent` dark text for light backgrounds.
public enum StatusBarStyle: String, Sendable, CaseIterable {
    case `default`, lightContent, darkContent
}
