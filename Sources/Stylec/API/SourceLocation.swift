/// Where something stands in a source file: 1-based line and column (columns count UTF-8 bytes,
/// as compilers do), the byte offset, and where the range ends.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  /// The file's path as it was given (or `<stdin>`, `<input>`).
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, in UTF-8 bytes.
  public var column: Int
  /// 0-based byte offset of the start.
  public var offset: Int
  /// 1-based line on which the range ends.
  public var endLine: Int
  /// 1-based column just past the range's end.
  public var endColumn: Int

  /// Creates a location; a point when no end is given.
  public init(
    file: String, line: Int, column: Int, offset: Int = 0, endLine: Int? = nil, endColumn: Int? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
    self.endLine = endLine ?? line
    self.endColumn = endColumn ?? column
  }

  /// `file:line:column`, the form editors and Xcode make clickable.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file, then position.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
