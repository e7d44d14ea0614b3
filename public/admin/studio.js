/* global window, DOMParser -- runs in the browser, in the studio page */
// The editors' studio (Decap CMS is loaded just before this file).
// Previews use the site's own styles, found on the home page of this very site, so the preview pane
// shows the site's fonts, colours and text styles (the exact page is the deploy preview: "View
// Preview" in the editor, see docs/CONTENT.md). A build links its style sheets; `astro dev` (local
// mode, `npm run studio`) writes them into <style> elements instead.
(async () => {
  const cms = window.CMS;
  // The pane lists the fields one under another: give it the page's margins and let long addresses wrap.
  cms.registerPreviewStyle("body { padding: 1.5rem 2rem; overflow-wrap: anywhere; }", { raw: true });
  try {
    const html = await (await fetch("/")).text();
    const page = new DOMParser().parseFromString(html, "text/html");
    for (const link of page.querySelectorAll('link[rel="stylesheet"][href^="/"]')) {
      cms.registerPreviewStyle(link.getAttribute("href"));
    }
    for (const style of page.querySelectorAll("style")) {
      if (style.textContent.trim()) cms.registerPreviewStyle(style.textContent, { raw: true });
    }
  } catch {
    // No styles: the preview still shows every field, unstyled.
  }
})();
