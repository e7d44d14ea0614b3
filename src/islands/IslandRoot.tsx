import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from "react";

/** The fixed error text shown where an island fails (docs/REQUIREMENTS.md §6.6, §7). */
export const ISLAND_ERROR = "Unexpected Application Error!";

interface Props {
  children: ReactNode;
  /** Shown in place of the island if it throws. */
  errorText?: string | undefined;
  /** A sentence of help under the error. */
  errorHelp?: string | undefined;
}

/**
 * Wraps every island: catches its errors so the rest of the page keeps
 * working, and marks the island ready once React owns its DOM (the
 * `client:interaction` directive waits for that before replaying a click).
 */
export function IslandRoot({ children, errorText, errorHelp }: Props) {
  // A hidden marker beside the island rather than a wrapper around it: the
  // island's own elements stay direct children of <astro-island>, which
  // `client:visible` watches (a display:contents wrapper never intersects).
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.closest("astro-island")?.setAttribute("data-island-ready", "");
  }, []);
  return (
    <>
      <span ref={ref} hidden />
      <IslandErrorBoundary errorText={errorText ?? ISLAND_ERROR} errorHelp={errorHelp}>
        {children}
      </IslandErrorBoundary>
    </>
  );
}

interface BoundaryProps {
  children: ReactNode;
  errorText: string;
  errorHelp?: string | undefined;
}

class IslandErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-card border border-accent bg-accent-surface p-4 text-ink">
        <p className="font-semibold">{this.props.errorText}</p>
        {this.props.errorHelp && <p className="mt-1 text-sm">{this.props.errorHelp}</p>}
      </div>
    );
  }
}
