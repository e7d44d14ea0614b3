import {
  Children,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import useEmblaCarousel from "embla-carousel-react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../lib/cn";
import { arrowStep, CAROUSEL_DEFAULTS, initialCanScroll, nearestSlide, slideLabel } from "../lib/carousel";

export { CAROUSEL_DEFAULTS };

/** Options a carousel may set; everything else keeps Embla's defaults. */
export type CarouselOptions = Pick<
  EmblaOptionsType,
  "align" | "axis" | "duration" | "dragThreshold" | "startIndex" | "slidesToScroll" | "loop" | "breakpoints"
>;

type ResolvedOptions = Required<Omit<CarouselOptions, "breakpoints">> & Pick<CarouselOptions, "breakpoints">;

export interface CarouselLabels {
  /** Names the carousel region, e.g. the section heading "What Our Families Say". */
  label: string;
  /** "Previous slide" */
  previous: string;
  /** "Next slide" */
  next: string;
  /** Each slide's name, "{index} of {count}". */
  slide: string;
}

interface CarouselContextValue {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  api: EmblaCarouselType | undefined;
  options: ResolvedOptions;
  /** Embla has measured the slides and drives the row (before that, it is a native scroll-snap row). */
  ready: boolean;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  labels: CarouselLabels;
  containerId: string;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);
const SlideContext = createContext<{ index: number; count: number } | null>(null);

/** The carousel around the component; throws when used outside a <Carousel />. */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error("useCarousel must be used within a <Carousel />");
  return context;
}

/**
 * The slide a native scroll row is scrolled to: the one whose start is nearest the scroll position.
 * Layout offsets, not rectangles: Embla may already have moved slides with transforms.
 */
function nativeSlide(viewport: HTMLElement, slides: HTMLElement[], axis: "x" | "y"): number {
  const vertical = axis === "y";
  const starts = slides.map((slide) => (vertical ? slide.offsetTop : slide.offsetLeft));
  const first = starts[0] ?? 0;
  return nearestSlide(
    starts.map((start) => start - first),
    vertical ? viewport.scrollTop : viewport.scrollLeft,
  );
}

/** Visitors who ask for reduced motion get instant slide changes. */
function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export interface CarouselProps {
  opts?: CarouselOptions | undefined;
  labels: CarouselLabels;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A carousel after the WAI-ARIA APG pattern: a labelled region, slides named
 * "n of m", real previous/next buttons, arrow keys, no autoplay. Rendered on
 * the server as a scroll-snapped row so every slide is readable without
 * JavaScript; Embla takes over once it has measured the slides.
 */
export function Carousel({ opts, labels, className, children }: CarouselProps) {
  const options = useMemo<ResolvedOptions>(() => ({ ...CAROUSEL_DEFAULTS, ...opts }), [opts]);
  const [viewportRef, api] = useEmblaCarousel(options);
  const [ready, setReady] = useState(false);
  const initial = initialCanScroll(options);
  const [canScrollPrev, setCanScrollPrev] = useState(initial.prev);
  const [canScrollNext, setCanScrollNext] = useState(initial.next);
  const containerId = useId();
  const regionRef = useRef<HTMLElement>(null);
  // Set when the visitor's focus is on the native row as Embla takes over (see below).
  const moveFocusToRegion = useRef(false);
  // Presses of Previous (-1) and Next (+1) made before Embla has measured the slides.
  const pendingSteps = useRef(0);

  const update = useCallback((embla: EmblaCarouselType) => {
    setCanScrollPrev(embla.canScrollPrev());
    setCanScrollNext(embla.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    // Leave the server-rendered scroll row on the slide the visitor scrolled to (keys, swipe or a
    // press of an arrow made before React was ready): undo the native scroll, then Embla jumps there.
    const viewport = api.rootNode();
    const startAt = nativeSlide(viewport, api.slideNodes(), options.axis);
    viewport.scrollLeft = 0;
    viewport.scrollTop = 0;
    if (startAt > 0) api.scrollTo(startAt, true);
    // Then any press of Previous/Next that came before Embla (a press held until React was ready
    // lands here, when React is ready but Embla not yet).
    for (; pendingSteps.current > 0; pendingSteps.current--) api.scrollNext(true);
    for (; pendingSteps.current < 0; pendingSteps.current++) api.scrollPrev(true);
    // The tab stop moves from the native row to the region: keep the visitor's focus with it, once the
    // region is focusable (after the render below), or it would fall to the page body.
    moveFocusToRegion.current = document.activeElement === viewport;
    // Flip once, when Embla takes over the server-rendered row (an external system).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    update(api);
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api, update, options.axis]);

  // In the same commit as the tab stop moves (layout effect), so focus is never left on the unfocusable row.
  useLayoutEffect(() => {
    if (!ready || !moveFocusToRegion.current) return;
    moveFocusToRegion.current = false;
    regionRef.current?.focus({ preventScroll: true });
  }, [ready]);

  const scrollPrev = useCallback(() => {
    if (api) api.scrollPrev(prefersReducedMotion());
    else pendingSteps.current--;
  }, [api]);
  const scrollNext = useCallback(() => {
    if (api) api.scrollNext(prefersReducedMotion());
    else pendingSteps.current++;
  }, [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = arrowStep(event.key, options.axis);
    if (step === 0 || !api) return; // Before Embla runs, arrows scroll the native row.
    event.preventDefault();
    if (step < 0) scrollPrev();
    else scrollNext();
  };

  const value: CarouselContextValue = {
    viewportRef,
    api,
    options,
    ready,
    canScrollPrev,
    canScrollNext,
    scrollPrev,
    scrollNext,
    labels,
    containerId,
  };

  return (
    <CarouselContext.Provider value={value}>
      {/* APG carousel: once Embla runs, the labelled, focusable region owns the Left/Right arrow keys. */}
      {/* (Before that, the native scroll row is the tab stop, so the keyboard scrolls it without JavaScript.) */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <section
        ref={regionRef}
        aria-roledescription="carousel"
        aria-label={labels.label}
        tabIndex={ready ? 0 : undefined}
        onKeyDown={onKeyDown}
        className={cn("relative rounded-card", className)}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/** The viewport and the row of slides. Each child becomes one slide's content slot. */
export function CarouselContent({ className, children }: { className?: string | undefined; children: ReactNode }) {
  const { viewportRef, ready, options, containerId } = useCarousel();
  const slides = Children.toArray(children);
  const vertical = options.axis === "y";
  return (
    <div
      ref={viewportRef}
      // The native scroll row takes focus until Embla runs, so arrow keys scroll it (also without JavaScript).
      tabIndex={ready ? undefined : 0}
      className={cn(
        ready
          ? "overflow-hidden"
          : // Server-rendered: a native scroll-snap row, with a scrollbar only when scripts are off.
            cn(
              vertical ? "overflow-y-auto snap-y" : "overflow-x-auto snap-x",
              "snap-mandatory overscroll-x-contain [scrollbar-width:none] [@media(scripting:none)]:[scrollbar-width:thin]",
            ),
      )}
    >
      <div id={containerId} className={cn("flex", vertical ? "-mt-4 flex-col" : "-ml-4", className)}>
        {slides.map((slide, index) => (
          <SlideContext.Provider key={index} value={{ index, count: slides.length }}>
            {slide}
          </SlideContext.Provider>
        ))}
      </div>
    </div>
  );
}

/** One slide: a group named "n of m". Set its width with basis classes (basis-full, md:basis-1/2 …). */
export function CarouselItem({ className, children }: { className?: string | undefined; children: ReactNode }) {
  const { labels, options } = useCarousel();
  const slide = useContext(SlideContext);
  if (!slide) throw new Error("CarouselItem must be a direct child of <CarouselContent />");
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={slideLabel(labels.slide, slide.index, slide.count)}
      className={cn(
        "min-w-0 shrink-0 grow-0 basis-full snap-start",
        // The gutter is padding; a negative scroll margin snaps to the slide's content, not its gutter.
        options.axis === "y" ? "pt-4 -scroll-mt-4" : "pl-4 -scroll-ml-4",
        className,
      )}
    >
      {children}
    </div>
  );
}

// Without JavaScript the buttons cannot work, so they are not shown (the row scrolls natively).
const buttonClass =
  "[@media(scripting:none)]:hidden inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface-raised text-brand shadow-card transition-colors hover:border-brand hover:bg-brand hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:bg-surface-raised disabled:hover:text-brand";

export function CarouselPrevious({ className }: { className?: string | undefined }) {
  const { canScrollPrev, scrollPrev, labels } = useCarousel();
  return <CarouselArrow label={labels.previous} enabled={canScrollPrev} onClick={scrollPrev} className={className} />;
}

export function CarouselNext({ className }: { className?: string | undefined }) {
  const { canScrollNext, scrollNext, labels } = useCarousel();
  return <CarouselArrow label={labels.next} enabled={canScrollNext} onClick={scrollNext} className={className} next />;
}

function CarouselArrow(props: {
  label: string;
  enabled: boolean;
  onClick: () => void;
  className?: string | undefined;
  next?: boolean;
}) {
  const { containerId } = useCarousel();
  const Chevron = props.next ? ChevronRight : ChevronLeft;
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-controls={containerId}
      disabled={!props.enabled}
      onClick={props.onClick}
      className={cn(buttonClass, props.className)}
    >
      <Chevron size={24} aria-hidden="true" className="pointer-events-none" />
    </button>
  );
}
