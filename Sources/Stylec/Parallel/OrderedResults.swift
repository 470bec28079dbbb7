import Dispatch
import Foundation

/// How many pieces work that can run on every core is split into: one per active core, at
/// most eight.
let parallelWorkerCount = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

/// Results of jobs that run on other threads, taken in job order: each slot is filled once by
/// the job that computes it and taken once, by a thread that waits for it if it is not ready.
/// Resolving stores one walker's result per preorder range; writing JSON takes each range's
/// bytes in order while later ranges are still being written; the command line loads a sheet
/// while it reads the tree.
package final class OrderedResults<Result: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result?]
  private let ready: [DispatchSemaphore]

  package init(count: Int) {
    slots = Array(repeating: nil, count: count)
    ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
  }

  /// Fills slot `index`, waking whoever waits for it.
  package func store(_ result: Result, at index: Int) {
    lock.lock()
    slots[index] = result
    lock.unlock()
    ready[index].signal()
  }

  /// Waits until slot `index` is filled, then empties it (so that its memory goes as soon as
  /// the taker is done with it). Each slot is taken once.
  package func take(_ index: Int) -> Result? {
    ready[index].wait()
    lock.lock()
    defer { lock.unlock() }
    let result = slots[index]
    slots[index] = nil
    return result
  }
}
