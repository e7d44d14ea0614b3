/**
 * Stay Connected (footer): how the form is sent. With a newsletter endpoint in
 * settings/site.yaml the browser posts name and e-mail to it; without one,
 * Subscribe opens an e-mail to the contact address with the details filled in
 * (with JavaScript: a written message; without: the browser's own mailto form).
 * Nothing here pretends that a subscription happened.
 */

/** The honeypot field's name: people never see it, form-filling robots fill it in. */
export const HONEYPOT = "website";

export type SubscribeForm =
  | { mode: "endpoint"; action: string; method: "post"; enctype?: undefined }
  | { mode: "email"; action: string; method: "post"; enctype: "text/plain" };

/** The form's attributes for the site settings. */
export function subscribeForm(
  settings: { newsletterEndpoint?: string | undefined; contact: { email: string } },
  subject: string,
): SubscribeForm {
  if (settings.newsletterEndpoint) return { mode: "endpoint", action: settings.newsletterEndpoint, method: "post" };
  // Without JavaScript, browsers put the fields in the body of the e-mail ("name=…").
  return {
    mode: "email",
    action: `mailto:${settings.contact.email}?subject=${encodeURIComponent(subject)}`,
    method: "post",
    enctype: "text/plain",
  };
}

/** Replaces {name} placeholders with values. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

/** A mailto: address with a subject and a body (RFC 6068: spaces as %20, line breaks as %0D%0A). */
export function mailtoHref(to: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
