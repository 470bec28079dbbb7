/// The comments of a lexed file, in order: `/* … */` and `// …` between its tokens. The lexer
/// skips them as trivia; the formatter keeps them, so it finds them in the gaps the tokens leave
/// (a gap holds nothing but white space and comments, and a string's `//` is inside a token).
enum SourceComments {
  /// The byte range of each comment, in file order; a line comment's range ends before the white
  /// space at the end of its line.
  /// - Complexity: O(n) in the file's size.
  static func ranges(in file: SourceFile, tokens: [Token]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var gapStart = 0
    for token in tokens where token.isWritten {
      scan(file.bytes, gapStart..<token.start, into: &found)
      gapStart = token.end
    }
    scan(file.bytes, gapStart..<file.bytes.count, into: &found)
    return found
  }

  private static func scan(_ bytes: [UInt8], _ gap: Range<Int>, into found: inout [Range<Int>]) {
    var position = gap.lowerBound
    let end = gap.upperBound
    while position + 1 < end {
      guard bytes[position] == UInt8(ascii: "/") else {
        position += 1
        continue
      }
      let start = position
      if bytes[position + 1] == UInt8(ascii: "/") {
        while position < end, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
          position += 1
        }
        var last = position
        while last > start, bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\t") {
          last -= 1
        }
        found.append(start..<last)
      } else if bytes[position + 1] == UInt8(ascii: "*") {
        position += 2
        while position + 1 < end,
          !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
        {
          position += 1
        }
        position = min(position + 2, end)
        found.append(start..<position)
      } else {
        position += 1
      }
    }
  }
}

extension Token {
  /// Whether the token is text of the file, rather than a line break, an indentation change or
  /// the end that the lexer adds.
  var isWritten: Bool {
    switch kind {
    case .newline, .indent, .dedent, .endOfFile: false
    default: true
    }
  }
}
