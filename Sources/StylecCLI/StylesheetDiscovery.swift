import Foundation

/// The stylesheets `stylec lint DIR` finds: every `.cas` and `.css` file under the directory, at
/// any depth, in sorted order, leaving out hidden files and directories (`.git`, `.build`) and
/// not following links to directories (which could loop).
enum StylesheetDiscovery {
  static let extensions: Set<String> = ["cas", "css"]

  /// The stylesheets under `directory`, each as `directory/relative/path`.
  static func stylesheets(under directory: String) -> [String] {
    let manager = FileManager.default
    var found: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? directory : directory + "/" + relative
      guard let names = try? manager.contentsOfDirectory(atPath: absolute) else { continue }
      for name in names where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        let path = directory.hasSuffix("/") ? directory + child : directory + "/" + child
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR {
          pending.append(child)
        } else if extensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased()) {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }
}
