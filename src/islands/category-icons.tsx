// The Lucide icons the planning categories use (src/content/categories.yaml),
// imported one by one so an island ships only these. Add a line here when an
// editor picks a new icon for a category; unknown names fall back to Sparkles.
import { createElement } from "react";
import {
  Cloud,
  HandHeart,
  HeartHandshake,
  PiggyBank,
  Scale,
  Sparkles,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  "heart-handshake": HeartHandshake,
  scale: Scale,
  "piggy-bank": PiggyBank,
  "hand-heart": HandHeart,
  cloud: Cloud,
};

export function categoryIcon(name: string | undefined): LucideIcon {
  return (name && ICONS[name]) || Sparkles;
}

/** A category's icon by its Lucide name; decorative (the category's name is always written beside it). */
export function CategoryIcon({ name, ...props }: { name: string | undefined } & LucideProps) {
  return createElement(categoryIcon(name), { "aria-hidden": true, ...props });
}
