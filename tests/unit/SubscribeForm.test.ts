// Stay Connected, rendered with Astro's container API in both modes: posting to
// a newsletter endpoint (with the honeypot) and opening an e-mail instead.
// Content comes from the real settings files (the content store is a build-time thing).
import { readFileSync } from "node:fs";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { load } from "js-yaml";
import SubscribeForm from "../../src/components/site/SubscribeForm.astro";
import { attributes } from "../../src/integrations/security-policy.mjs";
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

/** The contact address and the subject line the settings give (an editor may change both). */
const settingsFile = (file: string) => load(readFileSync(`src/content/settings/${file}.yaml`, "utf8")) as never;
const EMAIL = (settingsFile("site") as { contact: { email: string } }).contact.email;
const SUBJECT = (settingsFile("strings") as Record<string, string>)["subscribeMailSubject"]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function render(endpoint?: string | null) {
  const container = await AstroContainer.create();
  const html = await container.renderToString(SubscribeForm, endpoint === undefined ? {} : { props: { endpoint } });
  const tags = (name: string) =>
    [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map(([, text]) => attributes(text!));
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  return {
    html,
    text,
    form: tags("form")[0]!,
    submit: tags("button").find((button) => button.get("type") === "submit")!,
    inputs: tags("input"),
    host: tags("subscribe-form")[0]!,
    tags,
  };
}

describe("SubscribeForm with a newsletter endpoint", () => {
  it("posts name, e-mail and the honeypot to the endpoint", async () => {
    const { form, inputs, host, html, text } = await render("https://news.example.com/subscribe");
    expect(form.get("action")).toBe("https://news.example.com/subscribe");
    expect(form.get("method")).toBe("post");
    expect(form.has("enctype")).toBe(false);
    expect(inputs.map((input) => input.get("name"))).toEqual(["name", "email", HONEYPOT]);
    expect(host.get("data-mode")).toBe("endpoint");
    expect(html).not.toContain('role="status"');
    expect(text).not.toMatch(/e-mail app/);
  });

  it("hides the honeypot from people: off-screen, out of the tab order, labelled, no autofill", async () => {
    const { inputs, html } = await render("https://news.example.com/subscribe");
    const trap = inputs.find((input) => input.get("name") === HONEYPOT)!;
    expect(trap.get("tabindex")).toBe("-1");
    expect(trap.get("autocomplete")).toBe("off");
    // Dev renders add data-astro-source-* attributes: match the structure, not the exact tags.
    expect(html).toMatch(
      /<div class="sr-only" aria-hidden="true"[^>]*><label[^>]*>\s*Leave this field empty\. It is here to catch spam robots\.\s*<input[^>]*name="website"/,
    );
  });
});

describe("SubscribeForm without an endpoint", () => {
  it("opens an e-mail to the contact address, and says so before and after", async () => {
    const { form, submit, inputs, text, html } = await render(null);
    // On the button, not the form: browsers flag a form whose action is not https as insecure.
    expect(form.get("action")).toBeUndefined();
    expect(submit.get("formaction")).toBe(`mailto:${EMAIL}?subject=${encodeURIComponent(SUBJECT)}`);
    expect(form.get("method")).toBe("post");
    expect(form.get("enctype")).toBe("text/plain");
    expect(text).toMatch(
      new RegExp(`opens a ready-made e-mail to ${escape(EMAIL)} .*Nothing is sent until you send it`),
    );
    expect(html).toMatch(/<p[^>]*role="status"[^>]*><\/p>/);
    // The honeypot has no name here, so it never shows in the e-mail.
    expect(inputs.map((input) => input.get("name"))).toEqual(["name", "email", undefined]);
  });

  it("takes the endpoint from site settings when none is given", async () => {
    const { submit, form } = await render();
    const endpoint = (settingsFile("site") as { newsletterEndpoint?: string }).newsletterEndpoint;
    if (endpoint) expect(form.get("action")).toBe(endpoint);
    else expect(submit.get("formaction")).toMatch(new RegExp(`^mailto:${escape(EMAIL)}\\?subject=`));
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
