/// The short name of a value's type for traces and diagnostics: `MovesCoordinator`, not
/// `MovesCoordinator<NavigationController, Modal>`, so a Swift object and its script port trace alike.
func typeName(of value: Any) -> String {
    let full = String(describing: type(of: value))
    return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
}
