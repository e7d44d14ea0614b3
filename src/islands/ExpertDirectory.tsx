import { memo, useEffect, useId, useMemo, useRef, useState } from "react";
import { ChevronDown, Search, SlidersHorizontal, X } from "lucide-react";
import { normaliseCategories, parseSearch, searchOffers, serialiseSearch, type Category } from "../lib/offers";
import { cn } from "../lib/cn";
import { format } from "../lib/format";
import { watchSearch, writeSearch } from "../lib/address";
import { IslandRoot } from "./IslandRoot";
import { OfferCard, type CategoryInfo, type Offer } from "./OfferCard";

/** A card re-renders only when its own offer changes, not on every keystroke (fifty partners stay quick to search). */
const Card = memo(OfferCard);

export interface ExpertDirectoryProps {
  /** The categories in the filter list, in order (the order of the page's directory items). */
  categories: Pick<CategoryInfo, "category" | "name" | "icon">[];
  offers: Offer[];
  labels: {
    /** The search box's label: "Search trusted experts". */
    search: string;
    searchPlaceholder: string;
    /** "Filters" */
    filters: string;
    /** The checkbox group's legend: "Categories". */
    filtersLegend: string;
    /** "Clear Filters" */
    clearFilters: string;
    /** "No trusted experts found matching your search." */
    none: string;
    /** "1 trusted expert found" / "{count} trusted experts found". */
    countOne: string;
    countOther: string;
    /** Read before an offer's category: "Category:". */
    offerCategory: string;
    opensInNewTab: string;
    errorText: string;
    errorHelp: string;
  };
  /** Heading level of the offer names (default 2: the directory follows the page's h1). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Trusted experts: text search over name, tagline, description and category,
 * a Filters list of category checkboxes, Clear Filters while any is set, and
 * the result count announced politely. Search and categories live in the
 * address (?q=…&category=…).
 *
 * Without JavaScript the search and filters could not work, so they are not
 * shown: the server's HTML lists every offer.
 */
export default function ExpertDirectory(props: ExpertDirectoryProps) {
  return (
    <IslandRoot errorText={props.labels.errorText} errorHelp={props.labels.errorHelp}>
      <Directory {...props} />
    </IslandRoot>
  );
}

function Directory({ categories, offers, labels, headingLevel = 2 }: ExpertDirectoryProps) {
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Category[]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchId = useId();
  const panelId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const filtersRoot = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      watchSearch((search) => {
        const state = parseSearch(search);
        setQuery(state.query);
        setSelected(state.categories);
      }),
    [],
  );

  // React hydrates on first contact, often the search box itself: keep what
  // the visitor typed while it loaded (the first render after hydration would
  // empty the box and list every offer).
  useEffect(() => {
    const typed = searchBox.current?.value ?? "";
    const state = parseSearch(window.location.search);
    if (typed === "" || typed === state.query) return;
    setQuery(typed);
    writeSearch(serialiseSearch({ ...state, query: typed }, window.location.search), "replace");
  }, []);

  // The filter list closes with Escape (focus back on Filters) or a click or focus outside it.
  useEffect(() => {
    if (!filtersOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setFiltersOpen(false);
      filtersButton.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!filtersRoot.current?.contains(event.target as Node)) setFiltersOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [filtersOpen]);

  const shown = searchOffers(offers, query, selected);
  // Every offer stays in the page; those that do not match are hidden (the `hidden` attribute), so typing and
  // ticking only flip attributes instead of creating and removing cards.
  const matching = new Set(shown);
  const cardLabels = useMemo(
    () => ({ category: labels.offerCategory, opensInNewTab: labels.opensInNewTab }),
    [labels.offerCategory, labels.opensInNewTab],
  );
  const categoryOf = (key: string) => categories.find((c) => c.category.toLowerCase() === key.toLowerCase());

  function changeQuery(next: string) {
    setQuery(next);
    writeSearch(serialiseSearch({ query: next, categories: selected }, window.location.search), "replace");
  }

  function changeCategories(next: Category[]) {
    setSelected(next);
    writeSearch(serialiseSearch({ query, categories: next }, window.location.search), "push");
  }

  function toggle(category: string, checked: boolean) {
    const set = new Set<string>(selected);
    if (checked) set.add(category);
    else set.delete(category);
    changeCategories(normaliseCategories(set));
  }

  function clear() {
    changeCategories([]);
    filtersButton.current?.focus();
  }

  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-end [@media(scripting:none)]:hidden">
        <search className="block flex-1">
          <label htmlFor={searchId} className="mb-2 block font-semibold text-brand">
            {labels.search}
          </label>
          <div className="relative">
            <Search
              size={20}
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
            />
            <input
              ref={searchBox}
              id={searchId}
              type="search"
              value={query}
              placeholder={labels.searchPlaceholder}
              onChange={(event) => changeQuery(event.target.value)}
              className="min-h-13 w-full rounded-full border border-line bg-surface-raised py-3 pr-5 pl-12 text-base text-ink shadow-card placeholder:text-muted"
            />
          </div>
        </search>

        <div className="flex flex-wrap items-center gap-3">
          <div ref={filtersRoot} className="relative">
            <button
              ref={filtersButton}
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
              className="inline-flex min-h-13 items-center gap-2 rounded-full border-2 border-brand/80 bg-surface-raised px-5 font-semibold text-brand transition-colors hover:bg-brand hover:text-white"
            >
              <SlidersHorizontal size={20} aria-hidden="true" className="pointer-events-none" />
              {labels.filters}
              {selected.length > 0 && (
                <span
                  aria-hidden="true"
                  className="inline-flex size-6 items-center justify-center rounded-full bg-accent text-sm text-white"
                >
                  {selected.length}
                </span>
              )}
              <ChevronDown
                size={18}
                aria-hidden="true"
                className={cn("pointer-events-none transition-transform", filtersOpen && "rotate-180")}
              />
            </button>
            <div
              id={panelId}
              hidden={!filtersOpen}
              className="absolute top-full left-0 z-20 mt-2 w-64 max-w-[calc(100vw-2.5rem)] rounded-card border border-line bg-surface-raised p-4 shadow-lift md:right-0 md:left-auto"
            >
              <fieldset>
                <legend className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
                  {labels.filtersLegend}
                </legend>
                {categories.map((category) => {
                  const value = category.category.toLowerCase();
                  return (
                    <label
                      key={value}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-brand hover:bg-surface-sunken"
                    >
                      <input
                        type="checkbox"
                        checked={(selected as readonly string[]).includes(value)}
                        onChange={(event) => toggle(value, event.target.checked)}
                        className="size-5 accent-accent"
                      />
                      {category.name}
                    </label>
                  );
                })}
              </fieldset>
            </div>
          </div>

          {selected.length > 0 && (
            <button
              type="button"
              onClick={clear}
              className="inline-flex min-h-13 items-center gap-2 rounded-full px-4 font-semibold text-accent underline-offset-4 hover:underline"
            >
              <X size={18} aria-hidden="true" className="pointer-events-none" />
              {labels.clearFilters}
            </button>
          )}
        </div>
      </div>

      <p
        role="status"
        className={
          shown.length === 0
            ? "mt-10 rounded-card border border-dashed border-line bg-surface-raised p-8 text-center text-lg text-brand"
            : "mt-8 text-muted"
        }
      >
        {shown.length === 0
          ? labels.none
          : format(shown.length === 1 ? labels.countOne : labels.countOther, { count: shown.length })}
      </p>

      {offers.length > 0 && (
        <ul hidden={shown.length === 0 || undefined} className="mt-6 grid gap-6 md:grid-cols-2" data-offer-list>
          {offers.map((offer) => (
            <li key={offer.url} hidden={!matching.has(offer) || undefined} className="flex">
              <Card
                offer={offer}
                category={categoryOf(offer.category)}
                labels={cardLabels}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
