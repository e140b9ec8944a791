import Foundation

exit(LayoutAuditCLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
