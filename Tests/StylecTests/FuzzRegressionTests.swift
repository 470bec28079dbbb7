import Foundation
import StylecFuzzing
import Testing

/// Replays, through the fuzz targets' own code, every input under `Fuzz/Regressions/TARGET/`
/// (each once crashed stylec, or is kept as a case the fuzzer must never lose) and the seed
/// inputs made from the bundled examples. A replay that crashes fails the whole test run.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(arguments: ["stylesheet", "tree", "apply"])
  func everyKeptInputReplaysWithoutCrashing(target: String) throws {
    let folder = Self.repository.appendingPathComponent("Fuzz/Regressions/\(target)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
    #expect(!names.isEmpty, "no inputs in \(folder.path)")
    let run: (UnsafeRawBufferPointer) -> Void =
      switch target {
      case "stylesheet": FuzzHarness.stylesheet
      case "tree": FuzzHarness.tree
      default: FuzzHarness.apply
      }
    for name in names.sorted() {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
      bytes.withUnsafeBytes(run)
    }
  }
}
