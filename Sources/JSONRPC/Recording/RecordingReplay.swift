import NavJSON

/// Runs a ``Recording`` through a fresh session and compares what it sends with the recorded `out` lines.
///
/// The recording is cut into rounds: a run of consecutive `in…` lines, then the `out` lines recorded
/// after them. A recorded session writes every frame of one read before it handles any of them, so
/// consecutive `in` lines arrived together (or the first of them sent nothing back); each round's
/// frames are handed over at once — only after the previous rounds' messages were produced — and
/// what that produces is compared, in order, with the round's `out` lines. A message that is missing
/// is reported at its recorded line; an extra one at the line after the last `out` recorded before it
/// (the line after the `options` line when there is none).
package enum RecordingReplay {
  /// Replays `recording` on `session`, whose output is framed in `framing`.
  package static func run<Services>(_ recording: Recording, on session: DaemonSession<Services>, framing: Framing)
    -> ReplayReport
  {
    let capture = SentMessageCapture()
    session.recorder = capture
    defer { session.recorder = nil }
    var parser = JSONParser(maxDepth: Recording.maxLineDepth, outOfRangeNumbers: .keepAsInfinity)
    var updated = recording.optionsText + [0x0A]
    var firstDifference: (line: Int, difference: MessageDifference)?
    var lastSentLine = 1
    var position = recording.entries.startIndex
    while position < recording.entries.endIndex {
      var frames: [RecordedFrame] = []
      while position < recording.entries.endIndex, case .received(let frame) = recording.entries[position].content {
        frames.append(frame)
        updated += recording.entries[position].text + [0x0A]
        position += 1
      }
      var recorded: [(line: Int, message: JSONValue)] = []
      while position < recording.entries.endIndex, case .sent(let message) = recording.entries[position].content {
        recorded.append((recording.entries[position].line, message))
        position += 1
      }
      if !frames.isEmpty { session.receive(recordedFrames: frames, framing: framing) }
      session.clearPendingOutput()
      let sent = capture.takeSent()
      for body in sent { updated += body.withUnsafeBytes { RecordingLineEncoder.sentLine(body: $0) } }
      guard firstDifference == nil else { continue }
      for index in 0..<max(recorded.count, sent.count) {
        // Spelled out: `JSONValue` is `ExpressibleByNilLiteral`, so a bare `nil` here would be JSON `null`.
        let now: JSONValue? = index < sent.count ? .some(parse(sent[index], with: &parser)) : .none
        let message: JSONValue? = index < recorded.count ? .some(recorded[index].message) : .none
        let line = index < recorded.count ? recorded[index].line : (recorded.last?.line ?? lastSentLine) + 1
        if let difference = MessageDifference.first(recorded: message, now: now) {
          firstDifference = (line, difference)
          break
        }
      }
      if let last = recorded.last { lastSentLine = last.line }
    }
    session.endOfInput()
    session.clearPendingOutput()
    return ReplayReport(firstDifference: firstDifference, updated: updated)
  }

  /// A message navd wrote: always JSON, so a failure would be a bug in its writer; shown as its text then.
  private static func parse(_ body: [UInt8], with parser: inout JSONParser) -> JSONValue {
    do throws(JSONParseError) {
      return try parser.parse(body)
    } catch {
      return .string(String(decoding: body, as: UTF8.self))
    }
  }
}
