import Foundation

let rawArguments = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }?
    .map { UInt8(bitPattern: $0) } ?? []
}
let status = StylecCommand.run(rawArguments: rawArguments, console: .standard)
exit(status.rawValue)
