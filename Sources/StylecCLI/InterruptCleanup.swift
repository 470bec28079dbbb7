import Foundation

/// Removes the output's temporary file when SIGINT, SIGTERM or SIGHUP ends the process, then
/// lets the signal end it as it would have (exit status 130, 143 or 129 in a shell).
///
/// A signal handler may only call async-signal-safe functions, so the path it removes lives in
/// a C buffer allocated up front; the signals are blocked while the buffer changes, so the
/// handler never sees half a path.
enum InterruptCleanup {
  /// The signals that remove the temporary file: each whose default action ends the process
  /// and that a user or a script sends to stop it.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

  /// The temporary file's path as a C string, empty when there is none.
  fileprivate nonisolated(unsafe) static let pending: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
    buffer.initialize(repeating: 0, count: Int(PATH_MAX) + 1)
    return buffer
  }()

  /// Installs the handlers once, for the signals not ignored when stylec started: under
  /// `nohup` or as a background job of a script, SIGHUP or SIGINT is ignored on purpose and
  /// must stay so.
  private static let installed: Void = {
    for signal in signals {
      var current = sigaction()
      sigaction(signal, nil, &current)
      #if canImport(Darwin)
        let ignored =
          unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
          == unsafeBitCast(SIG_IGN, to: Int.self)
      #else
        let ignored =
          unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
          == unsafeBitCast(SIG_IGN, to: Int.self)
      #endif
      if ignored { continue }
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handle
      #else
        action.__sigaction_handler.sa_handler = handle
      #endif
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }()

  /// Creates the temporary file (exclusively, 0666 less the umask) with its removal on those
  /// signals in place before it exists: a descriptor, or -1 with `errno` set.
  static func create(_ path: String) -> Int32 {
    guard path.utf8.count <= Int(PATH_MAX) else {
      errno = ENAMETOOLONG
      return -1
    }
    // The buffer exists before any handler can look at it.
    _ = pending
    _ = installed
    var descriptor: Int32 = -1
    withSignalsBlocked {
      _ = path.withCString { strcpy(pending, $0) }
      repeat {
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      } while descriptor < 0 && errno == EINTR
      if descriptor < 0 { pending[0] = 0 }
    }
    return descriptor
  }

  /// Removes the temporary file, if given, and stops watching for it (nil after a rename).
  static func remove(_ path: String?) {
    withSignalsBlocked {
      if let path { unlink(path) }
      pending[0] = 0
    }
  }

  private static func withSignalsBlocked(_ body: () -> Void) {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    for signal in signals { sigaddset(&blocked, signal) }
    sigprocmask(SIG_BLOCK, &blocked, &previous)
    body()
    let saved = errno
    sigprocmask(SIG_SETMASK, &previous, nil)
    errno = saved
  }
}

/// The handler: async-signal-safe calls only.
private func handle(_ signal: Int32) {
  if InterruptCleanup.pending.pointee != 0 { unlink(InterruptCleanup.pending) }
  Foundation.signal(signal, SIG_DFL)
  raise(signal)
}
