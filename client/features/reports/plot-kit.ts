// The parts of Observable Plot the charts use, named one by one: importing Plot's whole namespace
// would keep every mark, projection and transform (with d3-geo, d3-delaunay, …) in the chart chunk.
export { axisX, axisY, barX, barY, dot, lineY, plot, rect, ruleX, ruleY, text } from '@observablehq/plot';
