/**
 * Geometry of the savings chart: a stacked bar per year (paid in at the bottom, interest on top) on a linear
 * value axis from 0 to a "nice" maximum. Pure functions of the projection and the drawing size, so they are
 * tested without a DOM.
 *
 * Pixel positions are floating point on purpose: they place bars, they never carry money (the figures shown
 * come from sdk-core's decimal strings).
 */
import type { SavingsYear } from '@bondkit/sdk-core';

/**
 * Space around the plot for the axes' labels and titles, in pixels: the value axis's title sits in the top
 * margin, above its tick labels (never beside them, where a long tick label would run into it), the year axis's
 * under its labels.
 */
export const CHART_MARGIN = { top: 32, right: 12, bottom: 48, left: 72 } as const;
/** The drawing's height in pixels (its width follows the container). */
export const CHART_HEIGHT = 260;
/** The narrowest width the chart lays out for. */
export const CHART_MIN_WIDTH = 280;

/** The value axis: its upper end and its ticks, from 0. */
export interface ValueAxis {
  max: number;
  ticks: number[];
}

/**
 * A value axis from 0 that covers `maxValue` with about `targetTicks` steps of 1, 2, 2.5 or 5 × 10ⁿ
 * (e.g. 1,275,077 → 0, 500k, 1m, 1.5m). A zero or negative maximum gives the axis 0–1.
 */
export function valueAxis(maxValue: number, targetTicks = 4): ValueAxis {
  if (!(maxValue > 0) || !Number.isFinite(maxValue)) return { max: 1, ticks: [0, 1] };
  const rough = maxValue / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normalised = rough / magnitude;
  const factor =
    normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 2.5 ? 2.5 : normalised <= 5 ? 5 : 10;
  const step = factor * magnitude;
  const count = Math.max(1, Math.ceil(maxValue / step - 1e-9));
  const ticks = Array.from({ length: count + 1 }, (_, i) => i * step);
  return { max: count * step, ticks };
}

/**
 * Which years get a label on the year axis: every 1, 2, 5, 10, 20 or 50 years, the smallest interval whose
 * labels (about `labelWidth` pixels each) fit the plot's width.
 */
export function yearLabelInterval(lastYear: number, plotWidth: number, labelWidth = 36): number {
  for (const interval of [1, 2, 5, 10, 20, 50]) {
    const labels = Math.floor(lastYear / interval) + 1;
    if (labels * labelWidth <= plotWidth) return interval;
  }
  return 100;
}

/** One year's bar: its place and the heights of its two segments. */
export interface ChartBar {
  year: number;
  /** left edge of the bar */
  x: number;
  /** centre of the year's band (where its label sits) */
  centre: number;
  width: number;
  /** top of the paid-in segment */
  paidInY: number;
  paidInHeight: number;
  /** top of the interest segment (paidInY − interestHeight) */
  interestY: number;
  interestHeight: number;
}

/** Everything the chart draws. */
export interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number; width: number; height: number };
  axis: ValueAxis;
  /** y position of a value on the plot */
  yOf: (value: number) => number;
  bars: ChartBar[];
  /** the years that carry a label */
  labelledYears: number[];
}

/** Lays out the stacked bars of `years` (year 0 to the last) in a drawing `width` pixels wide. */
export function layoutChart(years: readonly SavingsYear[], width: number): ChartLayout {
  const drawingWidth = Math.max(CHART_MIN_WIDTH, Math.round(width));
  const height = CHART_HEIGHT;
  const left = CHART_MARGIN.left;
  const top = CHART_MARGIN.top;
  const right = drawingWidth - CHART_MARGIN.right;
  const bottom = height - CHART_MARGIN.bottom;
  const plotWidth = right - left;
  const plotHeight = bottom - top;
  const maxValue = years.reduce((max, point) => Math.max(max, Number(point.value)), 0);
  const axis = valueAxis(maxValue);
  const yOf = (value: number) => bottom - (Math.max(0, value) / axis.max) * plotHeight;
  const band = plotWidth / Math.max(1, years.length);
  const barWidth = Math.max(1, Math.min(48, band * 0.72));
  const bars = years.map((point, index): ChartBar => {
    const paidIn = Math.max(0, Number(point.paidIn));
    const interest = Math.max(0, Number(point.interest));
    const centre = left + band * (index + 0.5);
    const paidInY = yOf(paidIn);
    const interestY = yOf(paidIn + interest);
    return {
      year: point.year,
      x: centre - barWidth / 2,
      centre,
      width: barWidth,
      paidInY,
      paidInHeight: bottom - paidInY,
      interestY,
      interestHeight: paidInY - interestY,
    };
  });
  const lastYear = years.length > 0 ? (years[years.length - 1]?.year ?? 0) : 0;
  const interval = yearLabelInterval(lastYear, plotWidth);
  const labelledYears = years.map((point) => point.year).filter((year) => year % interval === 0);
  return {
    width: drawingWidth,
    height,
    plot: { left, top, right, bottom, width: plotWidth, height: plotHeight },
    axis,
    yOf,
    bars,
    labelledYears,
  };
}
