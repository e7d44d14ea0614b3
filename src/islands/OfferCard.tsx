import { ArrowUpRight } from "lucide-react";

export interface Offer {
  name: string;
  tagline: string;
  description: string;
  /** "Sign Up" or "Learn More". */
  buttonText: string;
  /** The partner's page; opens in a new tab. */
  url: string;
  /** beliefs, legal, financial, physical or digital (any capitalisation). */
  category: string;
  /** Logo URL (e.g. from astro:assets getImage); shown at 64 × 64. Without it, the name's initials. */
  logoSrc?: string | undefined;
}

export interface CategoryInfo {
  category: string;
  /** Shown on cards: "Digital". */
  name: string;
  description: string;
  /** Lucide icon name (see category-icons.ts). */
  icon?: string | undefined;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");

/** A partner offer: logo, category, name, tagline, description and a link that opens the partner's page in a new tab. */
export function OfferCard({
  offer,
  categoryName,
  opensInNewTab,
  headingLevel = 3,
}: {
  offer: Offer;
  categoryName: string;
  opensInNewTab: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <article className="flex h-full flex-col gap-4 rounded-card border border-line/70 bg-surface-raised p-6 shadow-card sm:p-7">
      <div className="flex items-center justify-between gap-3">
        {offer.logoSrc ? (
          <img
            src={offer.logoSrc}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-16 rounded-2xl border border-line object-contain p-1.5"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-16 items-center justify-center rounded-2xl bg-teal-100 font-serif text-2xl font-semibold text-calm"
          >
            {initials(offer.name)}
          </span>
        )}
        <span className="rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-accent">{categoryName}</span>
      </div>
      <Heading className="text-2xl font-semibold">{offer.name}</Heading>
      <p className="font-serif text-lg text-calm italic">{offer.tagline}</p>
      <p className="flex-1 text-muted">{offer.description}</p>
      <a
        href={offer.url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-full bg-accent px-6 py-3 font-semibold text-white shadow-card transition-colors hover:bg-accent-strong"
      >
        {offer.buttonText} <span className="sr-only">{`– ${offer.name} ${opensInNewTab}`}</span>
        <ArrowUpRight size={18} strokeWidth={2} aria-hidden="true" className="pointer-events-none" />
      </a>
    </article>
  );
}
