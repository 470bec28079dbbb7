import Stylec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps descriptors 0, 1 and 2 taken when stylec starts with one of them closed
/// (`stylec apply s.cas - <&-`). Left free, the next file stylec opened would get the number:
/// standard input would read a sheet or the runtime's own descriptors, and standard output would
/// write into a temporary output file. Each closed one is given `/dev/null` opened the wrong way
/// round (standard input for writing, the outputs for reading), so that using it still fails,
/// as a closed stream fails, and is reported.
func occupyClosedStandardStreams() {
  for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
  where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
    let mode = descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY
    let opened = open("/dev/null", mode)
    // open returns the lowest free number: the closed one, as they are taken in order.
    if opened >= 0, opened != descriptor {
      _ = dup2(opened, descriptor)
      close(opened)
    }
  }
}

/// Reads all of standard input, saying plainly when it is closed or open only for writing
/// (`read` says only "Bad file descriptor"). A regular file redirected there (`< tree.json`)
/// counts among the files the run reads, so that no output replaces it.
func readAllStandardInput(limit: Int) -> Result<[UInt8], SourceReadError> {
  readAllStandardInput(limit: limit, whenTooLarge: { _ in })
}

/// `readAllStandardInput(limit:)`, which past the limit writes what it read and the rest of
/// standard input as it comes to `output`, unchanged (`Console.echoStandardInput`).
func echoStandardInputPastItsLimit(limit: Int, to output: StandardStream) -> Result<[UInt8], SourceReadError>
{
  readAllStandardInput(limit: limit) { readSoFar in
    readSoFar.withUnsafeBufferPointer(output.write)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let received = chunk.withUnsafeMutableBytes {
        readRetrying(STDIN_FILENO, into: $0, waitingForInput: true)
      }
      guard received > 0 else { return }
      chunk.withUnsafeBufferPointer { output.write(UnsafeBufferPointer(rebasing: $0[..<received])) }
    }
  }
}

private func readAllStandardInput(limit: Int, whenTooLarge: (ArraySlice<UInt8>) -> Void) -> Result<
  [UInt8], SourceReadError
> {
  var status = stat()
  if fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
    ReadFiles.record(FileIdentity(status), name: "/dev/stdin", note: "read as standard input, '-'")
  }
  return readAllBytes(from: STDIN_FILENO, limit: limit, waitingForInput: true, whenTooLarge: whenTooLarge)
    .mapError { error in
      let flags = fcntl(STDIN_FILENO, F_GETFL)
      let readable = flags != -1 && flags & O_ACCMODE != O_WRONLY
      return readable ? error : .unreadable("standard input is closed or not open for reading")
    }
}
