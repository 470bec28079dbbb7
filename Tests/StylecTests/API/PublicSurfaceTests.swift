import Foundation
import Testing

/// The library's public surface lives in `Sources/Stylec/API/`, one file per public type: a
/// reader finds all of it there, and everything else is free to change.
@Suite("Public surface")
struct PublicSurfaceTests {
  private let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Sources/Stylec").standardizedFileURL

  /// Each Swift file under the library's sources, by its path inside them, with its lines.
  private func files() throws -> [(path: String, lines: [Substring])] {
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var result: [(path: String, lines: [Substring])] = []
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(sources.path.count + 1))
      result.append((path, try String(contentsOf: url, encoding: .utf8).split(separator: "\n")))
    }
    return result.sorted { $0.path < $1.path }
  }

  @Test func everyPublicDeclarationIsInTheAPIFolder() throws {
    let all = try files()
    #expect(all.count > 50, "found the library's sources at \(sources.path)")
    let outside = all.filter { !$0.path.hasPrefix("API/") }.flatMap { file in
      file.lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public ") }.map {
        "\(file.path): \($0)"
      }
    }
    #expect(outside == [])
  }

  @Test func thereAreNoPublicFreeFunctions() throws {
    let functions = try files().flatMap { file in
      file.lines.filter { $0.hasPrefix("public func ") }.map { "\(file.path): \($0)" }
    }
    #expect(functions == [])
  }

  /// An app that imports SwiftUI, SwiftData or Foundation beside stylec must not get
  /// "ambiguous for type lookup": no public type takes a name those frameworks use.
  @Test func publicTypesTakeNoNameSwiftUIOrSwiftDataHas() throws {
    let taken: Set<String> = [
      "View", "Color", "Environment", "Schema", "Value", "Version", "Syntax", "Font", "Image", "Text",
      "Shape",
      "EdgeInsets", "Edge", "Alignment", "Angle", "Gradient", "Binding", "State", "Style", "Model", "Query",
      "Predicate", "Data", "URL", "Date", "Locale", "Decimal", "Measurement", "Error",
    ]
    let declared = try files().flatMap { file in
      file.lines.compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard words.first == "public", words.count > 2,
          ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(
            words[words[1] == "indirect" || words[1] == "final" ? 2 : 1])
        else { return nil }
        let name = words[words[1] == "indirect" || words[1] == "final" ? 3 : 2].prefix {
          $0.isLetter || $0.isNumber
        }
        return String(name)
      }
    }
    #expect(declared.count > 20)
    #expect(declared.filter(taken.contains) == [])
  }
}
