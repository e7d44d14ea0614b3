import { ArrowUpRight } from "lucide-react";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselLabels,
} from "./Carousel";
import { IslandRoot } from "./IslandRoot";

export interface TeamMember {
  name: string;
  title: string;
  organization: string;
  /** Shown in the round avatar when there is no portrait, e.g. "NW". */
  initials: string;
  /** A square portrait URL (e.g. from astro:assets getImage, 192 × 192); shown at 96 × 96. */
  imageSrc?: string | undefined;
  /** Professional profile, opened in a new tab. */
  linkedIn?: string | undefined;
}

export interface TeamCarouselProps {
  members: TeamMember[];
  labels: CarouselLabels & {
    /** The profile link's text, "Professional profile" (the person's name is added for screen readers). */
    profile: string;
    opensInNewTab: string;
    errorText: string;
    errorHelp: string;
  };
  /** Heading level of each member's name (default 3). */
  headingLevel?: 3 | 4;
}

/**
 * "Meet Our Team": loops, aligns to the start; 1, 2, 3 and 4 people per view
 * at small, sm, md and lg. All four fit from lg, so the arrows hide there.
 */
export default function TeamCarousel({ members, labels, headingLevel = 3 }: TeamCarouselProps) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  return (
    <IslandRoot errorText={labels.errorText} errorHelp={labels.errorHelp}>
      <Carousel opts={{ loop: true, align: "start" }} labels={labels}>
        <CarouselContent>
          {members.map((member) => (
            <CarouselItem key={member.name} className="flex sm:basis-1/2 md:basis-1/3 lg:basis-1/4">
              <article className="flex w-full flex-col items-center gap-3 rounded-card border border-line/70 bg-surface-raised p-6 text-center shadow-card">
                {member.imageSrc ? (
                  <img
                    src={member.imageSrc}
                    alt=""
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                    className="size-24 rounded-full object-cover ring-4 ring-teal-100"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex size-24 items-center justify-center rounded-full bg-linear-135 from-calm-bright via-calm to-navy-900 font-serif text-3xl font-semibold text-white ring-4 ring-teal-100"
                  >
                    {member.initials}
                  </span>
                )}
                <Heading className="mt-2 text-xl font-semibold">{member.name}</Heading>
                <p className="text-muted">
                  {member.title}
                  <span className="mt-1 block text-sm font-semibold tracking-wide text-calm uppercase">
                    {member.organization}
                  </span>
                </p>
                {member.linkedIn && (
                  <a
                    href={member.linkedIn}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-auto inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-accent underline-offset-4 hover:underline"
                  >
                    {labels.profile} <span className="sr-only">{`(${member.name}) ${labels.opensInNewTab}`}</span>
                    <ArrowUpRight size={18} aria-hidden="true" className="pointer-events-none" />
                  </a>
                )}
              </article>
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-8 flex justify-center gap-3 lg:hidden">
          <CarouselPrevious />
          <CarouselNext />
        </div>
      </Carousel>
    </IslandRoot>
  );
}
