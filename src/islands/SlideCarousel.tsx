import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { LOOPING_CAROUSEL } from "../lib/carousel";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselLabels,
  type CarouselOptions,
} from "./Carousel";

export type SlideCarouselLabels = CarouselLabels;

export interface SlideCarouselProps {
  labels: SlideCarouselLabels;
  /** One entry per slide: a stable key and what the slide shows. */
  slides: { key: string; content: ReactNode }[];
  /** Each slide's width from the breakpoints up, e.g. "md:basis-1/2". */
  slideClassName?: string | undefined;
  /** Classes for the row of previous/next buttons, e.g. "lg:hidden". */
  navClassName?: string | undefined;
  /** Defaults to looping and aligned to the start (testimonials and team). */
  opts?: CarouselOptions | undefined;
}

/**
 * What the testimonial and team carousels share: a carousel of slides (looping
 * and aligned to the start unless told otherwise) with the previous and next
 * buttons centred under it.
 */
export function SlideCarousel({
  labels,
  slides,
  slideClassName,
  navClassName,
  opts = LOOPING_CAROUSEL,
}: SlideCarouselProps) {
  return (
    <Carousel opts={opts} labels={labels}>
      {/* Room above and below the row so the cards' shadows are not clipped. */}
      <CarouselContent className="pt-1 pb-6">
        {slides.map((slide) => (
          <CarouselItem key={slide.key} className={cn("flex", slideClassName)}>
            {slide.content}
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className={cn("mt-4 flex justify-center gap-3", navClassName)}>
        <CarouselPrevious />
        <CarouselNext />
      </div>
    </Carousel>
  );
}
