import Testing

@testable import NavLanguageServer

@Suite("Positions: lines end at LF, CR LF or CR; characters count UTF-8, UTF-16 or UTF-32 units")
struct LineIndexTests {
  // "a😀é\r\nb\rc\n": 😀 is 4 bytes / 2 UTF-16 units / 1 scalar; é is 2 / 1 / 1.
  static let text = Array("a😀é\r\nb\rc\n".utf8)

  @Test(arguments: [
    // (byte offset, encoding, line, character)
    (0, PositionEncoding.utf16, 0, 0), (1, .utf16, 0, 1), (5, .utf16, 0, 3), (7, .utf16, 0, 4),
    (1, .utf8, 0, 1), (5, .utf8, 0, 5), (7, .utf8, 0, 7), (5, .utf32, 0, 2), (7, .utf32, 0, 3),
    (9, .utf16, 1, 0), (11, .utf16, 2, 0), (13, .utf16, 3, 0),
  ])
  func offsetsAndPositionsRoundTrip(offset: Int, encoding: PositionEncoding, line: Int, character: Int) {
    let index = LineIndex(Self.text)
    let position = LSPPosition(line: line, character: character)
    #expect(index.position(of: offset, in: Self.text, encoding: encoding) == position)
    #expect(index.offset(of: position, in: Self.text, encoding: encoding) == offset)
  }

  @Test func theLineCountIncludesTheEmptyLastLine() {
    #expect(LineIndex(Self.text).lineCount == 4)
    #expect(LineIndex([]).lineCount == 1)
  }

  @Test(arguments: [
    // Past the line's end → the line's end; past the last line → the text's end; inside 😀 → before it.
    (LSPPosition(line: 0, character: 99), PositionEncoding.utf16, 7), (LSPPosition(line: 1, character: 5), .utf8, 10),
    (LSPPosition(line: 40, character: 0), .utf16, 13), (LSPPosition(line: 0, character: 2), .utf16, 1),
    (LSPPosition(line: 0, character: 3), .utf8, 1),
  ])
  func positionsOutsideTheTextAreClamped(position: LSPPosition, encoding: PositionEncoding, offset: Int) {
    #expect(LineIndex(Self.text).offset(of: position, in: Self.text, encoding: encoding) == offset)
  }

  @Test func theOffsetBetweenCRAndLFBelongsToTheLineItEnds() {
    #expect(LineIndex(Self.text).position(of: 8, in: Self.text, encoding: .utf16) == LSPPosition(line: 0, character: 4))
  }

  @Test(arguments: [
    (["utf-8", "utf-16"], PositionEncoding.utf8), (["utf-32", "utf-16"], .utf32), (["utf-32", "utf-8"], .utf8),
    ([], .utf16),
  ])
  func negotiation(offered: [String], picked: PositionEncoding) {
    #expect(PositionEncoding.negotiate(offered: offered) == picked)
    #expect(PositionEncoding.negotiate(offered: nil) == .utf16)
  }

  @Test func incrementalChangesApplyInOrder() {
    var document = TextDocument(uri: "file:///a.json", languageId: "json", version: 1, text: "{\"a\": 1}\n")
    document.apply(
      [
        .range(LSPRange(start: LSPPosition(line: 0, character: 6), end: LSPPosition(line: 0, character: 7)), "😀"),
        .range(LSPRange(start: LSPPosition(line: 0, character: 8), end: LSPPosition(line: 0, character: 8)), "!"),
      ], version: 2, encoding: .utf16)
    #expect(String(decoding: document.bytes, as: UTF8.self) == "{\"a\": 😀!}\n")
    #expect(document.version == 2)
    document.apply([.full("[]")], version: 3, encoding: .utf16)
    #expect(document.bytes == Array("[]".utf8))
  }
}
