/**
 * The dashboard's Timeline tab, which the spec leaves as a placeholder: per day and workstation, how many welds and
 * cycles were welded, how long the arc burnt, and how long the station stood between cycles (downtime). The server
 * counts in SQL; this shapes the counts. Cycles typed in by hand have no workstation: they form their own line.
 */
export interface TTimelineCounts {
  day: string;
  /** Null: cycles typed in by hand (no edge server's stream, so no workstation). */
  workstation: { id: string; name: string } | null;
  welds: number;
  cycles: number;
  /** Seconds of arc: the engine's arc time, else the cycle's span for a cycle typed in by hand. */
  arc_seconds: number;
  /** Seconds between one cycle's end and the next one's start at the same station that day (overlaps count 0). */
  downtime_seconds: number;
}

export interface TTimelineTotals {
  welds: number;
  cycles: number;
  arc_seconds: number;
  downtime_seconds: number;
  /** Arc time ÷ (arc time + downtime): how much of the working span the arc burnt; null when nothing was welded. */
  arc_ratio: number | null;
}

export interface TTimelineStatistics {
  from: string;
  to: string;
  /** Days in order, newest first; within a day, workstations by name and the hand-typed line last. */
  rows: TTimelineCounts[];
  totals: TTimelineTotals;
  /** Per workstation over the range, the same totals (the hand-typed line has id null). */
  by_workstation: ({ id: string | null; name: string | null } & TTimelineTotals)[];
}

const arcRatio = (arc: number, downtime: number) => (arc + downtime === 0 ? null : arc / (arc + downtime));

function totalsOf(rows: readonly TTimelineCounts[]): TTimelineTotals {
  const sum = (pick: (row: TTimelineCounts) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const arc = sum((row) => row.arc_seconds);
  const downtime = sum((row) => row.downtime_seconds);
  return {
    welds: sum((row) => row.welds),
    cycles: sum((row) => row.cycles),
    arc_seconds: arc,
    downtime_seconds: downtime,
    arc_ratio: arcRatio(arc, downtime),
  };
}

/**
 * The distinct welds of the range, overall and per workstation ("" for the hand-typed line): a weld whose cycles fall
 * on two days, or on a station and the hand-typed line, is one weld, which the rows' sum would count twice.
 */
export interface TTimelineDistinctWelds {
  total: number;
  by_workstation: Readonly<Record<string, number>>;
}

/**
 * Sorts the rows and adds the range's totals, overall and per workstation; a total's welds are the distinct welds
 * given (the rows' sum without them).
 */
export function timelineStatistics(
  range: { from: string; to: string },
  rows: readonly TTimelineCounts[],
  distinct?: TTimelineDistinctWelds,
): TTimelineStatistics {
  const stationName = (row: TTimelineCounts) => row.workstation?.name ?? "\uffff";
  const sorted = [...rows].sort((a, b) => b.day.localeCompare(a.day) || stationName(a).localeCompare(stationName(b)));
  const stations = new Map<string, TTimelineCounts[]>();
  for (const row of sorted) {
    const key = row.workstation?.id ?? "";
    stations.set(key, [...(stations.get(key) ?? []), row]);
  }
  const by_workstation = [...stations.values()]
    .map((list) => {
      const id = list[0]?.workstation?.id ?? null;
      const totals = totalsOf(list);
      return { id, name: list[0]?.workstation?.name ?? null, ...totals, welds: distinct?.by_workstation[id ?? ""] ?? totals.welds };
    })
    .sort((a, b) => (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff"));
  const totals = totalsOf(sorted);
  return { from: range.from, to: range.to, rows: sorted, totals: { ...totals, welds: distinct?.total ?? totals.welds }, by_workstation };
}
