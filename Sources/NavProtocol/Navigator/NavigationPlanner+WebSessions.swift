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
      let name = visit.session
      if visit.action == .restore && visit.load != .response {
        updateWebSession(name) { $0.prepareForRestore() }
        visit.load = webSession(name)?.hasSnapshot(of: visit.url) == true ? .snapshot : .network
      }
      if !plan.cancelledVisits.contains(index) {
        let url = visit.url
        updateWebSession(name) { $0.render(url) }
      }
      setVisit(visit, at: index)
    }
  }
}
