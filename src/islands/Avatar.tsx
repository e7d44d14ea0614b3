import { cn } from "../lib/cn";

const TONES = {
  navy: "from-surface-inverse-raised to-surface-inverse-deep text-white ring-accent-bright/60",
  teal: "from-calm-bright to-calm text-white ring-calm-surface",
  orange: "from-accent-bright to-accent-strong text-white ring-accent-surface",
} as const;
export type AvatarTone = keyof typeof TONES;
/** Tones in turn, so a row of people does not look like one person repeated. */
export const AVATAR_TONES: AvatarTone[] = ["navy", "teal", "orange"];

// Sizes as classes rather than style attributes (a Content Security Policy may forbid inline styles).
const SIZES = {
  sm: { px: 48, className: "size-12 text-lg" },
  lg: { px: 112, className: "size-28 text-[2.5rem]" },
} as const;

/**
 * A person's round avatar: their portrait when there is one, else their
 * initials on a calm brand gradient. Decorative: the name is always written beside it.
 */
export function Avatar({
  initials,
  imageSrc,
  size,
  tone = "navy",
  className,
}: {
  initials: string;
  imageSrc?: string | undefined;
  /** 48 px (sm) or 112 px (lg) square. */
  size: keyof typeof SIZES;
  tone?: AvatarTone | undefined;
  className?: string | undefined;
}) {
  if (imageSrc) {
    return (
      <img
        src={imageSrc}
        alt=""
        width={SIZES[size].px}
        height={SIZES[size].px}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-full object-cover", SIZES[size].className, className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-linear-to-br font-serif font-medium tracking-wide ring-4 select-none",
        TONES[tone],
        SIZES[size].className,
        className,
      )}
    >
      {initials}
    </span>
  );
}
