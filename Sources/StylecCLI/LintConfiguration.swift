import Foundation
import Stylec

/// A lint configuration file, `.stylec.json`:
///
///     { "rules": { "unused-variable": "off", "empty-rule": "error" }, "max-warnings": 0, "schema": "schema.json" }
///
/// It is found in the stylesheet's directory or the nearest one above it, or given with `--config`.
struct LintConfiguration {
  static let fileName = ".stylec.json"

  var settings: [String: Linter.Setting] = [:]
  var maximumWarnings: Int?
  /// The schema file, relative to the configuration's directory.
  var schemaPath: String?

  /// The configuration file for a stylesheet: in its directory or the nearest above.
  static func find(for path: String) -> String? {
    var directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    while true {
      let candidate = directory.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { return nil }
      directory = parent
    }
  }

  /// Reads a configuration file.
  /// - Throws: a usage error naming the file and what is wrong with it.
  init(contentsOf path: String) throws(UsageError) {
    let data = Data(try readInputFile(path, description: "configuration"))
    let object: [String: Any]
    do {
      guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw UsageError(message: "configuration '\(path)' must be a JSON object", topic: "lint")
      }
      object = parsed
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError(message: "configuration '\(path)' is not valid JSON", topic: "lint")
    }
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "rules":
        guard let rules = value as? [String: String] else {
          throw UsageError(
            message: "\(path): \"rules\" maps rule names to \"error\", \"warning\" or \"off\"", topic: "lint")
        }
        for (rule, setting) in rules.sorted(by: { $0.key < $1.key }) {
          guard LintRule.all[rule] != nil else {
            let suggestion =
              closestMatch(to: rule, among: LintRule.all.keys.sorted()).map { "; did you mean '\($0)'?" }
              ?? ""
            throw UsageError(message: "\(path): unknown rule '\(rule)'\(suggestion)", topic: "lint")
          }
          guard let parsed = Linter.Setting(rawValue: setting) else {
            throw UsageError(
              message: "\(path): rule '\(rule)' is \"error\", \"warning\" or \"off\", not \"\(setting)\"",
              topic: "lint")
          }
          settings[rule] = parsed
        }
      case "max-warnings":
        guard let number = value as? Int, number >= 0, !(value is Bool) else {
          throw UsageError(message: "\(path): \"max-warnings\" is a whole number", topic: "lint")
        }
        maximumWarnings = number
      case "schema":
        guard let schema = value as? String else {
          throw UsageError(message: "\(path): \"schema\" is the path of a schema file", topic: "lint")
        }
        schemaPath =
          schema.hasPrefix("/")
          ? schema
          : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(schema).path
      default:
        throw UsageError(
          message: "\(path): unknown key \"\(key)\" (expected \"rules\", \"max-warnings\" or \"schema\")",
          topic: "lint")
      }
    }
  }

  init() {}
}
