import NavJSON

/// Runs a ``Recording`` through a fresh session and compares what it sends with the recorded `out` lines.
///
/// The recording is cut into rounds: a run of consecutive `in…` lines, then the `out` lines recorded
/// after them. A recorded session writes every frame of one read before it handles any of them, so
/// consecutive `in` lines arrived together (or the first of them sent nothing back); each round's
/// frames are handed over at once — only after the previous rounds' messages were produced — and
/// what that produces is compared with the round's `out` lines (see ``firstDifference(recorded:sent:lineBefore:)``).
package enum RecordingReplay {
  /// One recorded `out` line of a round.
  package typealias RecordedMessage = (line: Int, message: JSONValue)

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
    let entries = recording.entries
    var position = entries.startIndex
    while position < entries.endIndex {
      var frames: [RecordedFrame] = []
      while position < entries.endIndex, case .received(let frame) = entries[position].content {
        frames.append(frame)
        updated += entries[position].text + [0x0A]
        position += 1
      }
      var recorded: [RecordedMessage] = []
      while position < entries.endIndex, case .sent(let message) = entries[position].content {
        recorded.append((entries[position].line, message))
        position += 1
      }
      if !frames.isEmpty { session.receive(recordedFrames: frames, framing: framing) }
      session.clearPendingOutput()
      let sent = capture.takeSent()
      for body in sent { updated += body.withUnsafeBytes { RecordingLineEncoder.sentLine(body: $0) } }
      if firstDifference == nil {
        firstDifference = Self.firstDifference(
          recorded: recorded, sent: sent.map { parse($0, with: &parser) }, lineBefore: lastSentLine)
      }
      if let last = recorded.last { lastSentLine = last.line }
    }
    session.endOfInput()
    session.clearPendingOutput()
    return ReplayReport(firstDifference: firstDifference, updated: updated)
  }

  /// The first difference between one round's recorded messages and those sent now, with its line.
  ///
  /// Messages are compared in order. At the first pair that differs, one message more (or less) now
  /// than recorded that explains the rest of the round is reported as such: an extra message, when the
  /// messages after it equal the recorded ones from there on; a missing one, when the recorded messages
  /// after it equal the ones sent from there on. A missing message is reported at its recorded line; an
  /// extra one at the line after the last `out` recorded before it (`lineBefore` + 1 when the round has
  /// none before it: `lineBefore` is the last `out` of an earlier round, or the `options` line).
  package static func firstDifference(recorded: [RecordedMessage], sent: [JSONValue], lineBefore: Int)
    -> (line: Int, difference: MessageDifference)?
  {
    func lineOfExtra(at index: Int) -> Int { (index > 0 ? recorded[index - 1].line : lineBefore) + 1 }
    func equal(_ recordedMessages: ArraySlice<RecordedMessage>, _ sentMessages: ArraySlice<JSONValue>) -> Bool {
      recordedMessages.count == sentMessages.count
        && zip(recordedMessages, sentMessages).allSatisfy {
          MessageDifference.first(recorded: $0.message, now: $1) == nil
        }
    }
    for index in 0..<max(recorded.count, sent.count) {
      guard index < sent.count else {
        return (recorded[index].line, MessageDifference(path: "$", recorded: recorded[index].message, now: nil))
      }
      guard index < recorded.count else {
        return (lineOfExtra(at: index), MessageDifference(path: "$", recorded: nil, now: sent[index]))
      }
      guard let difference = MessageDifference.first(recorded: recorded[index].message, now: sent[index]) else {
        continue
      }
      if sent.count == recorded.count + 1 && equal(recorded[index...], sent[(index + 1)...]) {
        return (lineOfExtra(at: index), MessageDifference(path: "$", recorded: nil, now: sent[index]))
      }
      if recorded.count == sent.count + 1 && equal(recorded[(index + 1)...], sent[index...]) {
        return (recorded[index].line, MessageDifference(path: "$", recorded: recorded[index].message, now: nil))
      }
      return (recorded[index].line, difference)
    }
    return nil
  }

  /// A message the session wrote: always JSON, so a failure would be a bug in its writer; shown as its text then.
  private static func parse(_ body: [UInt8], with parser: inout JSONParser) -> JSONValue {
    do throws(JSONParseError) {
      return try parser.parse(body)
    } catch {
      return .string(String(decoding: body, as: UTF8.self))
    }
  }
}
