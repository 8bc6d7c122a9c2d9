import StagecraftCommandLine
import StagecraftImport
import StagecraftLua

// `stagecraft-studio`: the `stagecraft` command with the studio's web server; `stagecraft studio`
// hands its command line over to it (StudioLauncher.swift), so the server library is loaded only
// by the command that serves.
ScriptSources.install(SwiftRoleTranslator())
StudioCommand.serve = { try $0.serveStudio() }
StagecraftCommand.main()
