import Foundation
import Stylec

/// The stylesheets `stylec lint DIR` finds: every `.cas` and `.css` file under the directory, at
/// any depth, in sorted order, leaving out hidden files and directories (`.git`, `.build`) and
/// not following links to directories (which could loop).
enum StylesheetDiscovery {
  static let extensions: Set<String> = ["cas", "css"]

  /// The stylesheets under `directory`, each as `directory/relative/path`, and the first
  /// directory or entry that could not be read, with why: its stylesheets would be missed.
  static func stylesheets(under directory: String) -> (
    sheets: [String], unread: (path: String, reason: String)?
  ) {
    let manager = FileManager.default
    var found: [String] = []
    var unread: (path: String, reason: String)?
    var pending = [""]
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? directory : directory + "/" + relative
      guard let names = try? manager.contentsOfDirectory(atPath: absolute) else {
        unread = unread ?? (absolute, reasonForNotListing(absolute))
        continue
      }
      for name in names where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        let path = directory.hasSuffix("/") ? directory + child : directory + "/" + child
        var status = stat()
        guard lstat(path, &status) == 0 else {
          unread = unread ?? (path, String(cString: strerror(errno)))
          continue
        }
        if status.st_mode & S_IFMT == S_IFDIR {
          pending.append(child)
        } else if extensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased()) {
          found.append(path)
        }
      }
    }
    return (found.sorted(), unread)
  }

  /// Why a directory cannot be listed, as the system says it (Foundation's error names no cause).
  private static func reasonForNotListing(_ path: String) -> String {
    guard let stream = opendir(path) else { return String(cString: strerror(errno)) }
    closedir(stream)
    return "it could not be listed"
  }

  /// The files a command names (`verb`, what it does to them, for the error): each path given, and for a directory the stylesheets under it
  /// (`found`: subject to the configuration's `include` and `exclude`).
  /// - Throws: a usage error for a directory that holds no stylesheet.
  static func expand(_ paths: [String], verb: String, topic: String) throws(UsageError) -> [(
    path: String, found: Bool
  )] {
    var expanded: [(path: String, found: Bool)] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        expanded.append((path, false))
        continue
      }
      let (found, unread) = stylesheets(under: path)
      if let unread {
        // Lint passing over a directory it could not read would pass what it never saw.
        throw UsageError(
          message:
            "cannot read \(quoted(unread.path, limit: 200)) under \(quoted(path, limit: 200)): \(unread.reason)",
          topic: topic,
          nextStep:
            "the stylesheets in it would be missed: make it readable, or name the stylesheets to \(verb)")
      }
      guard !found.isEmpty else {
        throw UsageError(
          message: "no stylesheet (.cas or .css file) under '\(path)'", topic: topic,
          nextStep: "name the stylesheets to \(verb), or a directory that holds some")
      }
      expanded += found.map { ($0, true) }
    }
    return expanded
  }
}
