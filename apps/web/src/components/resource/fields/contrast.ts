/** Spec: tag pills use black text when the background's luminance is 165 or more, else white. */
export const TAG_CONTRAST_THRESHOLD = 165;

export function textColorOn(hex: string): "#000000" | "#ffffff" {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return "#000000";
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => Number.parseInt(part ?? "0", 16)) as [number, number, number];
  const luminance = 0.299 * r + 0.587 * g + 0.114 * b;
  return luminance >= TAG_CONTRAST_THRESHOLD ? "#000000" : "#ffffff";
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
