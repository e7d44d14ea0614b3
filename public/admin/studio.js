// The editors' studio (Decap CMS, loaded before this file): previews styled like the site.
window.CMS.registerPreviewStyle("/admin/preview.css");
