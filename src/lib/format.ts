/** Fills "{name}" placeholders in an interface string: format("{index} of {count}", { index: 1, count: 4 }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
