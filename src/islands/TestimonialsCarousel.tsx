import { Quote, Star } from "lucide-react";
import { AVATAR_TONES, Avatar } from "./Avatar";
import { IslandRoot } from "./IslandRoot";
import { SlideCarousel, type SlideCarouselLabels } from "./SlideCarousel";

export interface Testimonial {
  /** The letter in the round avatar. */
  initial: string;
  name: string;
  text: string;
}

export interface TestimonialsCarouselProps {
  testimonials: Testimonial[];
  labels: SlideCarouselLabels & {
    errorText: string;
    errorHelp: string;
    /** "5 out of 5 stars" */
    rating: string;
  };
}

/** Every quote shows five stars: the families' stories are shown as five-star ratings. */
const STARS = [1, 2, 3, 4, 5];

/** "What Our Families Say": loops, aligns to the start, one quote per view and two side by side from md. */
export default function TestimonialsCarousel(props: TestimonialsCarouselProps) {
  // The island root wraps everything, so even broken content shows the error in place.
  return (
    <IslandRoot errorText={props.labels.errorText} errorHelp={props.labels.errorHelp}>
      <Testimonials {...props} />
    </IslandRoot>
  );
}

function Testimonials({ testimonials, labels }: TestimonialsCarouselProps) {
  return (
    <SlideCarousel
      labels={labels}
      slideClassName="md:basis-1/2"
      slides={testimonials.map((testimonial, index) => ({
        key: testimonial.name,
        content: (
          <figure className="relative flex w-full flex-col rounded-card border border-line/70 bg-surface-raised p-7 shadow-card sm:p-9">
            <Quote
              size={56}
              strokeWidth={1.25}
              aria-hidden="true"
              className="pointer-events-none absolute top-6 right-6 text-accent-surface sm:top-8 sm:right-8"
            />
            <p role="img" aria-label={labels.rating} className="flex gap-1 text-accent-bright">
              {STARS.map((star) => (
                <Star key={star} size={20} fill="currentColor" strokeWidth={1.5} aria-hidden="true" />
              ))}
            </p>
            <blockquote className="relative mt-6 flex-1 font-serif text-xl leading-relaxed text-brand sm:text-[1.375rem]">
              <p>“{testimonial.text}”</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4 border-t border-line/70 pt-6">
              <Avatar
                initials={testimonial.initial}
                size="sm"
                tone={AVATAR_TONES[index % AVATAR_TONES.length]}
                className="ring-2"
              />
              <span className="font-semibold text-brand">{testimonial.name}</span>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
