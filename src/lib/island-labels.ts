// Interface strings for each React island, read from src/content/settings/strings.yaml.
// Pages pass `labels={xxxLabels(t)}` where `t = await getStrings()`, so every
// island gets exactly the keys it needs and a missing key fails the build.
import { format } from "./format";

type T = (key: string) => string;

const errors = (t: T) => ({ errorText: t("errorTitle"), errorHelp: t("errorHelp") });

/** Chat (layouts/PageLayout via components/site/ChatLauncher.astro). */
export function chatLabels(t: T, name: string) {
  const named = (key: string) => format(t(key), { name });
  return {
    open: named("chatOpen"),
    window: named("chatWindow"),
    close: t("chatClose"),
    startOver: t("chatStartOver"),
    messageLabel: t("chatMessageLabel"),
    placeholder: t("chatPlaceholder"),
    send: t("chatSend"),
    typing: named("chatTyping"),
    you: t("chatYou"),
    assistant: named("chatAssistant"),
    suggestions: t("chatSuggestions"),
    opensInNewTab: t("opensInNewTab"),
    ...errors(t),
  };
}

/** Any Carousel: `label` names the carousel region (usually the section heading). */
export function carouselLabels(t: T, label: string) {
  return {
    label,
    previous: t("carouselPrevious"),
    next: t("carouselNext"),
    /** "{index} of {count}", filled in per slide. */
    slide: t("carouselSlide"),
    ...errors(t),
  };
}

export function testimonialsLabels(t: T, label: string) {
  return { ...carouselLabels(t, label), rating: t("starRating") };
}

export function teamLabels(t: T, label: string) {
  return {
    ...carouselLabels(t, label),
    profile: t("teamProfile"),
    opensInNewTab: t("opensInNewTab"),
    sample: t("sampleEntry"),
  };
}

export function accordionLabels(t: T) {
  return errors(t);
}

export function marketplaceLabels(t: T) {
  return {
    categories: t("categoriesLabel"),
    hint: t("marketplaceHint"),
    countOne: t("offersCountOne"),
    countOther: t("offersCountOther"),
    offerCategory: t("offerCategory"),
    opensInNewTab: t("opensInNewTab"),
    ...errors(t),
  };
}

export function expertDirectoryLabels(t: T) {
  return {
    search: t("expertsSearch"),
    searchPlaceholder: t("expertsSearchPlaceholder"),
    filters: t("expertsFilters"),
    filtersLegend: t("expertsFiltersLegend"),
    clearFilters: t("expertsClearFilters"),
    none: t("expertsNone"),
    countOne: t("expertsCountOne"),
    countOther: t("expertsCountOther"),
    offerCategory: t("offerCategory"),
    opensInNewTab: t("opensInNewTab"),
    ...errors(t),
  };
}
