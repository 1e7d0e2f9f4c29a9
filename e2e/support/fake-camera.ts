import { writeFileSync } from "node:fs";

/** Pixels of a picture as the page's canvas reads them: RGBA, row by row. */
export interface TPixels {
  width: number;
  height: number;
  rgba: number[];
}

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays in a loop) of `frames` identical frames:
 * the picture centred on a white `width` × `height` frame, in 4:2:0 with neutral chroma (a label is black and
 * white, so luma alone carries it). Y4M is a text header per file and per frame, then the raw Y, U and V planes.
 */
export function writeY4m(file: string, picture: TPixels, options: { width?: number; height?: number; frames?: number } = {}): void {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const frames = options.frames ?? 10;
  if (picture.width > width || picture.height > height) throw new Error("the picture is larger than the video frame");
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - picture.width) / 2);
  const top = Math.floor((height - picture.height) / 2);
  for (let y = 0; y < picture.height; y += 1) {
    for (let x = 0; x < picture.width; x += 1) {
      const at = (y * picture.width + x) * 4;
      const [r, g, b, a] = [picture.rgba[at] ?? 255, picture.rgba[at + 1] ?? 255, picture.rgba[at + 2] ?? 255, picture.rgba[at + 3] ?? 255];
      // BT.601 full-range luma, a transparent pixel shown on white.
      const value = (0.299 * r + 0.587 * g + 0.114 * b) * (a / 255) + 255 * (1 - a / 255);
      luma[(top + y) * width + left + x] = Math.round(value);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** Chromium flags that grant the camera without asking and feed it a video file instead of a device. */
export const fakeCameraArgs = (videoFile: string) => [
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-video-capture=${videoFile}`,
];
