import { type RefObject, useCallback, useEffect, useRef } from "react";

/** Spec §2: auto-scroll while dragging within 500 px of an edge, 20 px per step. */
export const AUTO_SCROLL_ZONE_PX = 500;
export const AUTO_SCROLL_STEP_PX = 20;

/**
 * How far to scroll one step for a pointer at `position` in a box from `start` to `end`: the zone is the
 * spec's 500 px, narrowed to a fifth of the box so a small box still has a quiet middle.
 */
export function edgeScrollStep(position: number, start: number, end: number): number {
  const zone = Math.min(AUTO_SCROLL_ZONE_PX, (end - start) / 5);
  if (zone <= 0) return 0;
  if (position < start + zone) return -AUTO_SCROLL_STEP_PX;
  if (position > end - zone) return AUTO_SCROLL_STEP_PX;
  return 0;
}

/**
 * While a pass-group column is dragged, scrolls the matrix sideways when the pointer nears its left or
 * right edge, one step per animation frame, so a column can be taken past the visible ones.
 */
export function useEdgeAutoScroll(container: RefObject<HTMLElement | null>) {
  const pointer = useRef<number | null>(null);
  const frame = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    pointer.current = null;
  }, []);

  const tick = useCallback(() => {
    const box = container.current;
    if (box && pointer.current !== null) {
      const rect = box.getBoundingClientRect();
      const step = edgeScrollStep(pointer.current, rect.left, rect.right);
      if (step !== 0) box.scrollLeft += step;
    }
    frame.current = requestAnimationFrame(tick);
  }, [container]);

  const start = useCallback(
    (x: number | null) => {
      pointer.current = x;
      if (frame.current === null) frame.current = requestAnimationFrame(tick);
    },
    [tick],
  );

  useEffect(() => {
    const follow = (event: PointerEvent) => {
      if (frame.current !== null) pointer.current = event.clientX;
    };
    window.addEventListener("pointermove", follow);
    return () => {
      window.removeEventListener("pointermove", follow);
      stop();
    };
  }, [stop]);

  return { start, stop };
}
