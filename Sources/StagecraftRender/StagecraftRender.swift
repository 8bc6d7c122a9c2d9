/// Rasterizer and encoders for traces (see DESIGN.md). Filled by the rendering issue.
public enum StagecraftRender {}
