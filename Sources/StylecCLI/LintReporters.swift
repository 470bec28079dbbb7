import Stylec

/// The output formats of `stylec lint`: each says the same findings (rule, severity, location,
/// message, notes, replacement) in its own form.
enum LintFormat: String, CaseIterable {
  /// `file:line:col: error: message [rule]`, the source line and a caret; Xcode shows it inline.
  case text
  /// One JSON document for tools.
  case json
  /// GitHub Actions workflow commands, which annotate the pull request.
  case github
  /// SARIF 2.1.0, for code scanning.
  case sarif
}

/// The findings of one lint run, and how to print them.
struct LintReport {
  var findings: [Diagnostic]
  var fileCount: Int
  var sourceLine: (String, Int) -> String?
  /// Why each sheet that could not be read was not (their errors are printed apart, on
  /// standard error; the machine-readable reports carry them too).
  var unreadable: [String] = []
  var unreadableCount: Int { unreadable.count }

  /// The errors and warnings found, those left out past `--max-diagnostics` included.
  var errorCount: Int { findings.counts.errors }
  var warningCount: Int { findings.counts.warnings }

  /// `2 errors, 1 warning in 3 files`, or `no problems in 3 files`; and how many files could
  /// not be read, when some could not (`; 2 files could not be read`).
  var summary: String {
    let files = fileCount == 1 ? "1 file" : "\(fileCount) files"
    let unread =
      unreadableCount == 0
      ? "" : "; \(unreadableCount == 1 ? "1 file" : "\(unreadableCount) files") could not be read"
    return (DiagnosticRenderer.summary(findings) ?? "no problems") + " in " + files + unread
  }

  /// The report in `format`; `quiet` (`--quiet`) leaves out the warnings, and the text's summary
  /// line when there is no error.
  func render(_ format: LintFormat, color: Bool, quiet: Bool = false) -> String {
    var output = ""
    write(format, color: color, quiet: quiet) { output += $0 }
    return output
  }

  /// Writes the report in `format` a finding at a time, as `render` makes it: held whole, the
  /// report of a large run doubled the memory its findings take.
  func write(_ format: LintFormat, color: Bool, quiet: Bool = false, to write: (String) -> Void) {
    guard !quiet else {
      var errorsOnly = self
      errorsOnly.findings = findings.filter { $0.severity == .error }
      if format == .text && errorsOnly.findings.isEmpty { return }
      errorsOnly.write(format, color: color, to: write)
      return
    }
    switch format {
    case .text:
      var renderer = DiagnosticRenderer(sourceLine: sourceLine, color: color)
      for finding in findings { write(renderer.render(finding)) }
      write(summary + "\n")
    case .json: json(write)
    case .github: github(write)
    case .sarif: sarif(write)
    }
  }

  private func json(_ write: (String) -> Void) {
    let unread = unreadable.isEmpty ? "" : ", \"unreadable\": \(unreadable.count)"
    var header =
      "{\n  \"summary\": {\"files\": \(fileCount), \"errors\": \(errorCount), \"warnings\": \(warningCount)\(unread)},\n"
    if !unreadable.isEmpty {
      header += "  \"unreadable\": [" + unreadable.map(jsonString).joined(separator: ", ") + "],\n"
    }
    write(header + "  \"findings\": [")
    for (index, finding) in findings.enumerated() {
      var fields = [
        "\"rule\": \(jsonString(finding.code.rawValue))",
        "\"severity\": \(jsonString(finding.severity.rawValue))",
      ]
      if let location = finding.location {
        fields += [
          "\"file\": \(jsonString(location.file))", "\"line\": \(location.line)",
          "\"column\": \(location.column)",
          "\"endLine\": \(location.endLine)", "\"endColumn\": \(location.endColumn)",
        ]
      }
      fields.append("\"message\": \(jsonString(finding.message))")
      fields.append("\"notes\": [" + finding.notes.map(jsonString).joined(separator: ", ") + "]")
      if let replacement = finding.replacement {
        fields.append("\"replacement\": \(jsonString(replacement))")
      }
      write((index == 0 ? "" : ",") + "\n    {" + fields.joined(separator: ", ") + "}")
    }
    write(findings.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
  }

  /// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`, escaped as GitHub
  /// requires, control characters from the sheet made visible as in the text report. A file name
  /// with a control character other than a line break, which a workflow command cannot carry,
  /// is named at the start of the message instead (made visible), the annotation attached to no
  /// file rather than to one of another name.
  private func github(_ write: (String) -> Void) {
    func escapeData(_ text: String) -> String {
      text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A")
    }
    func escapeProperty(_ text: String) -> String {
      escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
    for finding in findings {
      var properties: [String] = []
      var place = ""
      if let location = finding.location,
        escapeProperty(location.file).unicodeScalars.contains(where: {
          $0.value < 0x20 || isTerminalControlBeyondASCIIControls($0)
        })
      {
        place = escapingControlCharacters("\(location): ")
      } else if let location = finding.location {
        properties += [
          // Line breaks in the name as GitHub reads them back (%0D, %0A).
          "file=\(escapeProperty(location.file))",
          "line=\(location.line)",
          "col=\(utf16Column(location.column, line: location.line, in: location.file))",
          "endLine=\(location.endLine)",
          "endColumn=\(utf16Column(location.endColumn, line: location.endLine, in: location.file))",
        ]
      }
      properties.append("title=\(escapeProperty("stylec " + finding.code.rawValue))")
      let message =
        place
        + ([finding.message] + finding.notes).map { escapingControlCharacters($0) }.joined(separator: "\n")
      write("::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))\n")
    }
    for reason in unreadable {
      write("::error title=stylec::\(escapeData(escapingControlCharacters(reason)))\n")
    }
  }

  /// A location's column, which counts UTF-8 bytes, in UTF-16 code units, as GitHub's
  /// annotations and SARIF's `utf16CodeUnits` count them (`é` is two bytes, one unit; `😀`
  /// four bytes, two units); the byte column when the line is not at hand.
  func utf16Column(_ column: Int, line: Int, in file: String) -> Int {
    guard column > 1, let text = sourceLine(file, line) else { return column }
    let bytes = Array(text.utf8)
    let within = min(column - 1, bytes.count)
    return String(decoding: bytes[..<within], as: UTF8.self).utf16.count + (column - 1 - within) + 1
  }

  /// A path as a SARIF `uri`: a URI reference, each byte but the unreserved ones and `/`
  /// percent-encoded (`a b#.cas` → `a%20b%23.cas`), an absolute path as a `file://` URI.
  static func uri(_ path: String) -> String {
    let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
    var encoded = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      if kept.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += (byte < 16 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
      }
    }
    return encoded
  }

  private func sarif(_ write: (String) -> Void) {
    let rules = Array(Set(findings.map(\.code))).sorted { $0.rawValue < $1.rawValue }
    let ruleDescriptions = rules.map { rule -> String in
      let level = rule.defaultSeverity == .error ? "error" : "warning"
      return """
                {"id": \(jsonString(rule.rawValue)), "shortDescription": {"text": \(jsonString(rule.summary))}, "defaultConfiguration": {"level": "\(level)"}}
        """
    }.joined(separator: ",\n")
    let result = { (finding: Diagnostic) -> String in
      var result =
        "{\"ruleId\": \(jsonString(finding.code.rawValue)), \"ruleIndex\": \(rules.firstIndex(of: finding.code) ?? 0), "
      result += "\"level\": \"\(finding.severity == .error ? "error" : "warning")\", "
      let message = ([finding.message] + finding.notes).joined(separator: "\n")
      result += "\"message\": {\"text\": \(jsonString(message))}"
      if let location = finding.location {
        result +=
          ", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(jsonString(Self.uri(location.file)))}, "
        let startColumn = utf16Column(location.column, line: location.line, in: location.file)
        let endColumn = utf16Column(location.endColumn, line: location.endLine, in: location.file)
        result += "\"region\": {\"startLine\": \(location.line), \"startColumn\": \(startColumn), "
        result += "\"endLine\": \(location.endLine), \"endColumn\": \(endColumn)}}}]"
      }
      return "        " + result + "}"
    }
    // The sheets that could not be read, as the run's notifications.
    let notifications = unreadable.map {
      "{\"level\": \"error\", \"message\": {\"text\": \(jsonString($0))}}"
    }
    let invocations =
      unreadable.isEmpty
      ? ""
      : ",\n          \"invocations\": [{\"executionSuccessful\": false, \"toolExecutionNotifications\": ["
        + notifications.joined(separator: ", ") + "]}]"
    // The document around the results, which are written one at a time where the mark stands.
    let mark = "\u{0}results\u{0}"
    let document = """
      {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
          {
            "columnKind": "utf16CodeUnits",
            "tool": {
              "driver": {
                "name": "stylec",
                "version": "\(StylecCommand.version)",
                "rules": [
      \(ruleDescriptions)
                ]
              }
            },
            "results": [
      \(mark)
            ]\(invocations)
          }
        ]
      }

      """
    let around = document.components(separatedBy: mark)
    write(around[0])
    for (index, finding) in findings.enumerated() { write((index == 0 ? "" : ",\n") + result(finding)) }
    write(around[1])
  }
}
