import { useEffect, useState, type ReactNode } from "react";
import { Check } from "lucide-react";
import cn from "clsx";
import { offersInCategories, parseSearch, serialiseSearch, toggleCategory, type Category } from "../lib/offers";
import { format } from "../lib/format";
import { watchSearch, writeSearch } from "./address";
import { CategoryIcon } from "./category-icons";
import { IslandRoot } from "./IslandRoot";
import { OfferCard, type CategoryInfo, type Offer } from "./OfferCard";
import { useHydrated } from "./use-hydrated";

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
    /** Read before an offer's category: "Category:". */
    offerCategory: string;
    opensInNewTab: string;
    errorText: string;
    errorHelp: string;
  };
  /** The heading and lead above the offers (page copy), and the id of their panel. */
  results: { id?: string | undefined; heading: string; lead?: string | undefined };
  /** Heading level of the results heading; offer names are one below (default 2). */
  headingLevel?: 2 | 3;
  /** Under the offers, e.g. the View All Trusted Experts button. */
  children?: ReactNode;
}

/**
 * The Readiness Hub: the category cards are toggle buttons; only offers in
 * the chosen categories show, none while nothing is chosen. The choice lives
 * in the address (?category=legal,digital), so reload, Back/Forward and
 * shared links bring it back.
 *
 * Without JavaScript the toggles could not work, so the server's HTML also
 * holds the plain version (the categories as cards and every offer), shown
 * only when scripting is off and dropped once the island runs.
 */
export default function MarketplaceBrowser(props: MarketplaceBrowserProps) {
  return (
    <IslandRoot errorText={props.labels.errorText} errorHelp={props.labels.errorHelp}>
      <Browser {...props} />
    </IslandRoot>
  );
}

const noScript = "hidden [@media(scripting:none)]:grid";
const scriptOnly = "[@media(scripting:none)]:hidden";

function Browser({ categories, offers, labels, results, headingLevel = 2, children }: MarketplaceBrowserProps) {
  const [selected, setSelected] = useState<Category[]>([]);
  const hydrated = useHydrated();

  useEffect(() => watchSearch((search) => setSelected(parseSearch(search).categories)), []);

  const shown = offersInCategories(offers, selected);
  const categoryOf = (key: string) => categories.find((c) => c.category.toLowerCase() === key.toLowerCase());
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const cardLabels = { category: labels.offerCategory, opensInNewTab: labels.opensInNewTab };

  function toggle(category: string) {
    const next = toggleCategory(selected, category);
    setSelected(next);
    writeSearch(serialiseSearch({ categories: next }, window.location.search), "push");
  }

  const offerList = (list: Offer[], className: string) => (
    <ul className={cn("mt-8 gap-6 md:grid-cols-2", className)} data-offer-list>
      {list.map((offer) => (
        <li key={offer.url} className="flex">
          <OfferCard
            offer={offer}
            category={categoryOf(offer.category)}
            labels={cardLabels}
            headingLevel={(headingLevel + 1) as 3 | 4}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div>
      <div
        role="group"
        aria-label={labels.categories}
        className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-5", scriptOnly)}
      >
        {categories.map((category) => {
          const pressed = selected.includes(category.category.toLowerCase() as Category);
          return (
            <button
              key={category.category}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(category.category)}
              className={cn(
                "relative flex h-full items-start gap-4 rounded-card border-2 p-4 text-left shadow-card transition-colors sm:flex-col sm:gap-3 sm:p-5 sm:last:col-span-2 lg:last:col-span-1",
                pressed ? "border-accent bg-orange-100" : "border-line bg-surface-raised hover:border-brand",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-12 shrink-0 items-center justify-center rounded-2xl transition-colors",
                  pressed ? "bg-accent text-white" : "bg-teal-100 text-calm",
                )}
              >
                <CategoryIcon name={category.icon} size={26} strokeWidth={1.75} />
              </span>
              <span className="flex flex-col gap-1 pr-8 sm:pr-0">
                <span className="font-serif text-xl font-semibold text-brand sm:text-2xl">{category.name}</span>
                <span className="text-[0.9375rem] leading-relaxed text-muted">{category.description}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-4 right-4 inline-flex size-7 items-center justify-center rounded-full border-2 transition-colors",
                  pressed ? "border-accent bg-accent text-white" : "border-line bg-surface-raised text-transparent",
                )}
              >
                <Check size={16} strokeWidth={3} />
              </span>
            </button>
          );
        })}
      </div>

      {!hydrated && (
        <ul className={cn("gap-4 sm:grid-cols-2 lg:grid-cols-5", noScript)}>
          {categories.map((category) => {
            return (
              <li
                key={category.category}
                className="flex gap-4 rounded-card border border-line/70 bg-surface-raised p-5 shadow-card sm:last:col-span-2 lg:flex-col lg:gap-3 lg:last:col-span-1"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-100 text-calm"
                >
                  <CategoryIcon name={category.icon} size={26} strokeWidth={1.75} />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="font-serif text-xl font-semibold text-brand sm:text-2xl">{category.name}</span>
                  <span className="text-[0.9375rem] leading-relaxed text-muted">{category.description}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}

      <div id={results.id} className="mt-12 rounded-card bg-surface-sunken px-5 py-8 sm:px-8 sm:py-10">
        <Heading className="text-3xl font-semibold sm:text-4xl">{results.heading}</Heading>
        {results.lead && <p className="mt-3 max-w-2xl text-lg text-muted">{results.lead}</p>}
        <p
          role="status"
          className={cn(
            "mt-6 font-semibold",
            selected.length === 0 || shown.length === 0 ? "text-brand" : "text-muted",
            scriptOnly,
          )}
        >
          {selected.length === 0
            ? labels.hint
            : shown.length === 0
              ? labels.none
              : format(shown.length === 1 ? labels.countOne : labels.countOther, { count: shown.length })}
        </p>
        {shown.length > 0 && offerList(shown, "grid")}
        {!hydrated && offerList(offers, noScript)}
        {children && <div className="mt-10">{children}</div>}
      </div>
    </div>
  );
}
