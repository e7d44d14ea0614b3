// The carousels' rules (Embla options, arrow keys, slide names), kept out of the React component so they
// are unit-tested on their own (tests/unit/carousel.test.ts).
import { format } from "./format";

/** The options a carousel may set (a subset of Embla's). */
export interface CarouselSettings {
  align: "start" | "center" | "end";
  axis: "x" | "y";
  duration: number;
  dragThreshold: number;
  startIndex: number;
  slidesToScroll: number;
  loop: boolean;
}

/** Every carousel's defaults: centred, horizontal, one slide per step, no loop, a short glide. */
export const CAROUSEL_DEFAULTS: CarouselSettings = {
  align: "center",
  axis: "x",
  duration: 25,
  dragThreshold: 10,
  startIndex: 0,
  slidesToScroll: 1,
  loop: false,
};

/** Testimonials and team: they loop and align to the start. */
export const LOOPING_CAROUSEL: Partial<CarouselSettings> = { loop: true, align: "start" };

/**
 * Which way a key moves a carousel that has focus: -1 back, 1 forward, 0 not
 * at all. Left/Right on a horizontal carousel, Up/Down on a vertical one.
 */
export function arrowStep(key: string, axis: CarouselSettings["axis"] = "x"): -1 | 0 | 1 {
  const [back, forward] = axis === "y" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
  if (key === back) return -1;
  if (key === forward) return 1;
  return 0;
}

/** A slide's accessible name from the "{index} of {count}" string: slideLabel(t, 0, 4) → "1 of 4". */
export function slideLabel(template: string, index: number, count: number): string {
  return format(template, { index: index + 1, count });
}

/**
 * Before Embla has measured the slides: can the buttons move? A looping
 * carousel never ends; otherwise there is nothing before the first slide,
 * and forward is assumed until Embla knows better.
 */
export function initialCanScroll({ loop, startIndex }: Pick<CarouselSettings, "loop" | "startIndex">) {
  return { prev: loop || startIndex > 0, next: true };
}

/**
 * The slide a native scroll row shows first: the index of the slide start
 * nearest to the row's scroll position (both in pixels along the axis). Lets
 * Embla take over a row the visitor has already scrolled, on the same slide.
 */
export function nearestSlide(slideStarts: readonly number[], position: number): number {
  let best = 0;
  slideStarts.forEach((start, index) => {
    if (Math.abs(start - position) < Math.abs((slideStarts[best] ?? 0) - position)) best = index;
  });
  return best;
}
