/// Rewrites a stylesheet's text in one syntax's house style, keeping what it says: what
/// `stylec fmt` and `stylec convert` do, for tools that format or convert sheets themselves.
///
/// The house style of both syntaxes: one statement a line, blocks in braces indented two spaces
/// a level, `name: value`, a space after each comma, one blank line where the text has one or
/// more between statements (none first or last in a block), and an empty block as `{}`. CSS
/// syntax ends each statement without a block with `;`; Classy's ends it with the line.
/// Variables are `$name: value` in CSS syntax and `$name = value` in Classy's (`@name: value`
/// and `name = value` in both); nested properties are `name @{ … }`.
///
/// Comments stay where they are: a comment on a statement's line after it stays after it, one
/// on a line of its own stays on a line of its own before what follows it, and one inside a
/// statement (between a selector's lines) goes after the statement. Selectors, values, names
/// and imports keep their spelling; only the white space between their tokens changes.
///
/// Formatting is safe by construction and checked: the text is printed from the statements
/// the parser reads, and the result is read back and must be the same statements in the same
/// order, or nothing is returned. Formatting its own output changes nothing.
public enum StylesheetFormatter {
  /// The stylesheet in `bytes`, written in the house style of `target`.
  /// - Parameters:
  ///   - bytes: the sheet's UTF-8 text.
  ///   - fileName: the name diagnostics give it, and whose extension says its syntax and dialect.
  ///   - syntax: the syntax it is written in; by default its extension's (`.css` is CSS syntax).
  ///   - target: the syntax to write; by default the one it is written in. Converting from
  ///     Classy's syntax to CSS reads UIKit's shorthand type names in selectors the same way
  ///     (`button` becomes `UIButton`). Given, it also adds the `@dialect` its file name
  ///     implied (`classy` for `.cas`, else `stylec`) when the sheet names none, `dialect` is
  ///     nil, and a file of the target's extension would imply another, so that the sheet
  ///     under its new name means what it meant under its old one.
  ///   - dialect: the dialect the sheet is read with when its extension does not decide it: its
  ///     project's (`--dialect`, `.stylec.json`), or, for a sheet another imports, its
  ///     importer's (an imported sheet is read in its importer's dialect); then converting adds
  ///     none, unless `namingDialect`.
  ///   - namingDialect: whether converting names `dialect` in the sheet (`@dialect css;`) when
  ///     the sheet names none and a file of the target's extension would imply another: a
  ///     dialect given for this run alone (`stylec convert --dialect`), which no project keeps,
  ///     so that the converted sheet read later without it means what it meant.
  ///   - limits: the bounds on what reading it may do (its nesting, its diagnostics).
  ///   - exactTypeNames: names that are the app's own classes (a project's declared `types`):
  ///     converting from CSS syntax keeps such a name as written (`Label`) instead of reading
  ///     it as UIKit's shorthand (`UILabel`), as `stylec apply` reads it with those types.
  ///   - renamingImport: given the path of an `@import` as written, the path to write instead,
  ///     or nil to keep it: a converter points a sheet's imports at the files converted with it.
  /// - Returns: the formatted text, ending in a line break unless it is empty.
  /// - Throws: `StylecError` whose diagnostics say why nothing was written: the text is not
  ///   UTF-8, or has a problem that formatting would lose (an error, stray content, an unclosed
  ///   comment), or a statement cannot be written in `target` so that it reads the same
  ///   (`DiagnosticCode.unconvertible`).
  public static func format(
    _ bytes: [UInt8], fileName: String = "<input>", syntax: StylesheetSyntax? = nil,
    as target: StylesheetSyntax? = nil, dialect: Dialect? = nil, namingDialect: Bool = false,
    limits: StylesheetLimits = StylesheetLimits(), exactTypeNames: Set<String> = [],
    renamingImport: (String) -> String? = { _ in nil }
  ) throws(StylecError) -> String {
    if let invalid = invalidUTF8Diagnostic(bytes, path: fileName, what: "the file") {
      throw StylecError([invalid])
    }
    guard bytes.count < Token.maximumFileSize else {
      throw StylecError([
        Diagnostic(
          .fileTooLarge,
          message: "'\(fileName)' has \(bytes.count) bytes; a stylesheet must be smaller than 4 GiB",
          location: nil)
      ])
    }
    let file = SourceFile(path: fileName, bytes: bytes)
    let source = syntax ?? StylesheetSyntax(path: fileName)
    // A sheet converted goes to a file of the target's extension, whose dialect it would take
    // (a sheet read from standard input or `h.txt` was `stylec`, and would become `classy` as a
    // `.cas`): one written in its own syntax again under its own name keeps its dialect.
    let converting = target != nil
    let target = target ?? source
    let implied = Dialect(path: fileName)
    let impliedAfter: Dialect = target == .css ? .stylec : .classy
    let meant = namingDialect ? dialect ?? implied : dialect == nil ? implied : nil
    let added = converting && meant != nil && meant != impliedAfter ? meant : nil

    // The renaming is kept only while the sheet is printed and checked.
    return try withoutActuallyEscaping(renamingImport) { renaming in
      Self.printed(
        file, syntax: source, as: target, limits: limits, addingDialect: added,
        exactTypeNames: exactTypeNames,
        renamingImport: renaming)
    }.get()
  }

  /// The sheet printed in `target`'s house style, read back and checked: the text must read as
  /// the same statements in the same order, compared one at a time as both are read, and lose
  /// nothing. The check keeps the sheet's tokens and the text's, never either's statements.
  private static func printed(
    _ file: SourceFile, syntax source: StylesheetSyntax, as target: StylesheetSyntax,
    limits: StylesheetLimits, addingDialect added: Dialect?, exactTypeNames: Set<String>,
    renamingImport: @escaping (String) -> String?
  ) -> Result<String, StylecError> {
    let sheet: Parser
    let diagnostics: DiagnosticList
    var text: String
    do {
      var printer = SheetPrinter(
        file, syntax: source, target: target, limits: limits, addingDialect: added,
        exactTypeNames: exactTypeNames, renamingImport: renamingImport)
      // The parser before it reads anything: the check reads the sheet again with it, sharing
      // the tokens rather than lexing them again.
      sheet = printer.parser
      text = printer.print()
      diagnostics = printer.diagnostics
      // Stopped past the size stylec reads: a 4 MB sheet nested 250 deep on few lines printed
      // gigabytes before it was measured.
      if printer.isPastLimit {
        return .failure(
          StylecError([
            Diagnostic(
              .fileTooLarge,
              message:
                "rewritten, the sheet would be more than the \(limits.maximumFileSize)-byte limit stylec reads; it is left as it is",
              location: SourceLocation(file: file.path, line: 1, column: 1),
              notes: ["the limit can be raised with --max-file-size (StylesheetLimits.maximumFileSize)"])
          ]))
      }
    }
    // In the order of the file, as lint gives them (the parser reports some when a statement
    // ends, after those inside it).
    let problems = diagnostics.all.filter(\.losesText).sortedBySource(fileOrder: [file.path])
    guard problems.isEmpty else { return .failure(StylecError(problems)) }

    // The text is read back from its bytes alone, the string let go until the check, and the
    // tokens it reads, are done with.
    let printedBytes = Array(text.utf8)
    text = ""
    do {
      var expected = StatementShapeReader(
        sheet, addingDialect: added, exactTypeNames: exactTypeNames, renamingImport: renamingImport)
      // The project's own types are read as themselves in the text too (an app's `Button` is no
      // UIKit short name there either).
      var reading = StatementShapeReader(
        Parser(SourceFile(path: file.path, bytes: printedBytes), syntax: target, limits: limits),
        exactTypeNames: exactTypeNames)
      while true {
        // Each statement is read, reduced to its shape's fingerprint and let go before the next.
        let wanted = expected.next()
        let reread = reading.next()
        if wanted == nil && reread == nil { break }
        guard let want = wanted, let got = reread, want.shape == got.shape else {
          return .failure(unconvertible(wanted, in: file, syntax: source, as: target))
        }
      }
      guard !reading.diagnostics.all.contains(where: \.losesText) else {
        return .failure(unconvertible(nil, in: file, syntax: source, as: target))
      }
    }
    return .success(String(decoding: printedBytes, as: UTF8.self))
  }

  /// The error for a statement of the sheet that its printed text does not read back as (nil:
  /// the text reads more statements than the sheet has, or loses something after the last).
  private static func unconvertible(
    _ statement: (shape: StatementShape, range: Range<Int>)?, in file: SourceFile,
    syntax source: StylesheetSyntax, as target: StylesheetSyntax
  ) -> StylecError {
    StylecError([
      Diagnostic(
        .unconvertible,
        message: source == target
          ? "this statement cannot be formatted so that it reads the same; the file is left as it is"
          : "this statement cannot be written in \(target == .css ? "CSS" : "Classy's") syntax so that it reads the same; the file is left as it is",
        location: file.location(statement?.range ?? file.bytes.count..<file.bytes.count),
        notes: source == target
          ? ["this is a bug in stylec fmt; please report it with the statement"]
          : [
            statement.flatMap { Self.difference(writingSelectors: $0.shape.writesSelectors, from: source) },
            "rewrite the statement by hand, or keep the file in its syntax",
          ].compactMap { $0 })
    ])
  }

  /// What the two syntaxes read differently in a statement that writes selectors (or one that
  /// does not), written in `source`.
  private static func difference(writingSelectors: Bool, from source: StylesheetSyntax) -> String? {
    switch (writingSelectors, source) {
    case (true, .classy):
      "CSS syntax reads a UIKit class's short name ('button', 'label') as that class (UIButton, UILabel); Classy's syntax reads a class of exactly that name"
    case (true, .css):
      "'@extend' extends the rules written with its selector: a UIKit class's short name ('Label') becomes its full name ('UILabel') in Classy's syntax, which would extend the rules written 'UILabel' too"
    case (false, .css):
      "Classy's syntax reads a name before '(' as a call even with a space between ('round (2.5)'), and '+' before a number as an operator ('3 -+4')"
    case (false, .classy):
      "CSS syntax reads a sign right before a number as part of the number"
    }
  }
}

extension Diagnostic {
  /// Whether the problem means the parser left text out (or read it some way it might not read
  /// the formatted text): any error, content it skipped, a comment never closed.
  fileprivate var losesText: Bool {
    severity == .error || code == .strayContent || code == .unterminatedComment
  }
}
