import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ChevronDown } from "lucide-react";
import { IslandRoot } from "./IslandRoot";

export interface AccordionItem {
  /** Anchor for the item (a link to #id opens it). */
  id: string;
  question: string;
  answer: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of the questions (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The item open at first, by id; none by default. */
  defaultOpen?: string | undefined;
  labels?: { errorText: string; errorHelp: string } | undefined;
}

/**
 * WAI-ARIA APG accordion: one item open at a time, and the open item can be
 * closed. Every answer is in the server-rendered HTML (closed ones carry the
 * `hidden` attribute), so find-in-page and search engines see them.
 */
export default function Accordion({ labels, ...props }: AccordionProps) {
  return (
    <IslandRoot errorText={labels?.errorText} errorHelp={labels?.errorHelp}>
      <AccordionList {...props} />
    </IslandRoot>
  );
}

function AccordionList({ items, headingLevel = 3, defaultOpen }: Omit<AccordionProps, "labels">) {
  const [openId, setOpenId] = useState<string | undefined>(defaultOpen);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";

  // Arriving at (or following a link to) #item-id opens that item.
  useEffect(() => {
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (items.some((item) => item.id === id)) setOpenId(id);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [items]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised shadow-card">
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${item.id}-question`;
        const panelId = `${item.id}-answer`;
        return (
          <div key={item.id} id={item.id}>
            <Heading className="font-sans text-lg font-semibold sm:text-xl">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-brand transition-colors hover:bg-surface-sunken/60 sm:px-7"
              >
                <span>{item.question}</span>
                <ChevronDown
                  size={22}
                  aria-hidden="true"
                  className={
                    "pointer-events-none shrink-0 text-accent transition-transform motion-reduce:transition-none" +
                    (open ? " rotate-180" : "")
                  }
                />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} hidden={!open} className="px-5 pb-6 text-muted sm:px-7">
              <p className="max-w-prose">{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
