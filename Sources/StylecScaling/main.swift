import Foundation

// stylec-scaling: checks that the cost of each path the robustness work made linear (or
// n log n) stays so: every case builds its input at doubling sizes, times the work, and fails
// when the largest size took more than n log n growth allows, with a margin (see
// ScalingCheck). Memory cases run the stylec executable built beside this one and compare its
// peak memory with the bytes it read. CI runs it; it exits 1 when any case fails.
//
//     swift run stylec-scaling [--list] [NAME-SUBSTRING...]

// The memory relay (see StylecProcess.peakMemory): run stylec, print its status and peak.
if CommandLine.arguments.dropFirst().first == StylecProcess.relayFlag {
  do {
    var arguments = Array(CommandLine.arguments.dropFirst(2))
    var saving: (file: String, count: Int)?
    if arguments.first == StylecProcess.savingFlag, arguments.count >= 3, let count = Int(arguments[2]) {
      saving = (arguments[1], count)
      arguments.removeFirst(3)
    }
    let outcome = try StylecProcess.run(arguments, saving: saving)
    print(outcome.status, outcome.peakMemory)
    exit(0)
  } catch {
    print(error)
    exit(1)
  }
}

var filters: [String] = []
var listOnly = false
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "--list": listOnly = true
  case "--help", "-h":
    print("USAGE: stylec-scaling [--list] [NAME-SUBSTRING...]")
    exit(0)
  default: filters.append(argument)
  }
}

let isSelected = { (name: String) in filters.isEmpty || filters.contains { name.contains($0) } }
let cases =
  (ScalingCase.commandLineCases + ScalingCase.loadingCases + ScalingCase.cascadeCases
  + ScalingCase.newerCommandCases + ScalingCase.hostCases + ScalingCase.currentCSSCases
  + ScalingCase.languageServerCases)
  .filter { isSelected($0.name) }
let memoryCases = MemoryCase.all.filter { isSelected($0.name) }
if listOnly {
  for name in cases.map(\.name) + memoryCases.map(\.name) { print(name) }
  exit(0)
}

var failures = 0
for scalingCase in cases {
  do {
    var result = try ScalingCheck.measure(scalingCase)
    // One retry absorbs a burst of load on a shared machine; a real regression fails twice.
    if !result.passed { result = try ScalingCheck.measure(scalingCase) }
    let times = zip(result.sizes, result.seconds).map { String(format: "%d: %.3f s", $0, $1) }
    print(
      (result.passed ? "ok   " : "FAIL ") + result.name + "  "
        + times.joined(separator: ", ")
        + String(format: "  growth %.1f× (n log n allows %.1f×)", result.growth, result.allowed))
    if !result.passed { failures += 1 }
  } catch {
    print("FAIL \(scalingCase.name): \(error)")
    failures += 1
  }
}
if !memoryCases.isEmpty {
  do {
    let baseline = try MemoryCheck.baseline()
    print(
      String(format: "memory: baseline %.1f MB (stylec apply on a one-rule sheet)", Double(baseline) / 1e6))
    for memoryCase in memoryCases {
      let result = try MemoryCheck.measure(memoryCase, baseline: baseline)
      let rows = zip(result.bytesRead, result.extraMemory).map { bytes, extra in
        String(
          format: "%.2f MB read: +%.1f MB (%.0f×)", Double(bytes) / 1e6, Double(extra) / 1e6,
          Double(extra) / Double(max(bytes, 1)))
      }
      print((result.passed ? "ok   " : "FAIL ") + result.name + "  " + rows.joined(separator: ", "))
      if !result.passed { failures += 1 }
    }
  } catch {
    print("FAIL memory: \(error)")
    failures += 1
  }
}
let total = cases.count + memoryCases.count
print("\(total - failures) passed, \(failures) failed")
exit(failures == 0 ? 0 : 1)
