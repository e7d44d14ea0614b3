import { Star } from "lucide-react";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselLabels,
} from "./Carousel";
import { IslandRoot } from "./IslandRoot";

export interface Testimonial {
  /** The letter in the round avatar. */
  initial: string;
  name: string;
  text: string;
}

export interface TestimonialsCarouselProps {
  testimonials: Testimonial[];
  labels: CarouselLabels & {
    /** "5 out of 5 stars" */
    rating: string;
    errorText: string;
    errorHelp: string;
  };
}

const STARS = [1, 2, 3, 4, 5];

/** "What Our Families Say": loops, aligns to the start, one quote per view and two side by side from md. */
export default function TestimonialsCarousel({ testimonials, labels }: TestimonialsCarouselProps) {
  return (
    <IslandRoot errorText={labels.errorText} errorHelp={labels.errorHelp}>
      <Carousel opts={{ loop: true, align: "start" }} labels={labels}>
        <CarouselContent>
          {testimonials.map((testimonial) => (
            <CarouselItem key={testimonial.name} className="flex md:basis-1/2">
              <figure className="flex w-full flex-col gap-5 rounded-card border border-line/70 bg-surface-raised p-6 shadow-card sm:p-8">
                <p role="img" aria-label={labels.rating} className="flex gap-1 text-accent-bright">
                  {STARS.map((star) => (
                    <Star key={star} size={20} fill="currentColor" strokeWidth={1.5} aria-hidden="true" />
                  ))}
                </p>
                <blockquote className="flex-1 font-serif text-xl leading-relaxed text-ink sm:text-[1.375rem]">
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-100 font-serif text-xl font-semibold text-calm"
                  >
                    {testimonial.initial}
                  </span>
                  <span className="font-semibold text-brand">{testimonial.name}</span>
                </figcaption>
              </figure>
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-8 flex justify-center gap-3">
          <CarouselPrevious />
          <CarouselNext />
        </div>
      </Carousel>
    </IslandRoot>
  );
}
