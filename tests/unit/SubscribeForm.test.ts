// Stay Connected, rendered with Astro's container API in both modes: posting to
// a newsletter endpoint (with the honeypot) and opening an e-mail instead.
// Content comes from the real settings files (the content store is a build-time thing).
import { readFileSync } from "node:fs";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { load } from "js-yaml";
import { JSDOM } from "jsdom";
import SubscribeForm from "../../src/components/site/SubscribeForm.astro";
import { HONEYPOT, fill, mailtoHref, subscribeForm } from "../../src/lib/subscribe";

vi.mock("../../src/lib/content", () => {
  const settings = (file: string) => load(readFileSync(`src/content/settings/${file}.yaml`, "utf8")) as never;
  return {
    getSite: async () => settings("site"),
    single: async (collection: string) => settings(collection),
    getStrings: async () => {
      const strings = settings("strings") as Record<string, string>;
      return (key: string) => {
        if (strings[key] === undefined) throw new Error(`Missing string ${key}`);
        return strings[key];
      };
    },
  };
});

async function render(endpoint: string | null) {
  const container = await AstroContainer.create();
  const html = await container.renderToString(SubscribeForm, { props: { endpoint } });
  return new JSDOM(html).window.document;
}

describe("SubscribeForm with a newsletter endpoint", () => {
  it("posts name, e-mail and the honeypot to the endpoint", async () => {
    const document = await render("https://news.example.com/subscribe");
    const form = document.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("https://news.example.com/subscribe");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("enctype")).toBe(false);
    const names = [...form.querySelectorAll("input")].map((input) => input.getAttribute("name"));
    expect(names).toEqual(["name", "email", HONEYPOT]);
    expect(document.querySelector("subscribe-form")!.getAttribute("data-mode")).toBe("endpoint");
    expect(document.querySelector("[role=status]")).toBeNull();
    expect(document.body.textContent).not.toMatch(/e-mail app/);
  });

  it("hides the honeypot from people: off-screen, out of the tab order, labelled, no autofill", async () => {
    const document = await render("https://news.example.com/subscribe");
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT}"]`)!;
    expect(trap.getAttribute("tabindex")).toBe("-1");
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.closest("label")!.textContent).toMatch(/Leave this field empty.*spam robots/);
    const wrapper = trap.closest("[aria-hidden]")!;
    expect(wrapper.getAttribute("aria-hidden")).toBe("true");
    expect(wrapper.classList.contains("sr-only")).toBe(true);
  });
});

describe("SubscribeForm without an endpoint", () => {
  it("opens an e-mail to the contact address, and says so before and after", async () => {
    const document = await render(null);
    const form = document.querySelector("form")!;
    expect(form.getAttribute("action")).toBe(
      "mailto:hello@endevo.life?subject=Please%20add%20me%20to%20the%20Stay%20Connected%20list",
    );
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("enctype")).toBe("text/plain");
    expect(form.textContent).toMatch(
      /opens a ready-made e-mail to hello@endevo\.life.*Nothing is sent until you send it/,
    );
    expect(document.querySelector("[role=status]")!.textContent).toBe("");
    // The honeypot has no name here, so it never shows in the e-mail.
    const names = [...form.querySelectorAll("input")].map((input) => input.getAttribute("name"));
    expect(names).toEqual(["name", "email", null]);
  });

  it("takes the endpoint from site settings when none is given (none is set today)", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(SubscribeForm);
    expect(html).toContain('action="mailto:hello@endevo.life?subject=');
  });
});

describe("subscribe helpers", () => {
  it("chooses the mode from the settings", () => {
    const contact = { email: "hello@example.com" };
    expect(subscribeForm({ contact, newsletterEndpoint: "https://n.example.com/s" }, "Hi")).toEqual({
      mode: "endpoint",
      action: "https://n.example.com/s",
      method: "post",
    });
    expect(subscribeForm({ contact }, "Add me")).toEqual({
      mode: "email",
      action: "mailto:hello@example.com?subject=Add%20me",
      method: "post",
      enctype: "text/plain",
    });
  });

  it("writes the message with the name and address filled in", () => {
    const body = fill("Name: {name}\nE-mail: {address}\n{unknown}", { name: "Ana Ruiz", address: "ana@example.com" });
    expect(body).toBe("Name: Ana Ruiz\nE-mail: ana@example.com\n{unknown}");
    const href = mailtoHref("hello@example.com", "Add me & mine", body);
    expect(href).toBe(
      "mailto:hello@example.com?subject=Add%20me%20%26%20mine&body=Name%3A%20Ana%20Ruiz%0D%0AE-mail%3A%20ana%40example.com%0D%0A%7Bunknown%7D",
    );
  });
});
