import { ArrowUpRight } from "lucide-react";
import { cn } from "../lib/cn";
import { categoryLabel, initials } from "../lib/offers";
import { CategoryIcon } from "./category-icons";

export interface Offer {
  name: string;
  tagline: string;
  description: string;
  /** "Sign Up" or "Learn More". */
  buttonText: string;
  /** The partner's page; opens in a new tab. */
  url: string;
  /** beliefs, legal, financial, physical or digital. */
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

export interface OfferCardLabels {
  /** Read before the category chip: "Category:". */
  category: string;
  opensInNewTab: string;
}

/**
 * A partner offer, the same on /marketplace and /trusted-experts: logo (or
 * initials), name, tagline, category, description and a button that opens the
 * partner's page in a new tab.
 */
export function OfferCard({
  offer,
  category,
  labels,
  headingLevel = 3,
}: {
  offer: Offer;
  /** The offer's category as the site shows it (name and icon); defaults to the capitalised key. */
  category?: Pick<CategoryInfo, "name" | "icon"> | undefined;
  labels: OfferCardLabels;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const mark = initials(offer.name);
  return (
    <article
      className="flex h-full w-full flex-col rounded-card border border-line/70 bg-surface-raised p-6 shadow-card sm:p-8"
      data-offer
      data-category={offer.category.toLowerCase()}
    >
      <div className="flex items-start gap-4 sm:gap-5">
        {offer.logoSrc ? (
          <img
            src={offer.logoSrc}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-2xl border border-line bg-white object-contain p-1.5"
          />
        ) : (
          <span
            aria-hidden="true"
            className={cn(
              "flex size-16 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-surface-inverse to-surface-inverse-soft font-serif font-semibold text-white shadow-card",
              mark.length > 2 ? "text-xl tracking-wide" : "text-2xl",
            )}
          >
            {mark}
          </span>
        )}
        <div className="min-w-0">
          <Heading className="text-2xl leading-tight font-semibold">{offer.name}</Heading>
          <p className="mt-1 font-serif text-lg text-calm italic">{offer.tagline}</p>
        </div>
      </div>

      <p className="mt-5">
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-calm-surface px-3 py-1 text-sm font-semibold text-calm"
          data-offer-category
        >
          {category?.icon && <CategoryIcon name={category.icon} size={16} strokeWidth={2} />}
          <span className="sr-only">{labels.category} </span>
          {category?.name ?? categoryLabel(offer.category)}
        </span>
      </p>

      <p className="mt-4 flex-1 text-muted">{offer.description}</p>

      <div className="mt-7">
        <a
          href={offer.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-accent px-6 py-3 text-center leading-tight font-semibold text-white shadow-card transition-colors duration-200 hover:bg-accent-strong xs:w-auto"
        >
          {offer.buttonText} <span className="sr-only">{`– ${offer.name} ${labels.opensInNewTab}`}</span>
          <ArrowUpRight size={18} strokeWidth={2} aria-hidden="true" className="pointer-events-none" />
        </a>
      </div>
    </article>
  );
}
