import { PROFILE_PICTURE_CROP } from "@weldtrace/domain";

export interface TPixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Image types whose transparency is kept (saved as PNG); the others are saved as JPEG. */
const KEEPS_ALPHA = new Set(["image/png", "image/gif", "image/webp"]);
export const ACCEPTED_IMAGES = ["image/png", "image/jpeg", "image/gif", "image/bmp", "image/webp"];

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("unreadable image"));
    image.src = src;
  });
}

/** Draws the chosen area of the source into a 400x200 canvas (spec crop area) and returns a data URL. */
export async function cropToDataUrl(src: string, area: TPixelArea, sourceType: string): Promise<string> {
  const image = await loadImage(src);
  const { width, height } = PROFILE_PICTURE_CROP;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  const png = KEEPS_ALPHA.has(sourceType);
  if (!png) {
    // JPEG has no transparency: fill first so transparent pixels do not turn black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = "high";
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return png ? canvas.toDataURL("image/png") : canvas.toDataURL("image/jpeg", 0.9);
}
