/// The platform a file's path names, which `--platform auto` believes before the document's
/// keys (apps serve `configurations/ios_v1.json`, bundle `app/src/main/assets/json/…`): each
/// profile's ``PlatformProfile/pathWords``, ``PlatformProfile/pathFolders`` and
/// ``PlatformProfile/neighbourMarks``. Pure: the caller lists directories.
public enum PlatformPathEvidence {
  /// The platform named by `path` (as given on the command line or in a `file:` URI's path):
  /// a platform word among the words of its file name, then of its folders from the nearest
  /// out; then a platform's folder run; then a platform's mark among the `entries` of the file's
  /// folder or the two above it (`entries` lists a folder, `nil` when it cannot). `nil` when
  /// none names exactly one platform.
  public static func platform(forPath path: String, entries: (String) -> [String]? = { _ in nil }) -> Platform? {
    let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    for component in components.reversed() {
      let words = Set(self.words(of: component))
      let named = Platform.allCases.filter { platform in platform.profile.pathWords.contains(where: words.contains) }
      if named.count == 1 { return named[0] }
    }
    let folders = Array(components.dropLast())
    let byFolders = Platform.allCases.filter { platform in
      platform.profile.pathFolders.contains { run in contains(folders, run) }
    }
    if byFolders.count == 1 { return byFolders[0] }
    var directory = folders
    for _ in 0..<3 {
      let prefix = path.hasPrefix("/") ? "/" : ""
      let name = directory.isEmpty ? (prefix.isEmpty ? "." : "/") : prefix + directory.joined(separator: "/")
      if let names = entries(name) {
        let marked = Platform.allCases.filter { platform in
          names.contains { entry in platform.profile.neighbourMarks.contains { entry.hasSuffix($0) } }
        }
        if marked.count == 1 { return marked[0] }
      }
      guard !directory.isEmpty, directory.last != ".." else { break }
      directory.removeLast()
    }
    return nil
  }

  /// The lowercased words of a file or folder name: split at every non-letter and at case
  /// changes (`IOSPathConfiguration` → `ios`, `path`, `configuration`; `ios_v1.json` → `ios`, `v`, `json`).
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var current: [Character] = []
    let characters = Array(name)
    func flush() {
      if !current.isEmpty { words.append(String(current).lowercased()) }
      current = []
    }
    for (index, character) in characters.enumerated() {
      guard character.isLetter else {
        flush()
        continue
      }
      if let previous = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let lowerToUpper = previous.isLowercase && character.isUppercase
        let acronymEnd = previous.isUppercase && character.isUppercase && next?.isLowercase == true
        if lowerToUpper || acronymEnd { flush() }
      }
      current.append(character)
    }
    flush()
    return words
  }

  /// Whether `run` occurs as consecutive elements of `folders`.
  private static func contains(_ folders: [String], _ run: [String]) -> Bool {
    guard !run.isEmpty, folders.count >= run.count else { return false }
    return (0...(folders.count - run.count)).contains { start in Array(folders[start..<(start + run.count)]) == run }
  }
}
