import Foundation

/// `stagecraft new scenario NAME --swift PATH`: a scenario that presents and dismisses with each
/// role a Swift file's types play, as they are, with the checks every transition must pass.
public enum SwiftScenarioTemplate {
    /// The scenario's text, or an error naming what the file lacks. `rolePath` is the path the
    /// scenario loads the file by (relative to the working directory, a script root).
    public static func source(swiftPath: String, rolePath: String) throws(ImportError) -> String {
        let file = try SwiftSourceFile.read(swiftPath)
        if let error = file.syntaxErrors.first { throw ImportError(error) }
        let result = SwiftImporter().translate([(swiftPath, file.text)])
        let roles = result.modules.filter { $0.role != .helper && !$0.role.isUIKitInstance && $0.swiftFile == swiftPath }
        var scenarios: [String] = []
        var notes: [String] = []
        for module in roles {
            let usable = !module.roleLua.hasSuffix("return \(module.typeName)\n") || module.role == .presentation
            switch module.role {
            case .animator where usable:
                scenarios.append(scenario(module.typeName, "{ animator = animator \"\(rolePath)\", style = \"fullScreen\" }"))
            case .animator:
                notes.append("-- \(module.typeName)'s init takes arguments: drive it through the delegate that makes it.")
            case .delegate:
                let style = module.lua.contains("presentationControllerForPresented") ? "custom" : "fullScreen"
                scenarios.append(scenario(module.typeName, "{ delegate = delegate \"\(rolePath)\", style = \"\(style)\" }"))
            case .presentation:
                scenarios.append(scenario(module.typeName, "{ presentation = presentation \"\(rolePath)\", style = \"custom\" }"))
            case .interaction:
                notes.append("-- \(module.typeName) is an interaction controller: wire its gesture in the scenario and drive it with pan{…} or edgePan{…}.")
            case .selfDrivenInteraction:
                notes.append("-- \(module.typeName) drives itself (startInteractiveTransition): transition(detail, { animator = …, interactive = interaction \"\(rolePath)\", style = \"fullScreen\" }) hands it every dismissal.")
            case .screen where module.lua.contains("return S.navigation(\(module.typeName),"):
                notes.append("-- \(module.typeName) is a navigation controller: local \(module.typeName) = require \"\(moduleName(rolePath))\"; \(module.typeName).new(UIViewController(\"root\")).")
            case .screen:
                notes.append("-- \(module.typeName) is a screen: local \(module.typeName) = require \"\(moduleName(rolePath))\"; UIViewController(\"name\", \(module.typeName)).")
            case .helper, .view, .gesture:
                break
            }
        }
        guard !scenarios.isEmpty || !notes.isEmpty else {
            throw ImportError("\(swiftPath): no type in this file plays a transition role (an animator, a presentation or interaction controller, a delegate)")
        }
        return """
            -- Drives \((swiftPath as NSString).lastPathComponent)'s roles as they are: edit the Swift and save, and
            -- `stagecraft watch` runs this again with the new code (errors name the Swift line).
            local home = screen "home" { backgroundColor = "white" }
            local detail = screen "detail" { backgroundColor = "systemYellow" }
            \(notes.joined(separator: "\n"))
            \(scenarios.joined(separator: "\n"))

            """.replacingOccurrences(of: "\n\n\n", with: "\n\n")
    }

    static func moduleName(_ path: String) -> String {
        (path as NSString).deletingPathExtension.replacingOccurrences(of: "/", with: ".")
    }

    static func scenario(_ typeName: String, _ roles: String) -> String {
        """

        scenario("\(typeName) presents and dismisses detail", function()
          window { root = home }
          transition(detail, \(roles))
          local shown = present(home, detail)
          untilIdle()
          expect.completedOnce(shown)
          expect.inHierarchy("detail")
          local gone = dismiss(detail)
          untilIdle()
          expect.completedOnce(gone)
          expect.notInHierarchy("detail")
          expect.noDiagnostics()
        end)
        """
    }
}
