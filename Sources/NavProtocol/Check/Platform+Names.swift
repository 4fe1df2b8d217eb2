extension Platform {
  /// The other platform.
  public var other: Platform { profile.otherPlatform }

  /// `Hotwire Native iOS`, `Hotwire Native Android`, as the checker's messages name them.
  public var productName: String { profile.productName }
}
