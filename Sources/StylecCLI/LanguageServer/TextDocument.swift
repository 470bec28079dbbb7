import Stylec

/// One document the client has open: its text as the client last sent it (which may differ from
/// the file on disk), its version, and where its lines start, for turning the protocol's
/// positions into byte offsets and back.
struct TextDocument: Sendable {
  /// The document's URI as the client names it.
  let uri: String
  /// The version of the client's last change.
  private(set) var version: Int
  /// The text, as UTF-8, without a byte-order mark the client's text starts with: stylec reads
  /// a sheet without one, so that its offsets and columns are the loader's.
  private(set) var text: [UInt8]
  /// Whether the client's text starts with a byte-order mark (U+FEFF), which its positions on
  /// the first line count.
  private(set) var startsWithMark = false
  /// The byte offset at which each line starts: the first is 0.
  private(set) var lineStarts: [Int] = [0]

  /// A document of `text` as it is (a file read from disk, without its byte-order mark).
  init(uri: String, version: Int, text: [UInt8]) {
    self.uri = uri
    self.version = version
    self.text = text
    lineStarts = Self.lineStarts(of: text)
  }

  /// A document of the text a client sent, which may start with a byte-order mark.
  init(uri: String, version: Int, clientText: [UInt8]) {
    self.init(uri: uri, version: version, text: [])
    take(clientText)
  }

  /// Takes the client's whole text, setting a byte-order mark it starts with apart.
  private mutating func take(_ clientText: [UInt8]) {
    let markLength = SourceFile.byteOrderMarkLength(of: clientText)
    startsWithMark = markLength > 0
    text = markLength == 0 ? clientText : Array(clientText.dropFirst(markLength))
    lineStarts = Self.lineStarts(of: text)
  }

  /// How many units the byte-order mark the client's text starts with takes in the first
  /// line's positions: none without one.
  private func markUnits(_ encoding: PositionEncoding) -> Int {
    startsWithMark ? encoding.units(in: ArraySlice(Self.byteOrderMark)) : 0
  }

  /// U+FEFF in UTF-8.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// A protocol position: 0-based line and character in `encoding`'s units.
  struct Position: Equatable, Sendable {
    var line: Int
    var character: Int
  }

  /// Replaces the text between two positions (or all of it without a range) and takes the
  /// change's version.
  mutating func apply(
    _ replacement: [UInt8], in range: (start: Position, end: Position)?, version: Int,
    encoding: PositionEncoding
  ) {
    self.version = version
    guard let range else {
      take(replacement)
      return
    }
    // Rare: the change is made to the client's text, mark and all, which is then taken again.
    guard !startsWithMark else {
      var client = self
      client.text = (startsWithMark ? Self.byteOrderMark : []) + text
      client.startsWithMark = false
      client.lineStarts = Self.lineStarts(of: client.text)
      client.replace(range, with: replacement, encoding: encoding)
      take(client.text)
      return
    }
    replace(range, with: replacement, encoding: encoding)
    // An edit of the first line may leave a mark at the start (one typed, or the text before
    // one deleted).
    if range.start.line <= 0, text.starts(with: Self.byteOrderMark) { take(text) }
  }

  /// Replaces the text between two positions of `text` as it is.
  private mutating func replace(
    _ range: (start: Position, end: Position), with replacement: [UInt8], encoding: PositionEncoding
  ) {
    let start = offset(of: range.start, encoding: encoding)
    let end = max(start, offset(of: range.end, encoding: encoding))
    let touchesReturn =
      text[start..<end].contains(0x0D) || replacement.contains(0x0D) || (start > 0 && text[start - 1] == 0x0D)
    text.replaceSubrange(start..<end, with: replacement)
    // A carriage return is a line break of its own unless a line feed follows it: an edit
    // beside one may join or part a break, and the lines are counted again (rarely needed).
    guard !touchesReturn else {
      lineStarts = Self.lineStarts(of: text)
      return
    }
    // Lines before the change keep their starts; those it replaced go, its own line breaks
    // start lines, and the lines after move by what it added: the text after it is not read
    // again (rescanning it made each edit cost the rest of the document).
    let firstReplaced = line(containing: start) + 1
    var pastReplaced = firstReplaced
    while pastReplaced < lineStarts.count, lineStarts[pastReplaced] <= end { pastReplaced += 1 }
    var added: [Int] = []
    for (position, byte) in replacement.enumerated() where byte == 0x0A { added.append(start + position + 1) }
    lineStarts.replaceSubrange(firstReplaced..<pastReplaced, with: added)
    let shift = replacement.count - (end - start)
    if shift != 0 {
      for index in (firstReplaced + added.count)..<lineStarts.count { lineStarts[index] += shift }
    }
  }

  /// The byte offset of `position`; a line past the end is the end of the text, and a
  /// character past its line's end that line's end (before its line break).
  func offset(of position: Position, encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return text.count }
    let line = lineContent(position.line)
    let character = position.line == 0 ? max(0, position.character - markUnits(encoding)) : position.character
    return line.startIndex + encoding.byteOffset(ofUnits: character, in: line)
  }

  /// The positions of many byte offsets, by offset, counted in one pass along each line they
  /// fall on: one count from its line's start for each made a minified sheet's 20,000 rules
  /// on one line cost 9 seconds to outline.
  func positions(ofOffsets offsets: some Sequence<Int>, encoding: PositionEncoding) -> [Int: Position] {
    var positions: [Int: Position] = [:]
    var counted = (line: -1, offset: 0, units: 0)
    for offset in Set(offsets).sorted() {
      let clamped = min(max(offset, 0), text.count)
      let line = line(containing: clamped)
      if line != counted.line { counted = (line, lineStarts[line], line == 0 ? markUnits(encoding) : 0) }
      counted.units += encoding.units(in: text[counted.offset..<clamped])
      counted.offset = clamped
      positions[offset] = Position(line: line, character: counted.units)
    }
    return positions
  }

  /// The position of a byte offset.
  func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
    let clamped = min(max(offset, 0), text.count)
    let line = line(containing: clamped)
    let units = encoding.units(in: text[lineStarts[line]..<clamped])
    return Position(line: line, character: units + (line == 0 ? markUnits(encoding) : 0))
  }

  /// Turns stylec's locations (1-based line, UTF-8 column) into positions, one after another:
  /// along one line it counts on from where the last position stopped, so that a minified
  /// sheet's thousands of findings on one line cost that line once, not once each.
  struct PositionCounter {
    let document: TextDocument
    let encoding: PositionEncoding
    private var line = -1
    private var bytes = 0
    private var units = 0

    init(_ document: TextDocument, encoding: PositionEncoding) {
      self.document = document
      self.encoding = encoding
    }

    mutating func position(line: Int, column: Int) -> Position {
      guard line >= 1, line <= document.lineStarts.count else {
        return document.position(ofOffset: document.text.count, encoding: encoding)
      }
      let content = document.lineContent(line - 1)
      let target = min(max(column - 1, 0), content.count)
      if line != self.line || target < bytes {
        (self.line, bytes, units) = (line, 0, line == 1 ? document.markUnits(encoding) : 0)
      }
      units += encoding.units(in: content[(content.startIndex + bytes)..<(content.startIndex + target)])
      bytes = target
      return Position(line: line - 1, character: units)
    }
  }

  /// The bytes of a 0-based line, without its line break.
  fileprivate func lineContent(_ line: Int) -> ArraySlice<UInt8> {
    let start = lineStarts[line]
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : text.count
    if end > start, text[end - 1] == 0x0D, line + 1 < lineStarts.count { end -= 1 }
    return text[start..<max(start, end)]
  }

  /// The 0-based line holding the byte at `offset`.
  private func line(containing offset: Int) -> Int {
    // The last line starting at or before it (the first starts at 0).
    max(0, lineStarts.countLeading { $0 <= offset } - 1)
  }

  /// Where each line starts: after each line feed, and after each carriage return no line feed
  /// follows, as the protocol and stylec's own parser break lines.
  private static func lineStarts(of text: [UInt8]) -> [Int] {
    var starts = [0]
    for (index, byte) in text.enumerated()
    where byte == 0x0A || (byte == 0x0D && (index + 1 == text.count || text[index + 1] != 0x0A)) {
      starts.append(index + 1)
    }
    return starts
  }
}
