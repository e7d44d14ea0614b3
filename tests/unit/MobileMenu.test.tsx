// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import MobileMenu from "../../src/islands/MobileMenu";
import { t } from "./fixtures";

const items = [
  { label: "Solutions", href: "/solution" },
  { label: "Plan", href: "/plan" },
];
const labels = {
  open: t("openMenu"),
  close: t("closeMenu"),
  menu: t("mobileMenu"),
  errorText: t("errorTitle"),
  errorHelp: t("errorHelp"),
};

function renderMenu() {
  return render(
    <div>
      <MobileMenu items={items} currentPath="/plan" labels={labels} />
      <p>Outside</p>
      <button type="button">Elsewhere</button>
    </div>,
  );
}

describe("MobileMenu", () => {
  it("toggles with aria-expanded and aria-controls, marking the current page", async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(screen.getByRole("link", { name: "Plan" })).toHaveAttribute("aria-current", "page");
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(panel).not.toBeVisible();
  });

  it("Escape closes it and returns focus to the button", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.tab();
    expect(screen.getByRole("link", { name: "Solutions" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("a click outside closes it and returns focus, unless the click focused something else", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByText("Outside"));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });
});
