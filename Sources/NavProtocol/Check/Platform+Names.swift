extension Platform {
  /// The other platform.
  public var other: Platform { self == .ios ? .android : .ios }

  /// `Hotwire Native iOS`, `Hotwire Native Android`, as the checker's messages name them.
  public var productName: String { self == .ios ? "Hotwire Native iOS" : "Hotwire Native Android" }
}
