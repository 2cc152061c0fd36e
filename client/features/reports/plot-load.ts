import type * as PlotKit from './plot-kit';

export type PlotModule = typeof PlotKit;

// Plot (with d3) is most of a chart's weight: it loads with the first chart, or with a route that
// is about to draw one, never with the app.
let loading: Promise<PlotModule> | null = null;
export const loadPlot = () => (loading ??= import('./plot-kit'));
/** Starts loading Plot for a route about to draw a chart (a failure is the chart's to show, later). */
export const startPlot = () => void loadPlot().catch(() => undefined);
