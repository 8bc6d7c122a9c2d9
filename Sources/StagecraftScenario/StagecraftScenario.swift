/// Scenario DSL and runner (see DESIGN.md). Filled by the scenarios issue.
public enum StagecraftScenario {}
