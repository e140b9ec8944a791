import Foundation

Console.prepare()
exit(LayoutAuditCLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
