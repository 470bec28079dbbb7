import Foundation

/// Times `stylec lsp` as an editor meets it, through pipes to the real binary (the `stylec`
/// built beside `stylec-bench`): on a 5,000-line sheet, how long after a change its diagnostics
/// arrive, and how long a completion takes. Targets: 50 ms and 20 ms.
struct LanguageServerBenchmark {
  let lines: Int

  func run(runs: Int) {
    let stylec = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("stylec").path
    guard FileManager.default.isExecutableFile(atPath: stylec) else {
      print("\nlsp: not timed: no stylec beside stylec-bench (swift build -c release --product stylec)")
      return
    }
    let server = Process()
    server.executableURL = URL(fileURLWithPath: stylec)
    server.arguments = ["lsp", "--syntax", "css"]
    let input = Pipe()
    let output = Pipe()
    server.standardInput = input
    server.standardOutput = output
    server.standardError = FileHandle.nullDevice
    try! server.run()
    var connection = Connection(
      input: input.fileHandleForWriting, output: output.fileHandleForReading.fileDescriptor)
    let uri = "file:///stylec-bench/lsp.css"
    connection.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
    _ = connection.wait { $0["id"] as? Int == 1 }
    let text = sheet()
    connection.send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": ["textDocument": ["uri": uri, "languageId": "css", "version": 1, "text": text]],
    ])
    var findings = 0
    var version = 1
    // One character typed in the middle of the sheet, then its diagnostics.
    let middle = lines / 2
    let diagnostics = BenchmarkTable.median(runs: runs) {
      version += 1
      connection.send([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": [
          "textDocument": ["uri": uri, "version": version],
          "contentChanges": [
            [
              "range": [
                "start": ["line": middle, "character": 0], "end": ["line": middle, "character": 0],
              ],
              "text": version % 2 == 0 ? " " : "",
            ]
          ],
        ],
      ])
      let published = connection.wait {
        $0["method"] as? String == "textDocument/publishDiagnostics"
          && ($0["params"] as? [String: Any])?["version"] as? Int == version
      }
      findings = ((published["params"] as? [String: Any])?["diagnostics"] as? [Any])?.count ?? 0
    }
    var id = 1
    var items = 0
    // Inside a rule, where its properties are offered.
    let completion = BenchmarkTable.median(runs: runs) {
      id += 1
      connection.send([
        "jsonrpc": "2.0", "id": id, "method": "textDocument/completion",
        "params": ["textDocument": ["uri": uri], "position": ["line": middle + 2, "character": 2]],
      ])
      let answer = connection.wait { $0["id"] as? Int == id }
      items = ((answer["result"] as? [String: Any])?["items"] as? [Any])?.count ?? 0
    }
    connection.send(["jsonrpc": "2.0", "id": id + 1, "method": "shutdown"])
    _ = connection.wait { $0["id"] as? Int == id + 1 }
    connection.send(["jsonrpc": "2.0", "method": "exit"])
    server.waitUntilExit()
    print(
      String(
        format:
          "\nlsp: a %d-line sheet (%.0f KB): diagnostics %.1f ms after a change (%d findings; target 50 ms), completion %.1f ms (%d items; target 20 ms)",
        lines, Double(text.utf8.count) / 1024, diagnostics * 1000, findings, completion * 1000, items))
  }

  /// A CSS sheet of `lines` lines: rules of five lines, a misspelt property in every tenth.
  private func sheet() -> String {
    var text = ""
    var rule = 0
    while text.utf8.count == 0 || text.split(separator: "\n", omittingEmptySubsequences: false).count < lines
    {
      let type = ["UILabel", "UIButton", "UIView", "UISwitch"][rule % 4]
      text +=
        "\(type).style\(rule) {\n  alpha: 0.5;\n  \(rule % 10 == 0 ? "tint-colr" : "tint-color"): #336699;\n  hidden: false;\n}\n"
      rule += 1
    }
    return text
  }

  /// The server's pipes, with its messages read as they come.
  private struct Connection {
    let input: FileHandle
    let output: Int32
    var buffered: [UInt8] = []

    func send(_ message: [String: Any]) {
      let body = try! JSONSerialization.data(withJSONObject: message)
      input.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Reads messages until one `matches`, which it returns.
    mutating func wait(for matches: ([String: Any]) -> Bool) -> [String: Any] {
      while true {
        if let message = next() {
          if matches(message) { return message }
          continue
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(output, &chunk, chunk.count)
        precondition(count > 0, "stylec lsp ended before answering")
        buffered += chunk[..<count]
      }
    }

    /// The next whole message buffered, if one is.
    private mutating func next() -> [String: Any]? {
      let separator: [UInt8] = [13, 10, 13, 10]
      guard let end = buffered.indices.first(where: { buffered[$0...].starts(with: separator) }) else {
        return nil
      }
      let header = String(decoding: buffered[..<end], as: UTF8.self)
      let length = Int(header.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))!
      let start = end + separator.count
      guard buffered.count >= start + length else { return nil }
      let body = Data(buffered[start..<(start + length)])
      buffered.removeFirst(start + length)
      return try! JSONSerialization.jsonObject(with: body) as? [String: Any]
    }
  }
}
