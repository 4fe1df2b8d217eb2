import NavJSON
import NavProtocol
import Testing

/// One URL of the music-app table and exactly what it resolves to.
struct RouteCatalogCase: Sendable, CustomTestStringConvertible {
  let url: String
  let name: String
  let params: JSONObject
  let query: JSONObject
  let canonicalURL: String

  init(_ url: String, _ name: String, _ params: JSONValue = [:], query: JSONValue = [:], canonical: String? = nil) {
    self.url = url
    self.name = name
    self.params = RouteFixtures.object(params)
    self.query = RouteFixtures.object(query)
    canonicalURL = canonical ?? url
  }

  var testDescription: String { url }
}

@Suite struct RouteCatalogTests {
  static let uuid = "3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8"

  static let cases: [RouteCatalogCase] = [
    .init("kkbox://", "home"),
    .init("kkbox://playctrl_pause", "pause"),
    .init("kkbox://playctrl_play", "play"),
    .init("kkbox://playctrl_next", "next"),
    .init("kkbox://playctrl_prev", "previous"),
    .init("kkbox://playctrl_shuffle/on", "shuffle", ["mode": "on"]),
    .init("kkbox://playctrl_repeat/all", "repeatMode", ["mode": "all"]),
    .init("kkbox://playctrl_volume/-3", "volume", ["level": -3]),
    .init("kkbox://playctrl_volume/007", "volume", ["level": 7], canonical: "kkbox://playctrl_volume/7"),
    .init("kkbox://playctrl_seek?position=90", "seek", ["position": 90]),
    .init("kkbox://album/3345678", "viewAlbum", ["albumID": "3345678"]),
    .init("kkbox://album/0042", "viewAlbum", ["albumID": "0042"]),
    .init(
      "https://www.kkbox.com/album/3345678", "viewAlbum", ["albumID": "3345678"],
      canonical: "kkbox://album/3345678"),
    .init(
      "https://www.kkbox.com/tw/tc/album/3345678", "viewAlbum",
      ["region": "tw", "lang": "tc", "albumID": "3345678"]),
    .init("kkbox://album/3345678/play", "playAlbum", ["albumID": "3345678"]),
    .init("kkbox://artist/12", "viewArtist", ["artistID": "12"]),
    .init("kkbox://artist/12/albums", "artistAlbums", ["artistID": "12"]),
    .init("kkbox://artist/12/top_songs", "artistTopSongs", ["artistID": "12"]),
    .init("kkbox://song/99", "viewSong", ["songID": "99"]),
    .init("kkbox://song/99/play", "playSong", ["songID": "99", "autoplay": "true"]),
    .init("kkbox://song/99/play?autoplay=false", "playSong", ["songID": "99", "autoplay": "false"]),
    .init(
      "kkbox://song/99/play?autoplay=true", "playSong", ["songID": "99", "autoplay": "true"],
      canonical: "kkbox://song/99/play"),
    .init("kkbox://playlist/\(uuid)", "viewPlaylist", ["playlistID": .string(uuid)]),
    .init(
      "kkbox://playlist/\(uuid.uppercased())", "viewPlaylist", ["playlistID": .string(uuid)],
      canonical: "kkbox://playlist/\(uuid)"),
    .init("kkbox://playlist/\(uuid)/play?shuffle=1", "playPlaylist", ["playlistID": .string(uuid), "shuffle": "1"]),
    .init(
      "kkbox://user/5/playlist/\(uuid)", "userPlaylist", ["userID": "5", "playlistID": .string(uuid)]),
    .init("kkbox://user/5", "userProfile", ["userID": "5"]),
    .init("kkbox://user/me", "myProfile"),
    .init("kkbox://search?q=jay", "search", ["query": "jay", "type": "song"]),
    .init(
      "kkbox://search?type=album&q=jay%20chou&page=2", "search", ["query": "jay chou", "type": "album", "page": 2],
      canonical: "kkbox://search?q=jay%20chou&type=album&page=2"),
    .init(
      "kkbox://search?q=a+b&utm=mail&x", "search", ["query": "a+b", "type": "song"], query: ["utm": "mail", "x": ""],
      canonical: "kkbox://search?q=a%2Bb"),
    .init("kkbox://search?mode=voice", "voiceSearch"),
    .init(
      "kkbox://search?mode=voice&q=jay", "voiceSearch", query: ["q": "jay"], canonical: "kkbox://search?mode=voice"),
    .init("kkbox://charts", "charts"),
    .init("kkbox://charts/weekly", "chartByPeriod", ["period": "weekly"]),
    .init("kkbox://charts/17", "chartByID", ["chartID": "17"]),
    .init("kkbox://new_releases", "newReleases"),
    .init("kkbox://genre/12", "genre", ["genreID": "12"]),
    .init("kkbox://genre/jazz", "genreByName", ["genreName": "jazz"]),
    .init("kkbox://genre/hip%2Fhop", "genreByName", ["genreName": "hip/hop"]),
    .init("kkbox://mood/3", "mood", ["moodID": "3"]),
    .init("kkbox://radio/8", "radio", ["stationID": "8"]),
    .init("kkbox://radio/artist/8", "artistRadio", ["artistID": "8"]),
    .init("kkbox://podcast/daily-news", "podcast", ["podcastID": "daily-news"]),
    .init(
      "kkbox://podcast/daily-news/episode/ep%201", "podcastEpisode", ["podcastID": "daily-news", "episodeID": "ep 1"],
      canonical: "kkbox://podcast/daily-news/episode/ep%201"),
    .init("kkbox://settings", "settings"),
    .init("kkbox://settings/privacy", "settingsSection", ["section": "privacy"]),
    .init("kkbox://login", "login"),
    .init(
      "kkbox://login?redirect=kkbox://album/1", "login", ["redirect": "kkbox://album/1"],
      canonical: "kkbox://login?redirect=kkbox%3A%2F%2Falbum%2F1"),
    .init("kkbox://logout", "logout"),
    .init("kkbox://subscribe", "subscribe", ["plan": "premium"]),
    .init("kkbox://subscribe?plan=family", "subscribe", ["plan": "family"]),
    .init("kkbox://library", "library"),
    .init("kkbox://library/downloads", "librarySection", ["section": "downloads"]),
    .init("kkbox://history", "history"),
    .init("kkbox://downloads", "downloads"),
    .init("kkbox://now_playing", "nowPlaying"),
    .init("kkbox://now_playing/lyrics", "lyrics"),
    .init("kkbox://queue", "queue"),
    .init("kkbox://share/album/42", "share", ["kind": "album", "id": "42"]),
    .init("kkbox://event/-1", "event", ["eventID": -1]),
    .init("kkbox://event/10/ticket?seat=A12", "eventTicket", ["eventID": 10, "seat": "A12"]),
    .init("kkbox://event/10/ticket", "eventTicket", ["eventID": 10]),
    .init("kkbox://listen_with/77", "listenWith", ["djID": "77"]),
    .init("kkbox://feed", "feed"),
    .init("kkbox://notifications", "notifications"),
    .init("kkbox://help", "help", ["topic": []]),
    .init("kkbox://help/account/password", "help", ["topic": ["account", "password"]]),
    .init("kkbox://open?url=https%3A%2F%2Fexample.com%2F", "openURL", ["url": "https://example.com/"]),
    .init("kkbox://campaign/summer?ref=app", "campaign", ["campaignID": "summer"]),
    .init(
      "kkbox://campaign/summer?utm_source=line&ref=app&extra=1", "campaign",
      ["campaignID": "summer", "source": "line"],
      query: ["extra": "1"], canonical: "kkbox://campaign/summer?utm_source=line&ref=app"),
    .init("kkbox://alarm/7/30", "alarm", ["hour": 7, "minute": 30]),
    .init("kkbox://sleep_timer/45", "sleepTimer", ["minutes": 45]),
    .init("https://www.kkbox.com/jp/tc/artist/abc", "webArtist", ["region": "jp", "artistID": "abc"]),
    .init(
      "https://www.kkbox.com/hk/tc/playlist/\(uuid)", "webPlaylist", ["region": "hk", "playlistID": .string(uuid)]),
    .init("https://www.kkbox.com/sg/tc/song/5", "webSong", ["region": "sg", "songID": "5"]),
    .init("https://www.kkbox.com/", "webHome"),
    .init("https://www.kkbox.com/tw/tc", "webFallback", ["path": ["tw", "tc"]]),
    .init("https://kma.kkbox.com/awards/2024", "awards", ["year": 2024]),
    .init("http://localhost:8080/debug/on", "localDev", ["flag": "on"]),
  ]

  @Test func tableHasTheSizeOfARealApp() {
    #expect(RouteFixtures.musicApp.count >= 60)
    #expect(RouteFixtures.musicAppTable.routeNames.count == RouteFixtures.musicApp.count)
    #expect(RouteFixtures.musicAppTable.routeNames.first == "home")
  }

  @Test func everyRouteIsExercised() {
    let resolved = Set(Self.cases.map(\.name))
    let missing = RouteFixtures.musicAppTable.routeNames.filter { !resolved.contains($0) }
    #expect(missing.isEmpty)
  }

  @Test(arguments: cases) func resolves(_ example: RouteCatalogCase) {
    let resolution = RouteFixtures.musicAppTable.resolve(example.url)
    #expect(
      resolution
        == .matched(
          ResolvedRoute(
            name: example.name, params: example.params, query: example.query, canonicalURL: example.canonicalURL)))
  }

  @Test(arguments: cases) func printsTheCanonicalURL(_ example: RouteCatalogCase) throws {
    let printed = try RouteFixtures.musicAppTable.print(name: example.name, params: example.params)
    #expect(printed == example.canonicalURL)
  }

  @Test(arguments: cases) func roundTripsThroughTheCanonicalURL(_ example: RouteCatalogCase) throws {
    let table = RouteFixtures.musicAppTable
    let route = try #require(table.resolve(example.url).route)
    let again = try #require(table.resolve(route.canonicalURL).route)
    #expect(again.name == route.name)
    #expect(again.params == route.params)
    #expect(again.canonicalURL == route.canonicalURL)
    #expect(again.query.isEmpty)
  }

  @Test func seedExamples() {
    let table = RouteFixtures.musicAppTable
    #expect(table.resolve("kkbox://playctrl_pause").name == "pause")
    #expect(table.resolve("kkbox://play_music") == .unknown(.noMatch))
  }
}
