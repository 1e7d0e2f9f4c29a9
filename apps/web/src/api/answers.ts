import type { TInspectionKind, TMessage } from "@weldtrace/domain";

/**
 * The shapes of the server's answers (and of the queries some endpoints take) that the domain does not define,
 * beside the endpoints that use them (endpoints.ts).
 */

/** A record as a bespoke endpoint answers it, when the screen reads it field by field. */
export type TRow = { id: string } & Record<string, unknown>;

export interface TAlert {
  id: string;
  created_at: string;
  project: string | null;
  project_name: string | null;
  procedure: string | null;
  procedure_name: string | null;
  section: "inspection" | "cycle" | "instrument" | "welder";
  details: string | null;
  /** `details` as catalogue codes, shown in the reader's language. */
  details_messages: TMessage[];
  parameter: string | null;
  type: string | null;
  recorded_value: number | null;
  expected_value: string | null;
  expected_message: TMessage | null;
  source_kind: string;
  source_id: string | null;
  source_time: string | null;
  source_offset: number | null;
  /** An inspection alert's inspection and its kind: the row opens its measurements page. */
  inspection: string | null;
  inspection_kind: TInspectionKind | null;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  acknowledged_by_name: string | null;
  acknowledged_comment: string | null;
}

/** The list's filters as the server names them (GET /api/alerts/). */
export const ALERT_FILTERS = ["project", "procedure", "section", "parameter", "type", "acknowledged", "from", "to", "search"] as const;
export type TAlertFilters = Partial<Record<(typeof ALERT_FILTERS)[number], string>>;

export interface TAlertQuery extends TAlertFilters {
  ordering: string;
  page: number;
  page_size: number;
}

export interface TDashboardFilters {
  project?: string;
  from: string;
  to: string;
  tz: string;
}

export interface TEdgeServer {
  id: string;
  username: string;
  email: string;
  project: string | null;
  is_active: boolean;
  /** Has a project. */
  active: boolean;
  /** Pinged in the last minute. */
  connected: boolean;
  hostname: string | null;
  last_ping_at: string | null;
  has_token: boolean;
  token_issued_at: string | null;
}

export interface TEdgeStream {
  id: string;
  workstation: string;
  torch: number;
  sample_rate: number;
  created_at: string;
  chunks: number;
  next_seq: number;
  /** Chunks stored and not processed yet. */
  lag: number;
  processed_at: string | null;
  error: string | null;
}

export interface TEdgeServerDetail extends TEdgeServer {
  version: string | null;
  distribution: string | null;
  reported_time: string | null;
  network_devices: { ip: string; mac: string }[];
  streams: TEdgeStream[];
}

export type TSignalChannel = "u" | "i" | "wfs" | "ts";
type TBand = { min: (number | null)[]; max: (number | null)[]; mean: (number | null)[] };

/** GET cycles/{id}/signal/ and edge-streams/{id}/signal/: display envelopes, integration windows, a cycle's bounds, limits and alerts. */
export interface TSignal extends Record<TSignalChannel, TBand> {
  sample_rate: number;
  hz: number | null;
  /** Buckets made from the raw samples of a zoomed view (one sample each when hz equals the sample rate). */
  raw: boolean;
  from_us: number | null;
  to_us: number | null;
  t_us: number[];
  windows: { from_us: number; to_us: number; voltage: number | null; current: number | null; wfs: number | null; ts: number | null }[];
  cycle: {
    start_us: number | null;
    stop_us: number | null;
    limits: { parameter: string; min: number | null; max: number | null }[];
    alerts: { us: number; parameter: string; level: string; recorded_value: number | null }[];
    /** Spans the statistics leave out: occultation at the start and at the stop. */
    occultation: { from_us: number; to_us: number }[];
  } | null;
}

/** A zoomed view: data time in µs. */
export type TSignalView = { from_us: number; to_us: number };
/** A measurement as the API answers it: the kind's values in the stored unit, the verdict and what it was judged on. */
export type TMeasurement = TRow & {
  verdict: "accept" | "reject";
  limits: Record<string, unknown>;
  reasons: { code: string; params?: Record<string, string | number> }[];
  created_at: string;
  unit: string | null;
  /** An Admin's override of the instrument's expired calibration (server: instrument_override). */
  instrument_override?: { reason: string; by: string; by_email: string } | null;
};

/** GET /api/inspection-reports/: a weld's inspections (or one), each with its measurements as recorded. */
export interface TInspectionReport {
  weld: { id: string; name: string };
  project: { id: string; name: string } | null;
  inspections: {
    kind: TInspectionKind;
    id: string;
    created_at: string;
    procedure: { id: string; name: string } | null;
    sequence: { id: string; name: string } | null;
    measurements: (TMeasurement & {
      instrument: { name: string; serial_number: string; calibrated_at: string | null; expire_at: string | null } | null;
      inspector: { email: string; name: string } | null;
    })[];
  }[];
}
