import Foundation

// A file-size limit (`ulimit -f`) reached while writing then fails the write with EFBIG, which
// is reported and cleaned up like any failed write, instead of SIGXFSZ ending the process with
// the temporary file left behind.
signal(SIGXFSZ, SIG_IGN)

// Ctrl-\ quits, as it quits any Unix tool: the Swift runtime's backtracer takes SIGQUIT to print
// a crash report and carry on, unless it was ignored when stylec started.
let previousQuit = signal(SIGQUIT, SIG_DFL)
if unsafeBitCast(previousQuit, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
  signal(SIGQUIT, SIG_IGN)
}

occupyClosedStandardStreams()

let rawArguments = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }?
    .map { UInt8(bitPattern: $0) } ?? []
}
let status = StylecCommand.run(rawArguments: rawArguments, console: .standard)
exit(status.rawValue)
