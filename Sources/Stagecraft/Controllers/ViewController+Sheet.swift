/// The sheet of a page or form sheet presentation (T11.3, T11.4).
extension ViewController {
    /// The sheet presentation controller of a `.pageSheet`, `.formSheet` or `.automatic`
    /// controller (UIKit's `sheetPresentationController`); nil for other styles. Made on first
    /// access, so detents and a delegate can be set before `present`.
    public var sheetPresentationController: SheetPresentationController? {
        if let sheet = presentationController as? SheetPresentationController { return sheet }
        guard presentationController == nil, modalPresentationStyle.isSheet else { return nil }
        if let pendingSheet { return pendingSheet }
        // Weak back to this controller until presented: this controller holds the sheet.
        let sheet = SheetPresentationController(pendingFor: self, presenting: ViewController(name: "\(name).presenting"))
        pendingSheet = sheet
        return sheet
    }

    /// The controller a sheet presentation runs with: the one configured before `present`, or a new one.
    func takeSheet(presentedBy presenter: ViewController) -> SheetPresentationController {
        let sheet = pendingSheet ?? SheetPresentationController(presentedViewController: self, presenting: presenter)
        pendingSheet = nil
        sheet.holdPresentedViewController()
        sheet.presentingViewController = presenter
        sheet.resolvedCache = nil
        return sheet
    }
}
