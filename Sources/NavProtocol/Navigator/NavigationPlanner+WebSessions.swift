/// What the planned visits do to the web sessions (docs/web-side.md, Web sessions and Page loads).
extension NavigationPlanner {
  /// The last step of every request, after the platform's rules: each visit gets its session
  /// (the platform's), a `restore` visit without a response gets `snapshot` when its session has
  /// the URL cached (a stale cache is cleared first), and every visit not cancelled renders in
  /// its session, in order.
  mutating func settleVisits() {
    guard !plan.visits.isEmpty else { return }
    let profile = configuration.platform.profile
    for index in plan.visits.indices {
      var visit = plan.visits[index]
      visit.session = profile.webSession(visiting: visit.stack)
      let restores = visit.action == .restore && visit.load != .response
      let renders = !plan.cancelledVisits.contains(index)
      let url = visit.url
      var cached = false
      // One in-place update of the session per visit: the restore's look-up, then the render.
      updateWebSession(visit.session) { session in
        if restores {
          session.prepareForRestore()
          cached = session.hasSnapshot(of: url)
        }
        if renders { session.render(url) }
      }
      if restores { visit.load = cached ? .snapshot : .network }
      setVisit(visit, at: index)
    }
  }
}
