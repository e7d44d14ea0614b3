// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import MarketplaceBrowser from "../../src/islands/MarketplaceBrowser";
import { marketplaceLabels } from "../../src/lib/island-labels";
import { categories, offers, t } from "./fixtures";

const labels = marketplaceLabels(t);
// The island's words are props; the page passes its offers section (content files: tests/dist/pages.test.ts).
const results = {
  id: "offers",
  heading: "Fixture results heading",
  lead: "Each offer opens in a new tab.",
  empty: "No partner for this part of your plan yet.",
};
const HINT = t("marketplaceHint");
/** A category of the fixtures that no offer is in. */
const EMPTY = categories.find((category) => !offers.some((offer) => offer.category === category.category))!;
const card = (name: string) => screen.getByRole("checkbox", { name: new RegExp(`^${name}`) });
const offerNames = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

const browser = (
  <MarketplaceBrowser
    categories={categories}
    offers={offers}
    labels={labels}
    results={results}
    emptyActions={
      <>
        <a href="/book">Book a Call</a>
        <a href="mailto:team@example.org?subject=Partner">Suggest a Partner</a>
      </>
    }
  >
    <a href="/trusted-experts">View All Trusted Experts</a>
  </MarketplaceBrowser>
);
const nextSteps = () => screen.queryAllByRole("link", { name: /^(Book a Call|Suggest a Partner)$/ });

function renderBrowser() {
  return render(browser);
}

function goBack() {
  // jsdom's history.back() is asynchronous; emulate the browser restoring an address.
  act(() => {
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("MarketplaceBrowser", () => {
  it("shows the five categories as checkbox cards and, with none chosen, only a hint", () => {
    renderBrowser();
    const group = screen.getByRole("group", { name: "Planning categories" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((b) => b.closest("label")?.querySelector(".font-serif")?.textContent)).toEqual([
      "Beliefs",
      "Legal",
      "Financial",
      "Physical",
      "Digital",
    ]);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent(HINT);
    expect(offerNames()).toEqual([]);
  });

  it("server-renders the cards once, and every offer for CSS to show by ticked category", () => {
    const doc = new DOMParser().parseFromString(renderToString(browser), "text/html");
    // One set of cards, the same for every visitor: native checkboxes.
    expect(doc.querySelectorAll("input[type=checkbox]")).toHaveLength(categories.length);
    expect(doc.querySelectorAll("label")).toHaveLength(categories.length);
    expect(doc.querySelector("[role=status]")?.textContent).toContain(HINT);
    const lists = [...doc.querySelectorAll("ul")];
    expect(lists).toHaveLength(1);
    expect([...lists[0]!.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(offers.map((o) => o.name));
    // Each offer shows (before React, and without JavaScript) while its category is ticked.
    for (const item of lists[0]!.querySelectorAll("li")) {
      const category = offers.find((o) => item.textContent?.includes(o.name))!.category;
      expect(item.className).toContain(`group-has-[input[value=${category}]:checked]/browser:flex`);
    }
    // Categories with offers are marked, so CSS can tell "nothing to show" from "nothing chosen".
    const offered = new Set(offers.map((o) => o.category));
    for (const box of doc.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
      expect(box.hasAttribute("data-offered")).toBe(offered.has(box.value as (typeof offers)[number]["category"]));
    }
  });

  it("adopts a card ticked before React hydrated, and writes it to the address", async () => {
    window.history.replaceState(null, "", "/marketplace");
    const container = document.createElement("div");
    container.innerHTML = renderToString(browser);
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>("input[value=digital]")!;
    box.click(); // the visitor's tap, before React
    expect(box.checked).toBe(true);
    await act(async () => {
      hydrateRoot(container, browser);
    });
    expect(card("Digital")).toBeChecked();
    expect(offerNames()).toEqual(["Prisidio"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 partner offer shown");
    expect(window.location.search).toBe("?category=digital");
    container.remove();
  });

  it("keeps the results heading and actions", () => {
    renderBrowser();
    expect(screen.getByRole("heading", { level: 2, name: results.heading })).toBeInTheDocument();
    expect(document.getElementById("offers")).toContainElement(screen.getByRole("link", { name: /View All/ }));
  });

  it("toggles categories and shows only matching offers", async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(card("Digital"));
    expect(card("Digital")).toBeChecked();
    expect(offerNames()).toEqual(["Prisidio"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 partner offer shown");

    await user.click(card("Physical"));
    expect(offerNames()).toEqual(["Prisidio", "Memorial Tribute Legacy"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 partner offers shown");

    await user.click(card("Digital"));
    expect(card("Digital")).not.toBeChecked();
    expect(offerNames()).toEqual(["Memorial Tribute Legacy"]);

    await user.click(card("Physical"));
    expect(offerNames()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent(HINT);
  });

  it("says so when the chosen categories have no partners, with the next steps, and only then", async () => {
    const user = userEvent.setup();
    renderBrowser();
    expect(nextSteps()).toEqual([]);
    await user.click(card(EMPTY.name));
    expect(offerNames()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent(results.empty);
    expect(nextSteps().map((link) => link.getAttribute("href"))).toEqual([
      "/book",
      "mailto:team@example.org?subject=Partner",
    ]);
    // Inside the results panel, before its own actions.
    const panel = document.getElementById("offers")!;
    expect(panel).toContainElement(nextSteps()[0]!);
    expect(
      nextSteps()[1]!.compareDocumentPosition(screen.getByRole("link", { name: /View All/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // A category with partners as well: their offers, and the next steps go.
    await user.click(card("Digital"));
    expect(offerNames()).toEqual(["Prisidio"]);
    expect(nextSteps()).toEqual([]);
    await user.click(card("Digital"));
    await user.click(card(EMPTY.name));
    expect(screen.getByRole("status")).toHaveTextContent(HINT);
    expect(nextSteps()).toEqual([]);
  });

  it("server-renders the message and next steps for CSS to show while only empty categories are ticked", () => {
    const doc = new DOMParser().parseFromString(renderToString(browser), "text/html");
    const status = doc.querySelector("[role=status]")!;
    const message = [...status.querySelectorAll("span")].find((span) => span.textContent === results.empty)!;
    const steps = doc.querySelector("[data-empty-actions]")!;
    expect(steps.querySelectorAll("a")).toHaveLength(2);
    // Hidden until a category is ticked, and again once a ticked category has offers (data-offered).
    for (const element of [message, steps]) {
      expect(element.className).toMatch(/(^| )hidden( |$)/);
      expect(element.className).toMatch(/group-has-\[input:checked\]\/browser:(inline|block)/);
      expect(element.className).toContain("group-has-[input[data-offered]:checked]/browser:hidden");
    }
    expect(doc.querySelector(`input[value=${EMPTY.category}]`)?.hasAttribute("data-offered")).toBe(false);
  });

  it("opens partner pages in a new tab", async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(card("Digital"));
    const link = screen.getByRole("link", { name: /^Sign Up/ });
    expect(link).toHaveAttribute("href", "https://www.prisidio.com/endevo");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName("Sign Up – Prisidio (opens in a new tab)");
    expect(screen.getByRole("article")).toHaveTextContent("Category: Digital");
  });

  it("keeps the choice in the address and restores it from the address", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/marketplace?category=physical#browse");
    renderBrowser();
    expect(card("Physical")).toBeChecked();
    expect(offerNames()).toEqual(["Memorial Tribute Legacy"]);

    const before = window.history.length;
    await user.click(card("Legal"));
    expect(window.location.search).toBe("?category=legal,physical");
    expect(window.location.hash).toBe("#browse");
    expect(window.history.length).toBe(before + 1);

    window.history.replaceState(null, "", "/marketplace?category=digital");
    goBack();
    expect(card("Digital")).toBeChecked();
    expect(card("Legal")).not.toBeChecked();
    expect(offerNames()).toEqual(["Prisidio"]);

    await user.click(card("Digital"));
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/marketplace");
  });
});
