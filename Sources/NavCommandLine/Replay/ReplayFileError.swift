import JSONRPC

/// Why one file could not be replayed at all (exit status 2, whatever the other files do).
enum ReplayFileError: Error, Sendable {
  /// The file could not be read.
  case unreadable(FileReadError)
  /// The file is not a recording.
  case notARecording(RecordingFormatError)
  /// The `options` line is not a navd command line that serves.
  case badOptions(String)
  /// navd could not start with the recorded options (for example an unreadable `--path-configuration`).
  case startup(String)
  /// `--update` could not write the file.
  case unwritable(String)

  /// The line for stderr, naming `file` as given.
  func line(file: String) -> String {
    switch self {
    case .unreadable(let error): "navd replay: cannot read \(file): \(error.reason)"
    case .notARecording(let error): "\(file):\(error.description)"
    case .badOptions(let reason): "\(file):1: not a recording: the options are not navd's: \(reason)"
    case .startup(let reason): "\(file): navd cannot start with the recorded options: \(reason)"
    case .unwritable(let reason): "navd replay: cannot write \(file): \(reason)"
    }
  }
}
