import StagecraftCommandLine
import StagecraftImport
import StagecraftLua

// The edge installs what the libraries only name: roles written in Swift are translated by the
// importer wherever a role script is loaded (test, run, watch, studio, stress).
ScriptSources.install(SwiftRoleTranslator())
StudioCommand.serve = { _ in try StudioLauncher.handOver() }
StagecraftCommand.main()
