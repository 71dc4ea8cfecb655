/// The tool itself.
public enum Tally {
    /// `tally --version`, and every report's `summary.json` (`toolVersion`).
    /// Bumped with each release; a report names the tool that made it.
    public static let version = "2.0.0"
}
