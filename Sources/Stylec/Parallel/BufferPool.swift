import Foundation

/// Byte buffers handed back after use and taken again, so that work writing megabytes a
/// buffer at a time reuses a few buffers' memory instead of asking the system for fresh pages
/// for each one: a buffer of a megabyte or more comes straight from `mmap`, and every page of a
/// new one faults on first touch (writing 190 MB of JSON through new buffers spent more time in
/// the kernel than writing it out).
final class BufferPool: @unchecked Sendable {
  private let lock = NSLock()
  private var buffers: [[UInt8]] = []

  /// An empty buffer, with the capacity of one handed back if there is one.
  func take() -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return buffers.popLast() ?? []
  }

  /// Hands a buffer back for reuse; its contents are dropped.
  func give(_ buffer: consuming [UInt8]) {
    var emptied = buffer
    emptied.removeAll(keepingCapacity: true)
    lock.lock()
    buffers.append(emptied)
    lock.unlock()
  }
}
