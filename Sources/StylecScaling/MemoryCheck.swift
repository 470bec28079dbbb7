import Foundation

/// Runs a memory case at each size and judges its peak memory against the bytes it read.
///
/// Peak resident memory is measured by the kernel for the whole process, so a run of `stylec`
/// on a one-rule sheet is the baseline (the runtime, Foundation, the binary itself). What a
/// case's run needs beyond that must stay under `factor` times the bytes it read, plus the
/// fixed `allowance` that the load's default budgets let any input spend (200,000 selectors,
/// 250,000 copied items), however few bytes ask for them.
struct MemoryCheck {
  /// The most memory a load may need per byte it reads (the README states it).
  static let factor = 40
  /// What the default selector and copy budgets may cost whatever the input's size.
  static let allowance = 64 << 20

  /// One case's measurements and verdict.
  struct Result {
    var name: String
    var sizes: [Int]
    var bytesRead: [Int]
    /// Peak memory beyond the baseline, per size.
    var extraMemory: [Int]
    /// As `MemoryCase.loads`.
    var loads: Int
    var passed: Bool {
      zip(bytesRead, extraMemory).allSatisfy { bytes, extra in
        extra <= loads * MemoryCheck.factor * bytes + MemoryCheck.allowance
      }
    }
  }

  /// The peak memory of `stylec apply` on a one-rule sheet and a one-node tree.
  static func baseline() throws -> Int {
    let sheet = try Scratch.write("UIView { alpha 1 }\n", to: "baseline/sheet.cas")
    let tree = try Scratch.write(#"{"root": {"type": "UIView"}}"#, to: "baseline/tree.json")
    return try StylecProcess.peakMemory(of: ["apply", sheet, tree]).peakMemory
  }

  /// Runs `memoryCase` at each size.
  static func measure(_ memoryCase: MemoryCase, baseline: Int) throws -> Result {
    var bytesRead: [Int] = []
    var extra: [Int] = []
    for size in memoryCase.sizes {
      let (arguments, bytes) = try memoryCase.prepare(size)
      let outcome = try StylecProcess.peakMemory(
        of: arguments, saving: memoryCase.saves > 0 ? (arguments[1], memoryCase.saves) : nil)
      // Interrupted as asked, a follower ends by that signal.
      guard outcome.status < 128 || (memoryCase.saves > 0 && outcome.status == 128 + SIGINT) else {
        throw ScalingError(
          "stylec \(arguments.joined(separator: " ")) ended with signal \(outcome.status - 128)")
      }
      bytesRead.append(bytes)
      extra.append(max(0, outcome.peakMemory - baseline))
    }
    return Result(
      name: memoryCase.name, sizes: memoryCase.sizes, bytesRead: bytesRead, extraMemory: extra,
      loads: memoryCase.loads)
  }
}
