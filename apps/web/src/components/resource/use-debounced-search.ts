import { SEARCH_DEBOUNCE_MS } from "@weldtrace/domain";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The search box's own text, committed (to the URL) once typing pauses for 500 ms (spec §9).
 * `committed` is the value currently applied; when it changes from outside (back button), the box follows.
 */
export function useDebouncedSearch(committed: string, onCommit: (value: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [value, setValue] = useState(committed);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;
  const lastCommitted = useRef(committed);

  useEffect(() => {
    // Only a change we did not make ourselves (history navigation) overwrites what is typed.
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setValue(committed);
    }
  }, [committed]);

  const commit = useCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed === lastCommitted.current) return;
    lastCommitted.current = trimmed;
    onCommitRef.current(trimmed);
  }, []);

  useEffect(() => {
    if (value.trim() === lastCommitted.current) return;
    const timer = setTimeout(() => commit(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, commit]);

  return {
    value,
    setValue,
    /** Applies the text now (Enter key), without waiting for the pause. */
    flush: () => commit(value),
    clear: () => {
      setValue("");
      commit("");
    },
  };
}
