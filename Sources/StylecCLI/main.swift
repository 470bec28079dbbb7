import Foundation

let status = StylecCommand.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
