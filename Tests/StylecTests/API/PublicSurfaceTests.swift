import Foundation
import Testing

/// The library's public surface lives in `Sources/Stylec/API/`, one file per public type: a
/// reader finds all of it there, and everything else is free to change.
@Suite("Public surface")
struct PublicSurfaceTests {
  private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardizedFileURL
  private let sources = repository.appendingPathComponent("Sources/Stylec")

  /// Each Swift file under the library's sources (or another module's), by its path inside
  /// them, with its lines.
  private func files(of sources: URL? = nil) throws -> [(path: String, lines: [Substring])] {
    let sources = sources ?? self.sources
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

  /// An app that imports SwiftUI, SwiftData, Observation or Foundation beside stylec must not
  /// get "ambiguous for type lookup": no public top-level type of the library or the host takes
  /// a name those use, and no nested one a module's name (inside its scope it would hide the
  /// module: `StylesheetCache.Observation` hid `Observation`). Trait enums stay nested in
  /// `StyleEnvironment`, where SwiftUI's types of the same name are not looked up.
  @Test func publicTypesTakeNoNameSwiftUIOrSwiftDataHas() throws {
    let taken: Set<String> = [
      "View", "Color", "Environment", "Schema", "Value", "Version", "Syntax", "Font", "Image", "Text",
      "Shape",
      "EdgeInsets", "Edge", "Alignment", "Angle", "Gradient", "Binding", "State", "Style", "Model", "Query",
      "Predicate", "Data", "URL", "Date", "Locale", "Decimal", "Measurement", "Error", "LayoutDirection",
      "ColorScheme", "DynamicTypeSize", "ControlSize", "Observable", "Observation", "Scene", "Layout",
      "Transaction", "Animation", "ButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle",
    ]
    let host = Self.repository.appendingPathComponent("Sources/StylecHost")
    let modules: Set<String> = ["Observation", "SwiftUI", "Foundation", "Dispatch", "UIKit", "Testing"]
    var nested: [String] = []
    let declared = try (files() + files(of: host)).flatMap { file in
      file.lines.compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard words.first == "public", words.count > 2,
          ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(
            words[words[1] == "indirect" || words[1] == "final" ? 2 : 1])
        else { return nil }
        let name = words[words[1] == "indirect" || words[1] == "final" ? 3 : 2].prefix {
          $0.isLetter || $0.isNumber
        }
        guard !line.hasPrefix(" ") else {
          nested.append(String(name))
          return nil
        }
        return String(name)
      }
    }
    #expect(declared.count > 20)
    #expect(declared.filter(taken.contains) == [])
    #expect(nested.count > 10)
    #expect(nested.filter(modules.contains) == [])
  }
}
