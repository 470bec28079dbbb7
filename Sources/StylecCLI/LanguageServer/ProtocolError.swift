/// An error a request is answered with: JSON-RPC's codes, and the Language Server Protocol's.
struct ProtocolError: Error, Equatable {
  /// The numeric code the protocol defines for the kind of error.
  var code: Int
  /// One sentence saying what was wrong.
  var message: String

  /// The content was not JSON.
  static func parseError(_ message: String) -> ProtocolError { ProtocolError(code: -32700, message: message) }
  /// The JSON was not a request, a notification or a response.
  static func invalidRequest(_ message: String) -> ProtocolError {
    ProtocolError(code: -32600, message: message)
  }
  /// The server has no such method.
  static func methodNotFound(_ method: String) -> ProtocolError {
    ProtocolError(code: -32601, message: "the server has no method \(quotedForMessage(method))")
  }
  /// The method's parameters are not what it takes.
  static func invalidParams(_ message: String) -> ProtocolError {
    ProtocolError(code: -32602, message: message)
  }
  /// A request came before `initialize`.
  static let serverNotInitialized = ProtocolError(
    code: -32002, message: "the server is not initialized: send 'initialize' first")
  /// The request was understood but cannot be done (a rename of something that is no name,
  /// a document fmt refuses to format), said why.
  static func requestFailed(_ message: String) -> ProtocolError {
    ProtocolError(code: -32803, message: message)
  }
  /// A request was cancelled before it was answered.
  static let requestCancelled = ProtocolError(code: -32800, message: "the request was cancelled")

  /// The error as a response's `error` member.
  var json: JSONValue { ["code": JSONValue(code), "message": .string(message)] }
}

/// A name from a message, quoted and shortened for a message back, its control characters
/// escaped.
func quotedForMessage(_ text: String) -> String {
  var shown = ""
  for scalar in text.unicodeScalars.prefix(80) {
    shown += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: true) : String(scalar)
  }
  return "'" + shown + (text.unicodeScalars.count > 80 ? "…" : "") + "'"
}
