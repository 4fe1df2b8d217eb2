/// The report's inline SVG icons: drawn only, every one next to the words it stands for.
enum PhoneIcons {
  /// A circular arrow: pull-to-refresh is on.
  static let refresh: StaticString = """
    <svg class="i" viewBox="0 0 16 16" width="11" height="11" aria-hidden="true"><path d="M13 8a5 5 0 1 1-1.5-3.6" \
    fill="none" stroke="currentColor" stroke-width="2"/><path d="M13 1v4h-4" fill="none" stroke="currentColor" \
    stroke-width="2"/></svg>
    """
}
