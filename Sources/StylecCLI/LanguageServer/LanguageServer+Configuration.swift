import Stylec

/// The variables a project's `.stylec.json` gives, as an editor navigates to them: go to
/// definition and references (with their declaration) lead to the key that gives one, and
/// workspace symbols list those of each workspace folder's configuration.
extension LanguageServer {
  /// Where the configuration `loaded` was read with gives the variable `name`, as the
  /// protocol's location; nil when none gives it (or `--var` does).
  func configurationDefinition(of name: String, for loaded: LoadedDocument) -> JSONValue? {
    guard let path = loaded.configuration?.path, let offset = loaded.configurationVariables[name],
      let (uri, file) = configurationFile(at: path), let key = Self.keyRange(at: offset, in: file.text)
    else { return nil }
    return ["uri": .string(uri), "range": protocolRange(key, in: file)]
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
      let keys = configuration.variableKeyOffsets.sorted { $0.value < $1.value }.compactMap { name, offset in
        Self.keyRange(at: offset, in: file.text).map { (name, $0) }
      }
      // Positions counted in one pass: a configuration written on one line has every key there.
      for (key, range) in zip(keys, protocolRanges(keys.map(\.1), in: file)) {
        symbols.append(
          (key.0, ["name": .string(key.0), "kind": 13, "location": ["uri": .string(uri), "range": range]]))
      }
    }
    return symbols
  }

  /// The configuration file's text, to count positions in.
  func configurationFile(at path: String) -> (uri: String, file: TextDocument)? {
    guard
      case .success(let bytes) = readFileBytes(
        atPath: path, limit: ProjectConfiguration.maximumSize, regularFileOnly: true)
    else { return nil }
    let uri = DocumentURI.uri(ofPath: path)
    return (uri, TextDocument(uri: uri, version: 0, text: bytes))
  }

  /// Where the key whose opening quote stands at `offset` is written, quotes included; nil
  /// when the file no longer has one there (it changed since it was read).
  private static func keyRange(at offset: Int, in bytes: [UInt8]) -> Range<Int>? {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
    var end = offset + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
    }
    return offset..<min(end + 1, bytes.count)
  }
}
