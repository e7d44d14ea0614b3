import { useEffect, useMemo, useState } from "react";
import { Check } from "lucide-react";
import { filterByCategories, parseCategories, serialiseCategories, toggleCategory } from "../lib/filters";
import { format } from "../lib/format";
import { watchSearch, writeSearch } from "./address";
import { categoryIcon } from "./category-icons";
import { IslandRoot } from "./IslandRoot";
import { OfferCard, type CategoryInfo, type Offer } from "./OfferCard";

export interface MarketplaceBrowserProps {
  /** The five planning categories, in the order shown (src/content/categories.yaml). */
  categories: CategoryInfo[];
  offers: Offer[];
  labels: {
    /** Names the group of category buttons: "Planning categories". */
    categories: string;
    /** Shown while no category is chosen. */
    hint: string;
    /** Shown when the chosen categories have no partners yet. */
    none: string;
    /** "1 partner offer shown" / "{count} partner offers shown". */
    countOne: string;
    countOther: string;
    opensInNewTab: string;
    errorText: string;
    errorHelp: string;
  };
  /** Heading level of the offer names (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The Readiness Hub: the category cards are toggle buttons; only offers in
 * the chosen categories show, none while nothing is chosen. The choice lives
 * in the address (?category=legal,digital), so reload, Back/Forward and
 * shared links bring it back.
 */
export default function MarketplaceBrowser(props: MarketplaceBrowserProps) {
  return (
    <IslandRoot errorText={props.labels.errorText} errorHelp={props.labels.errorHelp}>
      <Browser {...props} />
    </IslandRoot>
  );
}

function Browser({ categories, offers, labels, headingLevel = 3 }: MarketplaceBrowserProps) {
  const allowed = useMemo(() => categories.map((c) => c.category), [categories]);
  const [selected, setSelected] = useState<string[]>([]);

  useEffect(() => watchSearch((search) => setSelected(parseCategories(search, allowed))), [allowed]);

  const shown = filterByCategories(offers, selected);
  const nameOf = (category: string) =>
    categories.find((c) => c.category.toLowerCase() === category.toLowerCase())?.name ?? category;

  function toggle(category: string) {
    const next = toggleCategory(selected, category, allowed);
    setSelected(next);
    writeSearch(serialiseCategories(next, window.location.search), "push");
  }

  return (
    <div>
      <div role="group" aria-label={labels.categories} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {categories.map((category) => {
          const pressed = selected.includes(category.category.toLowerCase());
          const Icon = categoryIcon(category.icon);
          return (
            <button
              key={category.category}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(category.category)}
              className={
                "relative flex h-full items-start gap-4 rounded-card border-2 p-4 text-left transition-colors sm:flex-col sm:gap-3 sm:p-5 " +
                (pressed
                  ? "border-accent bg-orange-100 shadow-card"
                  : "border-line bg-surface-raised shadow-card hover:border-brand")
              }
            >
              <span
                aria-hidden="true"
                className={
                  "inline-flex size-12 shrink-0 items-center justify-center rounded-2xl " +
                  (pressed ? "bg-accent text-white" : "bg-teal-100 text-calm")
                }
              >
                <Icon size={26} strokeWidth={1.75} />
              </span>
              <span className="flex flex-col gap-1 pr-8 sm:pr-0">
                <span className="font-serif text-xl font-semibold text-brand">{category.name}</span>
                <span className="text-sm text-muted">{category.description}</span>
              </span>
              <span
                aria-hidden="true"
                className={
                  "absolute top-4 right-4 inline-flex size-7 items-center justify-center rounded-full border-2 " +
                  (pressed ? "border-accent bg-accent text-white" : "border-line bg-surface-raised text-transparent")
                }
              >
                <Check size={16} strokeWidth={3} />
              </span>
            </button>
          );
        })}
      </div>

      <p role="status" className="mt-10 text-center text-lg text-muted">
        {selected.length === 0
          ? labels.hint
          : shown.length === 0
            ? labels.none
            : format(shown.length === 1 ? labels.countOne : labels.countOther, { count: shown.length })}
      </p>

      {shown.length > 0 && (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((offer) => (
            <li key={offer.url}>
              <OfferCard
                offer={offer}
                categoryName={nameOf(offer.category)}
                opensInNewTab={labels.opensInNewTab}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
