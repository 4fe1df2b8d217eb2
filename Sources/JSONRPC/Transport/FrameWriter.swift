import NavJSON

/// Frames outgoing messages in the session's framing, appending to one output buffer
/// so that everything produced from one read goes out in a single `write(2)`.
public struct FrameWriter {
  /// The framing written.
  public let framing: Framing
  private var body: [UInt8] = []

  /// A writer for `framing`.
  public init(framing: Framing) {
    self.framing = framing
  }

  /// Appends one framed message whose body `writeBody` appends to the buffer it is given.
  ///
  /// NDJSON: the body then `\n`. LSP: exactly one header, `Content-Length: N\r\n\r\n`, then the body.
  @inline(__always)
  public mutating func appendMessage(to output: inout [UInt8], _ writeBody: (inout [UInt8]) -> Void) {
    switch framing {
    case .ndjson:
      writeBody(&output)
      output.append(0x0A)
    case .lsp:
      body.removeAll(keepingCapacity: true)
      writeBody(&body)
      appendLSPHeader(length: body.count, to: &output)
      output.append(contentsOf: body)
    }
  }

  private func appendLSPHeader(length: Int, to output: inout [UInt8]) {
    output.append(contentsOf: "Content-Length: ".utf8)
    JSONWriter.appendInteger(Int64(length), to: &output)
    output.append(contentsOf: [0x0D, 0x0A, 0x0D, 0x0A])
  }
}
