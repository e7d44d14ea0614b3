import { ArrowUpRight, Building } from "lucide-react";
import { AVATAR_TONES, Avatar } from "./Avatar";
import { IslandRoot } from "./IslandRoot";
import { SlideCarousel, type SlideCarouselLabels } from "./SlideCarousel";

export interface TeamMember {
  name: string;
  title: string;
  organization: string;
  /** Shown in the round avatar when there is no portrait, e.g. "NW". */
  initials: string;
  /** A square portrait URL (e.g. from astro:assets getImage, 224 × 224); shown at 112 × 112. */
  imageSrc?: string | undefined;
  /** Professional profile, opened in a new tab. */
  linkedIn?: string | undefined;
  /** A placeholder person, labelled as such until the entry is replaced. */
  sample?: boolean | undefined;
}

export interface TeamCarouselProps {
  members: TeamMember[];
  labels: SlideCarouselLabels & {
    errorText: string;
    errorHelp: string;
    /** The profile link's text, "Professional profile" (the person's name is added for screen readers). */
    profile: string;
    opensInNewTab: string;
    /** The badge on placeholder people: "Sample profile". */
    sample: string;
  };
  /** Heading level of each member's name (default 3). */
  headingLevel?: 3 | 4;
}

/**
 * "Meet Our Team": loops, aligns to the start; 1, 2, 3 and 4 people per view
 * at small, sm, md and lg. All four fit from lg, so the arrows hide there.
 */
export default function TeamCarousel(props: TeamCarouselProps) {
  // The island root wraps everything, so even broken content shows the error in place.
  return (
    <IslandRoot errorText={props.labels.errorText} errorHelp={props.labels.errorHelp}>
      <Team {...props} />
    </IslandRoot>
  );
}

function Team({ members, labels, headingLevel = 3 }: TeamCarouselProps) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  return (
    <SlideCarousel
      labels={labels}
      slideClassName="sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
      navClassName="lg:hidden"
      slides={members.map((member, index) => ({
        key: member.name,
        content: (
          <article className="flex w-full flex-col items-center rounded-card border border-line/70 bg-surface-raised px-6 pt-9 pb-7 text-center shadow-card">
            <Avatar
              initials={member.initials}
              imageSrc={member.imageSrc}
              size="lg"
              tone={AVATAR_TONES[index % AVATAR_TONES.length]}
            />
            <Heading className="mt-6 text-2xl font-medium">{member.name}</Heading>
            <p className="mt-1.5 font-semibold text-brand">{member.title}</p>
            <p className="mt-1 inline-flex items-center gap-1.5 text-muted">
              <Building size={16} aria-hidden="true" />
              {member.organization}
            </p>
            {member.sample && (
              <p className="mt-4 rounded-full bg-surface-sunken px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase">
                {labels.sample}
              </p>
            )}
            {member.linkedIn && (
              <div className="mt-auto pt-5">
                <a
                  href={member.linkedIn}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line bg-surface-raised px-5 py-2 text-sm font-semibold text-brand transition-colors duration-200 hover:border-brand"
                >
                  {labels.profile} <span className="sr-only">{`(${member.name}) ${labels.opensInNewTab}`}</span>
                  <ArrowUpRight size={16} aria-hidden="true" className="pointer-events-none" />
                </a>
              </div>
            )}
          </article>
        ),
      }))}
    />
  );
}
