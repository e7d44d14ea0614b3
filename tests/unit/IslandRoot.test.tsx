// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ISLAND_ERROR, IslandRoot } from "../../src/islands/IslandRoot";
import Accordion from "../../src/islands/Accordion";
import TeamCarousel from "../../src/islands/TeamCarousel";
import TestimonialsCarousel from "../../src/islands/TestimonialsCarousel";
import { teamLabels, testimonialsLabels } from "../../src/lib/island-labels";
import { stubLayout } from "./dom-stubs";
import { t } from "./fixtures";

function Broken(): never {
  throw new Error("boom");
}

describe("IslandRoot", () => {
  it("shows the island when nothing goes wrong", () => {
    render(
      <IslandRoot>
        <p>Fine</p>
      </IslandRoot>,
    );
    expect(screen.getByText("Fine")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it('shows "Unexpected Application Error!" in place of an island that throws, and the rest of the page stays', () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <main>
        <h1>Page</h1>
        <IslandRoot errorHelp="Please refresh.">
          <Broken />
        </IslandRoot>
      </main>,
    );
    expect(ISLAND_ERROR).toBe("Unexpected Application Error!");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Unexpected Application Error!");
    expect(alert).toHaveTextContent("Please refresh.");
    expect(screen.getByRole("heading", { name: "Page" })).toBeInTheDocument();
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });

  it("catches errors inside a real island", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    // Broken content (no item list) throws deep inside the accordion.
    const items = null as unknown as Parameters<typeof Accordion>[0]["items"];
    render(
      <Accordion
        items={items}
        name="faq"
        labels={{ errorText: "Unexpected Application Error!", errorHelp: "Call us." }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!Call us.");
    quiet.mockRestore();
  });

  it("catches broken content in the carousels too", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const restore = stubLayout();
    const broken = null as unknown as [];
    const { unmount } = render(
      <TestimonialsCarousel testimonials={broken} labels={testimonialsLabels(t, "What Our Families Say")} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    unmount();
    render(<TeamCarousel members={broken} labels={teamLabels(t, "Meet Our Team")} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    restore();
    quiet.mockRestore();
  });

  it("marks its astro-island ready once hydrated, without wrapping the island", () => {
    const host = document.createElement("astro-island");
    document.body.append(host);
    render(
      <IslandRoot>
        <p>Ready</p>
      </IslandRoot>,
      { container: host },
    );
    expect(host).toHaveAttribute("data-island-ready");
    // client:visible watches the island's direct children: no wrapper in between.
    expect(host.querySelector(":scope > p")).toHaveTextContent("Ready");
    host.remove();
  });
});
