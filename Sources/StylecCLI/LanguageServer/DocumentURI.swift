import Foundation

/// The file a document's URI names: `file:` URIs are paths (percent-decoded); any other scheme
/// (`untitled:`, a remote file) is a document that has no file, whose imports cannot be read.
enum DocumentURI {
  /// The absolute path a `file:` URI names, or nil for another scheme or a malformed URI.
  static func path(of uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL,
      url.host == nil || url.host == "" || url.host == "localhost"
    else { return nil }
    let path = url.path
    return path.isEmpty || path.contains("\0") ? nil : path
  }

  /// The `file:` URI of an absolute path.
  static func uri(ofPath path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}
