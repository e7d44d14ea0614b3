// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import MarketplaceBrowser from "../../src/islands/MarketplaceBrowser";
import { marketplaceLabels } from "../../src/lib/island-labels";
import { categories, offers, t } from "./fixtures";

const labels = marketplaceLabels(t);
const results = { id: "offers", heading: "Help from partners we trust", lead: "Each offer opens in a new tab." };
const HINT = t("marketplaceHint");
const card = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });
const offerNames = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

const browser = (
  <MarketplaceBrowser categories={categories} offers={offers} labels={labels} results={results}>
    <a href="/trusted-experts">View All Trusted Experts</a>
  </MarketplaceBrowser>
);

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
  it("shows the five categories as toggle buttons and, with none chosen, only a hint", () => {
    renderBrowser();
    const group = screen.getByRole("group", { name: "Planning categories" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((b) => b.querySelector(".font-serif")?.textContent)).toEqual([
      "Beliefs",
      "Legal",
      "Financial",
      "Physical",
      "Digital",
    ]);
    for (const button of buttons) expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(HINT);
    expect(offerNames()).toEqual([]);
  });

  it("server-renders the hint, and every offer only for visitors without JavaScript", () => {
    const doc = new DOMParser().parseFromString(renderToString(browser), "text/html");
    expect(doc.querySelector("[role=status]")?.textContent).toBe(HINT);
    // The toggles and the status hide when scripting is off; the plain cards and every offer show instead.
    expect(doc.querySelector("[role=group]")?.className).toContain("[@media(scripting:none)]:hidden");
    expect(doc.querySelector("[role=status]")?.className).toContain("[@media(scripting:none)]:hidden");
    const lists = [...doc.querySelectorAll("ul")];
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list.className).toMatch(/\bhidden \[@media\(scripting:none\)\]:grid/);
    expect([...lists[0]!.querySelectorAll("li")].map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining("Beliefs")]),
    );
    expect([...lists[1]!.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(offers.map((o) => o.name));
  });

  it("drops the no-JavaScript copies once running, and keeps the results heading and actions", () => {
    renderBrowser();
    expect(screen.queryAllByRole("list", { hidden: true })).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 2, name: results.heading })).toBeInTheDocument();
    expect(document.getElementById("offers")).toContainElement(screen.getByRole("link", { name: /View All/ }));
  });

  it("toggles categories and shows only matching offers", async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(card("Digital"));
    expect(card("Digital")).toHaveAttribute("aria-pressed", "true");
    expect(offerNames()).toEqual(["Prisidio"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 partner offer shown");

    await user.click(card("Physical"));
    expect(offerNames()).toEqual(["Prisidio", "Memorial Tribute Legacy"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 partner offers shown");

    await user.click(card("Digital"));
    expect(card("Digital")).toHaveAttribute("aria-pressed", "false");
    expect(offerNames()).toEqual(["Memorial Tribute Legacy"]);

    await user.click(card("Physical"));
    expect(offerNames()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent(HINT);
  });

  it("says so when the chosen categories have no partners", async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(card("Beliefs"));
    expect(offerNames()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent(t("marketplaceNone"));
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
    expect(card("Physical")).toHaveAttribute("aria-pressed", "true");
    expect(offerNames()).toEqual(["Memorial Tribute Legacy"]);

    const before = window.history.length;
    await user.click(card("Legal"));
    expect(window.location.search).toBe("?category=legal,physical");
    expect(window.location.hash).toBe("#browse");
    expect(window.history.length).toBe(before + 1);

    window.history.replaceState(null, "", "/marketplace?category=digital");
    goBack();
    expect(card("Digital")).toHaveAttribute("aria-pressed", "true");
    expect(card("Legal")).toHaveAttribute("aria-pressed", "false");
    expect(offerNames()).toEqual(["Prisidio"]);

    await user.click(card("Digital"));
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/marketplace");
  });
});
