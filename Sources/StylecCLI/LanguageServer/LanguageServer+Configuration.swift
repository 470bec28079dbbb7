import Stylec

/// The variables a project's `.stylec.json` gives, as an editor navigates to them: go to
/// definition and references (with their declaration) lead to the key that gives one, and
/// workspace symbols list those of each workspace folder's configuration.
extension LanguageServer {
  /// Where the configuration `loaded` was read with gives the variable `name`, as the
  /// protocol's location; nil when none gives it (or `--var` does).
  func configurationDefinition(of name: String, for loaded: LoadedDocument) -> JSONValue? {
    guard let path = loaded.configuration?.path, let offset = loaded.configurationVariables[name],
      let (uri, file) = configurationFile(at: path)
    else { return nil }
    return location(ofKeyAt: offset, in: file, uri: uri)
  }

  /// The variables the configuration of each workspace folder gives (the one a sheet at the
  /// folder's top reads), each as the protocol's `SymbolInformation`.
  func configurationSymbols() -> [(name: String, json: JSONValue)] {
    var symbols: [(name: String, json: JSONValue)] = []
    var seen: Set<String> = []
    for folder in workspaceFolders {
      guard let configuration = try? options.configuration(for: folder + "/" + ProjectConfiguration.fileName),
        let path = configuration.readFrom?.path, seen.insert(path).inserted,
        let (uri, file) = configurationFile(at: path)
      else { continue }
      for (name, offset) in configuration.variableKeyOffsets.sorted(by: { $0.value < $1.value }) {
        guard let location = location(ofKeyAt: offset, in: file, uri: uri) else { continue }
        symbols.append((name, ["name": .string(name), "kind": 13, "location": location]))
      }
    }
    return symbols
  }

  /// The configuration file's text, to count positions in.
  private func configurationFile(at path: String) -> (uri: String, file: TextDocument)? {
    guard
      case .success(let bytes) = readFileBytes(
        atPath: path, limit: ProjectConfiguration.maximumSize, regularFileOnly: true)
    else { return nil }
    let uri = DocumentURI.uri(ofPath: path)
    return (uri, TextDocument(uri: uri, version: 0, text: bytes))
  }

  /// The key whose opening quote stands at `offset`, quotes included, as a location; nil when
  /// the file no longer has one there (it changed since it was read).
  private func location(ofKeyAt offset: Int, in file: TextDocument, uri: String) -> JSONValue? {
    let bytes = file.text
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
    var end = offset + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
    }
    return ["uri": .string(uri), "range": protocolRange(offset..<min(end + 1, bytes.count), in: file)]
  }
}
