import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Check } from "lucide-react";
import { cn } from "../lib/cn";
import { normaliseCategories, offersInCategories, parseSearch, serialiseSearch, type Category } from "../lib/offers";
import { format } from "../lib/format";
import { watchSearch, writeSearch } from "../lib/address";
import { CategoryIcon } from "./category-icons";
import { IslandRoot } from "./IslandRoot";
import { OfferCard, type CategoryInfo, type Offer } from "./OfferCard";
import { useHydrated } from "./use-hydrated";

/** A card re-renders only when its own offer changes, not on every choice (fifty partners stay quick to filter). */
const Card = memo(OfferCard);

export interface MarketplaceBrowserProps {
  /** The five planning categories, in the order shown (src/content/categories.yaml). */
  categories: CategoryInfo[];
  offers: Offer[];
  labels: {
    /** Names the group of category cards: "Planning categories". */
    categories: string;
    /** Shown while no category is chosen. */
    hint: string;
    /** "1 partner offer shown" / "{count} partner offers shown". */
    countOne: string;
    countOther: string;
    /** Read before an offer's category: "Category:". */
    offerCategory: string;
    opensInNewTab: string;
    errorText: string;
    errorHelp: string;
  };
  /**
   * The heading and lead above the offers (page copy), the id of their panel, and the message shown when the
   * chosen categories have no partner yet (the page's `offers.empty.message`).
   */
  results: { id?: string | undefined; heading: string; lead?: string | undefined; empty: string };
  /** Heading level of the results heading; offer names are one below (default 2). */
  headingLevel?: 2 | 3;
  /** Under the offers, e.g. the View All Trusted Experts button. */
  children?: ReactNode;
  /**
   * The next steps under the no-partner message (Astro's named slot "emptyActions": the page's
   * `offers.empty.actions` as buttons), shown only while the chosen categories have no partner.
   */
  emptyActions?: ReactNode;
}

/**
 * The Readiness Hub: the category cards are checkboxes; only offers in the
 * ticked categories show, none while nothing is ticked. The choice lives in
 * the address (?category=legal,digital), so reload, Back/Forward and shared
 * links bring it back.
 *
 * The cards are native checkboxes, so they work before React arrives and
 * without JavaScript: until then the server's HTML holds every offer and CSS
 * (`:has(:checked)`) shows those of the ticked categories. Without JavaScript
 * nothing ticked shows every offer. Once React runs it adopts the ticked boxes
 * and renders only the chosen offers itself.
 */
export default function MarketplaceBrowser(props: MarketplaceBrowserProps) {
  return (
    <IslandRoot errorText={props.labels.errorText} errorHelp={props.labels.errorHelp}>
      <Browser {...props} />
    </IslandRoot>
  );
}

/**
 * Before React runs, an offer shows while its category's card is ticked. One
 * literal class per category, so Tailwind finds each in the source.
 */
const SHOWN_WHEN_TICKED: Record<Category, string> = {
  beliefs: "group-has-[input[value=beliefs]:checked]/browser:flex",
  legal: "group-has-[input[value=legal]:checked]/browser:flex",
  financial: "group-has-[input[value=financial]:checked]/browser:flex",
  physical: "group-has-[input[value=physical]:checked]/browser:flex",
  digital: "group-has-[input[value=digital]:checked]/browser:flex",
};
/** Without JavaScript and with nothing ticked, every offer shows. */
const NO_SCRIPT_NONE_TICKED = {
  list: "[@media(scripting:none)]:group-not-has-[input:checked]/browser:grid",
  item: "[@media(scripting:none)]:group-not-has-[input:checked]/browser:flex",
};

function Browser({
  categories,
  offers,
  labels,
  results,
  headingLevel = 2,
  children,
  emptyActions,
}: MarketplaceBrowserProps) {
  const [selected, setSelected] = useState<Category[]>([]);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);

  // Adopt the cards the visitor ticked before React was ready (hydration keeps the DOM's checked state):
  // they win over the address, which follows them. A layout effect, in the same task as hydration's commit.
  useLayoutEffect(() => {
    const ticked = [...(root.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked") ?? [])];
    if (ticked.length === 0) return;
    const next = normaliseCategories(ticked.map((box) => box.value));
    setSelected(next);
    writeSearch(serialiseSearch({ categories: next }, window.location.search), "push");
  }, []);

  useEffect(() => watchSearch((search) => setSelected(parseSearch(search).categories)), []);

  const shown = offersInCategories(offers, selected);
  const offered = new Set(offers.map((offer) => offer.category.toLowerCase()));
  const categoryOf = (key: string) => categories.find((c) => c.category.toLowerCase() === key.toLowerCase());
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const cardLabels = useMemo(
    () => ({ category: labels.offerCategory, opensInNewTab: labels.opensInNewTab }),
    [labels.offerCategory, labels.opensInNewTab],
  );

  function choose(category: string, ticked: boolean) {
    const set = new Set<string>(selected);
    if (ticked) set.add(category);
    else set.delete(category);
    const next = normaliseCategories(set);
    setSelected(next);
    writeSearch(serialiseSearch({ categories: next }, window.location.search), "push");
  }

  // Every offer is in the page once, in the server's HTML. Before React runs, CSS shows those whose categories are
  // ticked; after, React hides the others (the `hidden` attribute). A choice only flips attributes: no card is
  // created or removed, so choosing stays immediate with fifty partners.
  const chosen = new Set<string>(selected);
  const hide = (hidden: boolean) => (hydrated && hidden ? true : undefined);
  // Categories chosen, none with a partner: the message and its next steps stand in for the offers.
  const empty = selected.length > 0 && shown.length === 0;

  return (
    <div ref={root} className="group/browser">
      <div role="group" aria-label={labels.categories} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {categories.map((category) => {
          const value = category.category.toLowerCase();
          return (
            <label
              key={value}
              className={cn(
                "relative flex h-full cursor-pointer items-start gap-4 rounded-card border-2 border-line bg-surface-raised p-4 text-left shadow-card transition-colors hover:border-brand sm:flex-col sm:gap-3 sm:p-5 sm:last:col-span-2 lg:last:col-span-1",
                "has-checked:border-accent has-checked:bg-accent-surface has-checked:hover:border-accent",
                "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
              )}
            >
              <input
                type="checkbox"
                name="category"
                value={value}
                checked={selected.includes(value as Category)}
                onChange={(event) => choose(value, event.target.checked)}
                // Marks the categories with offers, so CSS knows before React whether any offer shows.
                data-offered={offered.has(value) ? "" : undefined}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-calm-surface text-calm transition-colors peer-checked:bg-accent peer-checked:text-white"
              >
                <CategoryIcon name={category.icon} size={26} strokeWidth={1.75} />
              </span>
              <span className="flex flex-col gap-1 pr-8 sm:pr-0">
                <span className="font-serif text-xl font-semibold text-brand sm:text-2xl">{category.name}</span>
                <span className="text-[0.9375rem] leading-relaxed text-muted">{category.description}</span>
              </span>
              <span
                aria-hidden="true"
                className="absolute top-4 right-4 inline-flex size-7 items-center justify-center rounded-full border-2 border-line bg-surface-raised text-transparent transition-colors peer-checked:border-accent peer-checked:bg-accent peer-checked:text-white"
              >
                <Check size={16} strokeWidth={3} />
              </span>
            </label>
          );
        })}
      </div>

      <div id={results.id} className="mt-12 rounded-card bg-surface-sunken px-5 py-8 sm:px-8 sm:py-10">
        <Heading className="text-3xl font-semibold sm:text-4xl">{results.heading}</Heading>
        {results.lead && <p className="mt-3 max-w-2xl text-lg text-muted">{results.lead}</p>}
        {hydrated ? (
          <p
            role="status"
            className={cn("mt-6 font-semibold", selected.length === 0 || empty ? "text-brand" : "text-muted")}
          >
            {selected.length === 0
              ? labels.hint
              : empty
                ? results.empty
                : format(shown.length === 1 ? labels.countOne : labels.countOther, { count: shown.length })}
          </p>
        ) : (
          // Before React: the hint while nothing is ticked (not without JavaScript, where every offer shows),
          // the no-partner message while only categories without offers are ticked.
          <p role="status" className="mt-6 font-semibold text-brand">
            <span className="group-has-[input:checked]/browser:hidden [@media(scripting:none)]:hidden">
              {labels.hint}
            </span>
            <span className="hidden group-has-[input:checked]/browser:inline group-has-[input[data-offered]:checked]/browser:hidden">
              {results.empty}
            </span>
          </p>
        )}
        {emptyActions && (hydrated ? empty : true) && (
          <div
            className={cn(
              "mt-5",
              // Before React (and without JavaScript): shown by CSS exactly while the no-partner message is.
              !hydrated &&
                "hidden group-has-[input:checked]/browser:block group-has-[input[data-offered]:checked]/browser:hidden",
            )}
            data-empty-actions
          >
            {emptyActions}
          </div>
        )}
        {offers.length > 0 && (
          <ul
            hidden={hide(shown.length === 0)}
            className={cn(
              "mt-8 grid gap-6 md:grid-cols-2",
              !hydrated && ["hidden group-has-[input[data-offered]:checked]/browser:grid", NO_SCRIPT_NONE_TICKED.list],
            )}
            data-offer-list
          >
            {offers.map((offer) => (
              <li
                key={offer.url}
                hidden={hide(!chosen.has(offer.category.toLowerCase()))}
                className={cn(
                  "flex",
                  !hydrated && [
                    "hidden",
                    SHOWN_WHEN_TICKED[offer.category.toLowerCase() as Category],
                    NO_SCRIPT_NONE_TICKED.item,
                  ],
                )}
              >
                <Card
                  offer={offer}
                  category={categoryOf(offer.category)}
                  labels={cardLabels}
                  headingLevel={(headingLevel + 1) as 3 | 4}
                />
              </li>
            ))}
          </ul>
        )}
        {children && <div className="mt-10">{children}</div>}
      </div>
    </div>
  );
}
