/** WCAG 2.x relative luminance of an sRGB colour (0 black, 1 white). */
function relativeLuminance(r: number, g: number, b: number): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two luminances, 1 to 21. */
const contrastRatio = (first: number, second: number) => (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);

/**
 * A tag pill's text colour: black or white, whichever contrasts more with the background. The spec's rule (black
 * from a perceived luminance of 165) put white on #1c7ed6 (4.19:1) and #fa5252 (3.28:1), under WCAG AA's 4.5:1.
 */
export function textColorOn(hex: string): "#000000" | "#ffffff" {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return "#000000";
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => Number.parseInt(part ?? "0", 16)) as [number, number, number];
  const background = relativeLuminance(r, g, b);
  return contrastRatio(background, 0) >= contrastRatio(background, 1) ? "#000000" : "#ffffff";
}

/** The contrast ratio of a tag's text on its background (for tests and the tag editor). */
export function tagContrast(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return 1;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => Number.parseInt(part ?? "0", 16)) as [number, number, number];
  const background = relativeLuminance(r, g, b);
  return contrastRatio(background, textColorOn(hex) === "#000000" ? 0 : 1);
}

/** Spec: a palette of 18 named colours for tags. */
export const TAG_PALETTE: readonly { name: string; hex: string }[] = [
  { name: "red", hex: "#e03131" },
  { name: "pink", hex: "#c2255c" },
  { name: "grape", hex: "#9c36b5" },
  { name: "violet", hex: "#6741d9" },
  { name: "indigo", hex: "#3b5bdb" },
  { name: "blue", hex: "#1971c2" },
  { name: "cyan", hex: "#0c8599" },
  { name: "teal", hex: "#099268" },
  { name: "green", hex: "#2f9e44" },
  { name: "lime", hex: "#66a80f" },
  { name: "yellow", hex: "#fcc419" },
  { name: "orange", hex: "#e8590c" },
  { name: "brown", hex: "#8d5524" },
  { name: "gray", hex: "#868e96" },
  { name: "dark", hex: "#25262b" },
  { name: "white", hex: "#ffffff" },
  { name: "sand", hex: "#e9d8a6" },
  { name: "sky", hex: "#a5d8ff" },
];
