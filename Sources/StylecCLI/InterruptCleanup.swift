import Foundation

/// Removes the outputs' temporary files when SIGINT, SIGTERM, SIGHUP (or another signal that
/// ends the process) ends it, then lets the signal end it as it would have (exit status 130,
/// 143 or 129 in a shell). Several may be pending at once: `convert` writes every converted
/// sheet before it renames any.
///
/// A signal handler may only call async-signal-safe functions, so the paths it removes live in
/// C strings allocated beforehand, in a table of slots; the signals are blocked while the table
/// changes, so the handler never sees half a path or a table half grown.
enum InterruptCleanup {
  /// The signals that remove the temporary file: each whose default action ends the process
  /// and that a user, a script or a limit sends to stop it (a CPU-time limit sends SIGXCPU; a
  /// reader that went away, SIGPIPE), and on Linux the others that end it by default (SIGPWR,
  /// SIGSTKFLT, the real-time signals). SIGXFSZ is ignored instead (see main.swift).
  static let signals: [Int32] = {
    var signals = [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGVTALRM, SIGPROF,
      SIGSYS,
    ]
    #if os(Linux)
      signals += [SIGPWR, SIGSTKFLT] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }()

  /// The pending temporary files' paths, nil in an empty slot; the first `slotCount` are in use.
  fileprivate nonisolated(unsafe) static var slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    .allocate(
      capacity: 4)
  fileprivate nonisolated(unsafe) static var slotCount = 0
  private nonisolated(unsafe) static var capacity = 4

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
    _ = installed
    var descriptor: Int32 = -1
    withSignalsBlocked {
      let slot = freeSlot()
      slots[slot] = strdup(path)
      repeat {
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      } while descriptor < 0 && errno == EINTR
      if descriptor < 0 {
        let code = errno
        free(slots[slot])
        slots[slot] = nil
        errno = code
      }
    }
    return descriptor
  }

  /// Stops watching for the temporary file, removing it unless it was renamed into place.
  static func remove(_ path: String, unlinking: Bool = true) {
    withSignalsBlocked {
      if unlinking { unlink(path) }
      for slot in 0..<slotCount where slots[slot].map({ strcmp($0, path) == 0 }) == true {
        free(slots[slot])
        slots[slot] = nil
        return
      }
    }
  }

  /// An empty slot of the table, grown (signals blocked) when every one is taken.
  private static func freeSlot() -> Int {
    for slot in 0..<slotCount where slots[slot] == nil { return slot }
    if slotCount == capacity {
      let grown = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity * 2)
      grown.initialize(from: slots, count: slotCount)
      let old = slots
      slots = grown
      capacity *= 2
      old.deallocate()
    }
    slotCount += 1
    slots[slotCount - 1] = nil
    return slotCount - 1
  }

  /// Runs `body` with those signals held back, delivered once it ends: for steps that must
  /// happen together, such as renaming every converted sheet into place.
  static func withSignalsBlocked(_ body: () -> Void) {
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
  for slot in 0..<InterruptCleanup.slotCount {
    if let path = InterruptCleanup.slots[slot] { unlink(path) }
  }
  Foundation.signal(signal, SIG_DFL)
  raise(signal)
}
