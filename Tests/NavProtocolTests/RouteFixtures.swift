import NavJSON
import NavProtocol

/// A route table shaped like a real music app's URL schemes (seed 002: KKBOX
/// parsed ~60 schemes into `KKRoute`), plus helpers shared by the route tests.
enum RouteFixtures {
  static let regions = "(tw|hk|sg|my|jp)"

  static let musicApp: [RouteDefinition] = [
    RouteDefinition(name: "home", patterns: ["kkbox://"]),
    RouteDefinition(name: "pause", patterns: ["kkbox://playctrl_pause"]),
    RouteDefinition(name: "play", patterns: ["kkbox://playctrl_play"]),
    RouteDefinition(name: "next", patterns: ["kkbox://playctrl_next"]),
    RouteDefinition(name: "previous", patterns: ["kkbox://playctrl_prev"]),
    RouteDefinition(name: "shuffle", patterns: ["kkbox://playctrl_shuffle/{mode:(on|off)}"]),
    RouteDefinition(name: "repeatMode", patterns: ["kkbox://playctrl_repeat/{mode:(one|all|off)}"]),
    RouteDefinition(name: "volume", patterns: ["kkbox://playctrl_volume/{level:int}"]),
    RouteDefinition(name: "seek", patterns: ["kkbox://playctrl_seek?position={position:int}"]),
    RouteDefinition(
      name: "viewAlbum",
      patterns: [
        "kkbox://album/{albumID:digits}", "https://www.kkbox.com/album/{albumID:digits}",
        "https://www.kkbox.com/{region:\(regions)}/{lang:(tc|en|ja)}/album/{albumID:digits}",
      ]),
    RouteDefinition(name: "playAlbum", patterns: ["kkbox://album/{albumID:digits}/play"]),
    RouteDefinition(name: "viewArtist", patterns: ["kkbox://artist/{artistID:digits}"]),
    RouteDefinition(name: "artistAlbums", patterns: ["kkbox://artist/{artistID:digits}/albums"]),
    RouteDefinition(name: "artistTopSongs", patterns: ["kkbox://artist/{artistID:digits}/top_songs"]),
    RouteDefinition(name: "viewSong", patterns: ["kkbox://song/{songID:digits}"]),
    RouteDefinition(
      name: "playSong", patterns: ["kkbox://song/{songID:digits}/play?autoplay={autoplay:(true|false)=true}"]),
    RouteDefinition(name: "viewPlaylist", patterns: ["kkbox://playlist/{playlistID:uuid}"]),
    RouteDefinition(
      name: "playPlaylist", patterns: ["kkbox://playlist/{playlistID:uuid}/play?shuffle={shuffle:(0|1)=0}"]),
    RouteDefinition(name: "userPlaylist", patterns: ["kkbox://user/{userID:digits}/playlist/{playlistID:uuid}"]),
    RouteDefinition(name: "userProfile", patterns: ["kkbox://user/{userID:digits}"]),
    RouteDefinition(name: "myProfile", patterns: ["kkbox://user/me"]),
    RouteDefinition(
      name: "search",
      patterns: ["kkbox://search?q={query}&type={type:(song|album|artist|playlist)=song}&page={page:int?}"]),
    RouteDefinition(name: "voiceSearch", patterns: ["kkbox://search?mode=voice"]),
    RouteDefinition(name: "charts", patterns: ["kkbox://charts"]),
    RouteDefinition(name: "chartByPeriod", patterns: ["kkbox://charts/{period:(daily|weekly|yearly)}"]),
    RouteDefinition(name: "chartByID", patterns: ["kkbox://charts/{chartID:digits}"]),
    RouteDefinition(name: "newReleases", patterns: ["kkbox://new_releases"]),
    RouteDefinition(name: "genre", patterns: ["kkbox://genre/{genreID:digits}"]),
    RouteDefinition(name: "genreByName", patterns: ["kkbox://genre/{genreName}"]),
    RouteDefinition(name: "mood", patterns: ["kkbox://mood/{moodID:digits}"]),
    RouteDefinition(name: "radio", patterns: ["kkbox://radio/{stationID:digits}"]),
    RouteDefinition(name: "artistRadio", patterns: ["kkbox://radio/artist/{artistID:digits}"]),
    RouteDefinition(name: "podcast", patterns: ["kkbox://podcast/{podcastID}"]),
    RouteDefinition(name: "podcastEpisode", patterns: ["kkbox://podcast/{podcastID}/episode/{episodeID}"]),
    RouteDefinition(name: "settings", patterns: ["kkbox://settings"]),
    RouteDefinition(
      name: "settingsSection", patterns: ["kkbox://settings/{section:(audio|account|notification|privacy|storage)}"]),
    RouteDefinition(name: "login", patterns: ["kkbox://login?redirect={redirect?}"]),
    RouteDefinition(name: "logout", patterns: ["kkbox://logout"]),
    RouteDefinition(name: "subscribe", patterns: ["kkbox://subscribe?plan={plan:(premium|family|student)=premium}"]),
    RouteDefinition(name: "library", patterns: ["kkbox://library"]),
    RouteDefinition(
      name: "librarySection", patterns: ["kkbox://library/{section:(songs|albums|artists|playlists|downloads)}"]),
    RouteDefinition(name: "history", patterns: ["kkbox://history"]),
    RouteDefinition(name: "downloads", patterns: ["kkbox://downloads"]),
    RouteDefinition(name: "nowPlaying", patterns: ["kkbox://now_playing"]),
    RouteDefinition(name: "lyrics", patterns: ["kkbox://now_playing/lyrics"]),
    RouteDefinition(name: "queue", patterns: ["kkbox://queue"]),
    RouteDefinition(name: "share", patterns: ["kkbox://share/{kind:(song|album|playlist|artist)}/{id}"]),
    RouteDefinition(name: "event", patterns: ["kkbox://event/{eventID:int}"]),
    RouteDefinition(name: "eventTicket", patterns: ["kkbox://event/{eventID:int}/ticket?seat={seat?}"]),
    RouteDefinition(name: "listenWith", patterns: ["kkbox://listen_with/{djID:digits}"]),
    RouteDefinition(name: "feed", patterns: ["kkbox://feed"]),
    RouteDefinition(name: "notifications", patterns: ["kkbox://notifications"]),
    RouteDefinition(name: "help", patterns: ["kkbox://help/{*topic}"]),
    RouteDefinition(name: "openURL", patterns: ["kkbox://open?url={url}"]),
    RouteDefinition(name: "campaign", patterns: ["kkbox://campaign/{campaignID}?utm_source={source?}&ref=app"]),
    RouteDefinition(name: "alarm", patterns: ["kkbox://alarm/{hour:int}/{minute:int}"]),
    RouteDefinition(name: "sleepTimer", patterns: ["kkbox://sleep_timer/{minutes:int}"]),
    RouteDefinition(
      name: "webArtist", patterns: ["https://www.kkbox.com/{region:\(regions)}/tc/artist/{artistID}"]),
    RouteDefinition(
      name: "webPlaylist", patterns: ["https://www.kkbox.com/{region:\(regions)}/tc/playlist/{playlistID:uuid}"]),
    RouteDefinition(name: "webSong", patterns: ["https://www.kkbox.com/{region:\(regions)}/tc/song/{songID:digits}"]),
    RouteDefinition(name: "webHome", patterns: ["https://www.kkbox.com/"]),
    RouteDefinition(name: "webFallback", patterns: ["https://www.kkbox.com/{*path}"]),
    RouteDefinition(name: "awards", patterns: ["https://kma.kkbox.com/awards/{year:int}"]),
    RouteDefinition(name: "localDev", patterns: ["http://localhost:8080/debug/{flag:(on|off)}"]),
  ]

  /// The music-app table, built once.
  static let musicAppTable: RouteTable = {
    do {
      return try RouteTable(musicApp)
    } catch {
      fatalError("fixture table is invalid: \(error)")
    }
  }()

  /// A table from pattern strings, one route per pattern named r0, r1, ...
  static func table(_ patterns: [String]) throws(RouteTableError) -> RouteTable {
    try RouteTable(patterns.enumerated().map { RouteDefinition(name: "r\($0.offset)", patterns: [$0.element]) })
  }

  /// The problems building a table from `routes` reports (empty when it builds).
  static func problems(_ routes: [RouteDefinition]) -> [ConfigurationProblem] {
    do {
      _ = try RouteTable(routes)
      return []
    } catch {
      return error.problems
    }
  }

  /// The params of a matched resolution as a JSON value, `nil` for unknown.
  static func params(_ resolution: RouteResolution) -> JSONValue? {
    resolution.route.map { .object($0.params) }
  }

  /// An object from a JSON object literal (`[:]` for none).
  static func object(_ value: JSONValue) -> JSONObject { value.objectValue ?? JSONObject() }
}
