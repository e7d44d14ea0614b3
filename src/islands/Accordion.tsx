import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Plus } from "lucide-react";
import { cn } from "../lib/cn";
import { headerFocusTarget, itemFromHash, toggleOpen } from "../lib/accordion";
import { IslandRoot } from "./IslandRoot";

export interface AccordionItem {
  /** Anchor for the item (a link to #id opens it). */
  id: string;
  question: string;
  answer: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Groups the native <details> so that opening one closes the others (before JavaScript). */
  name: string;
  /** Heading level of the questions (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The item open at first, by id; none by default. */
  defaultOpen?: string | undefined;
  labels?: { errorText: string; errorHelp: string } | undefined;
}

/**
 * WAI-ARIA APG accordion: one item open at a time, the open item can be
 * closed, Up/Down/Home/End move between the headers.
 *
 * Before JavaScript runs (and without it) the items are native exclusive
 * <details name="…">, which already open one at a time with every answer in
 * the HTML. Once hydrated they become heading buttons with aria-expanded and
 * aria-controls, keeping whichever item the visitor had opened and the focus.
 */
export default function Accordion({ labels, ...props }: AccordionProps) {
  return (
    <IslandRoot errorText={labels?.errorText} errorHelp={labels?.errorHelp}>
      <AccordionList {...props} />
    </IslandRoot>
  );
}

const questionClass =
  "flex w-full cursor-pointer items-start justify-between gap-6 rounded-sm py-6 text-left font-serif text-xl leading-snug font-medium text-ink transition-colors hover:text-accent sm:text-2xl";
const iconClass =
  "pointer-events-none mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full border transition-[transform,background-color,color] duration-300 motion-reduce:transition-none";
const iconClosed = "border-line bg-surface text-accent";
const iconOpen = "rotate-45 border-accent bg-accent text-white";
const iconOpenWhenDetailsOpen =
  "group-open/faq:rotate-45 group-open/faq:border-accent group-open/faq:bg-accent group-open/faq:text-white";
const panelClass = "pr-4 pb-7 sm:pr-16";
const answerClass = "max-w-2xl text-lg text-muted";

function AccordionList({ items, name, headingLevel = 3, defaultOpen }: Omit<AccordionProps, "labels">) {
  const [enhanced, setEnhanced] = useState(false);
  const [openId, setOpenId] = useState<string | undefined>(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterSwap = useRef<number | undefined>(undefined);
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";

  // Take over from the native <details>: keep what the visitor opened and where their focus was.
  // A layout effect, so reading the details and swapping them for buttons happen in the same task as
  // hydration's commit: no click can land in between and be undone by the swap.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const details = [...(root?.querySelectorAll<HTMLDetailsElement>(":scope > details") ?? [])];
    const opened = details.findIndex((element) => element.open);
    const focused = details.findIndex((element) => element.contains(document.activeElement));
    if (focused >= 0) focusAfterSwap.current = focused;
    // Switching from native details to the scripted pattern happens once, after hydration.
    if (opened >= 0) setOpenId(items[opened]?.id);
    setEnhanced(true);
  }, [items]);

  useLayoutEffect(() => {
    if (!enhanced || focusAfterSwap.current === undefined) return;
    buttons.current[focusAfterSwap.current]?.focus();
    focusAfterSwap.current = undefined;
  }, [enhanced]);

  // Arriving at (or following a link to) #item-id opens that item.
  useEffect(() => {
    const ids = items.map((item) => item.id);
    const openFromHash = () => {
      const id = itemFromHash(window.location.hash, ids);
      if (id) setOpenId(id);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [items]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = headerFocusTarget(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div ref={rootRef} className="divide-y divide-line border-y border-line" data-accordion>
      {items.map((item, index) => {
        const open = openId === item.id;
        if (!enhanced) {
          return (
            <details key={item.id} id={item.id} name={name} open={open} className="group/faq">
              <summary className={cn(questionClass, "list-none [&::-webkit-details-marker]:hidden")}>
                <span>{item.question}</span>
                <span aria-hidden="true" className={cn(iconClass, iconClosed, iconOpenWhenDetailsOpen)}>
                  <Plus size={20} strokeWidth={2} />
                </span>
              </summary>
              <div className={panelClass}>
                <p className={answerClass}>{item.answer}</p>
              </div>
            </details>
          );
        }
        const buttonId = `${item.id}-question`;
        const panelId = `${item.id}-answer`;
        return (
          <div key={item.id} id={item.id}>
            <Heading>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => toggleOpen(current, item.id))}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={questionClass}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className={cn(iconClass, open ? iconOpen : iconClosed)}>
                  <Plus size={20} strokeWidth={2} />
                </span>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} hidden={!open} className={panelClass}>
              <p className={answerClass}>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
