const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Spec §9: an export is named by the local time it was made, as YYYYMMDD_hhmmA (12-hour clock,
 * AM/PM), then a label: `20261123_0945AM_users.pdf`.
 */
export function exportFileName(label: string, extension: string, at: Date = new Date()): string {
  const hours = at.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}_${pad(hour12)}${pad(at.getMinutes())}${hours < 12 ? "AM" : "PM"}`;
  return `${stamp}_${label}.${extension}`;
}
